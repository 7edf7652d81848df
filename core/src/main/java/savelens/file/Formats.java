package savelens.file;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import savelens.document.Document;
import savelens.document.InputTooLargeException;
import savelens.document.ReadContext;
import savelens.document.SizeLimit;
import savelens.document.UnreadableDocumentException;
import savelens.format.Format;
import savelens.format.InputFile;
import savelens.format.FormatCapabilities;
import savelens.format.FormatProvider;
import savelens.format.FormatProviders;
import savelens.format.NotADocumentException;
import savelens.format.GameDataSource;
import savelens.format.NotGameDataException;

/**
 * The formats SaveLens reads (the {@link FormatProvider}s on the class path), and opening a file by what it contains
 * rather than what it is called.
 */
public final class Formats {
    private Formats() {}

    /** Every format, most preferred first: a plain {@code .json} is helio when nothing else claims it. */
    public static List<FormatProvider> all() { return FormatProviders.all(); }

    public static FormatProvider byName(String name) { return FormatProviders.byName(name); }

    /** The format claiming the bytes most strongly (see {@link FormatProvider#match}); else null. */
    public static FormatProvider detect(byte[] bytes, Path file) {
        return FormatProviders.strongest(bytes, file, ReadContext.of(file));
    }

    public static FormatProvider byExtension(Path file) { return FormatProviders.byExtension(file); }

    /** True when the file name ends as this format's files usually do (or there is no name to tell). */
    public static boolean extensionMatches(Format format, Path file) {
        if (file == null || file.getFileName() == null) return true;
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        for (String ext : format.extensions()) if (name.endsWith(ext)) return true;
        return false;
    }

    /** The capabilities of the format {@code format} names, {@link FormatCapabilities#PLAIN} for one no provider gives. */
    public static FormatCapabilities capabilities(Format format) {
        FormatProvider p = format instanceof FormatProvider fp ? fp : byName(format.name());
        return p == null ? FormatCapabilities.PLAIN : p.capabilities();
    }

    /**
     * The data folder a folder the user named ({@code --game-data DIR}, the window's chooser) stands for, as the
     * formats with game data check it.
     *
     * @throws NotGameDataException with the first format's reason when none takes it
     */
    public static Path checkGameData(Path dir) {
        NotGameDataException first = null;
        for (FormatProvider p : all()) {
            GameDataSource source = p.capabilities().gameData();
            if (source == null) continue;
            try {
                return source.checkGiven(dir);
            } catch (NotGameDataException e) {
                if (first == null) first = e;
            }
        }
        throw first != null ? first : new NotGameDataException("no format SaveLens reads has game data");
    }

    /** Why no game data is found beside a save: its format's reason (by the file's name), else the first format with game data's. */
    public static String whyNoGameData(Path save) {
        FormatProvider named = byExtension(save);
        if (named != null && named.capabilities().gameData() != null) return named.capabilities().gameData().whyNotFound(save);
        for (FormatProvider p : all()) if (p.capabilities().gameData() != null) return p.capabilities().gameData().whyNotFound(save);
        return "no format SaveLens reads has game data";
    }

    /** A file's bytes under the default limit; see {@link InputFile}. */
    public static byte[] readFile(Path file) {
        return InputFile.read(file, SizeLimit.DEFAULT);
    }

    public static byte[] readFile(Path file, SizeLimit limit) {
        return InputFile.read(file, limit);
    }

    /** Reads, detects, unwraps and interprets a file. */
    public static Document open(Path file, ReadContext context) {
        return read(readFile(file, context.maxSize()), context.withFile(file));
    }

    /** Detects, unwraps and interprets a file's bytes; neither they nor the text they unpack to may pass the context's limit. */
    public static Document read(byte[] bytes, ReadContext context) {
        return read(formatFor(bytes, context), bytes, context);
    }

    /** The format to read a file's bytes with: by content, else by the context's file name; refuses what none reads. */
    public static Format formatFor(byte[] bytes, ReadContext context) {
        if (bytes.length == 0) throw new UnreadableDocumentException("the file is empty");
        if (bytes.length > context.maxSize().bytes()) throw InputTooLargeException.file(bytes.length, context.maxSize());
        Format format = FormatProviders.strongest(bytes, context.file(), context);
        if (format == null) throw notADocument(bytes);
        return format;
    }

    /** Unwraps and interprets a file's bytes as {@code format} (see {@link #formatFor}). */
    public static Document read(Format format, byte[] bytes, ReadContext context) {
        try {
            return format.read(format.decode(bytes, context.maxSize().bytes()), context);
        } catch (NotADocumentException e) {
            throw notADocument(bytes);
        }
    }

    /** {@link #read(Format, byte[], ReadContext)} for bytes outside the heap, of a format that {@link Format#readsOffHeap}. */
    public static Document read(Format format, java.nio.ByteBuffer bytes, ReadContext context) {
        try {
            return format.read(bytes, context);
        } catch (NotADocumentException e) {
            byte[] onHeap = new byte[bytes.capacity()]; // the read failed: what the bytes look like is said as from the heap
            bytes.get(0, onHeap, 0, onHeap.length);
            throw notADocument(onHeap);
        }
    }

    /** {@link #read(Format, java.nio.ByteBuffer, ReadContext)} for a text outside the heap in one or more buffers. */
    public static Document read(Format format, savelens.json.TextBuffers bytes, ReadContext context) {
        try {
            return format.read(bytes, context);
        } catch (NotADocumentException e) {
            // The read failed: what the bytes look like is said as from the heap (by their start, past one array's most).
            byte[] onHeap = new byte[(int) Math.min(bytes.length(), savelens.document.InputTooLargeException.MOST_TEXT)];
            bytes.copyTo(0, onHeap.length, onHeap, 0);
            throw notADocument(onHeap);
        }
    }

    /** As {@link #notADocument()}, saying what valid JSON of another shape looks like (game data, plain JSON) and why it is no save. */
    public static UnreadableDocumentException notADocument(byte[] bytes) {
        String looks = ForeignJson.describe(bytes);
        if (looks == null) return notADocument();
        return new UnreadableDocumentException("not a document SaveLens can read: " + looks);
    }

    /** For input that is none of the formats: valid JSON of another shape, or bytes no format recognises. */
    public static UnreadableDocumentException notADocument() {
        return new UnreadableDocumentException("not a document SaveLens can read (expected one of: "
                + String.join(", ", all().stream().map(Format::name).toList()) + ")");
    }
}
