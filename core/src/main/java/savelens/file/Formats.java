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
import savelens.format.JsonTexts;
import savelens.format.cyclejs.CycleJsFormat;
import savelens.format.dotnet.DotNetRefsFormat;
import savelens.format.jackson.JacksonIdentityFormat;
import savelens.format.NotADocumentException;
import savelens.format.godot.GodotTextFormat;
import savelens.format.helio.HelioFormat;
import savelens.format.jsonexlite.JsonExLiteFormat;
import savelens.format.rpgmaker.RpgMakerMvFormat;
import savelens.format.rpgmaker.RpgMakerMzFormat;
import savelens.format.unity.UnityYamlFormat;

/** The formats SaveLens reads, and opening a file by what it contains rather than what it is called. */
public final class Formats {
    private static final Format HELIO = new HelioFormat();
    private static final Format DOTNET_REFS = new DotNetRefsFormat();
    private static final Format JACKSON = new JacksonIdentityFormat();

    /** In order of preference when only the file name can tell: a plain {@code .json} is helio. */
    private static final List<Format> ALL = List.of(
            HELIO,
            new RpgMakerMvFormat(),
            new RpgMakerMzFormat(),
            new JsonExLiteFormat(),
            new UnityYamlFormat(),
            new CycleJsFormat(),
            DOTNET_REFS,
            JACKSON,
            new GodotTextFormat());

    /**
     * In the order their content is tested: the reference dialects' own keys ({@code "$id"}) say more than
     * helio's {@code "nodes"}, which any save may have as a field name; a cycle.js path in {@code "$ref"} more
     * than a .NET id there.
     */
    private static final List<Format> BY_CONTENT = ALL.stream().sorted((a, b) -> Boolean.compare(a == HELIO, b == HELIO)).toList();

    private Formats() {}

    public static List<Format> all() { return ALL; }

    public static Format byName(String name) {
        for (Format f : ALL) if (f.name().equalsIgnoreCase(name)) return f;
        return null;
    }

    /** The format whose content test the bytes pass; else the one the file name suggests; else null. */
    public static Format detect(byte[] bytes, Path file) {
        for (Format f : BY_CONTENT) if (f.detect(bytes)) return f;
        return byExtension(file);
    }

    public static Format byExtension(Path file) {
        if (file == null || file.getFileName() == null) return null;
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        for (Format f : ALL) for (String ext : f.extensions()) if (name.endsWith(ext)) return f;
        return null;
    }

    /** True when the file name ends as this format's files usually do. */
    public static boolean extensionMatches(Format format, Path file) {
        if (file == null || file.getFileName() == null) return true;
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        for (String ext : format.extensions()) if (name.endsWith(ext)) return true;
        return false;
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
        // An identity property named by the user or the registry says what the content cannot: Jackson.
        Format format = JacksonIdentityFormat.named(context) && (JsonTexts.startsWith(bytes, '{') || JsonTexts.startsWith(bytes, '['))
                ? JACKSON : detect(bytes, context.file());
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

    /** As {@link #notADocument()}, saying what valid JSON of another shape looks like (game data, plain JSON) and why it is no save. */
    public static UnreadableDocumentException notADocument(byte[] bytes) {
        String looks = ForeignJson.describe(bytes);
        if (looks == null) return notADocument();
        return new UnreadableDocumentException("not a document SaveLens can read: " + looks);
    }

    /** For input that is none of the formats: valid JSON of another shape, or bytes no format recognises. */
    public static UnreadableDocumentException notADocument() {
        return new UnreadableDocumentException("not a document SaveLens can read (expected one of: "
                + String.join(", ", ALL.stream().map(Format::name).toList()) + ")");
    }
}
