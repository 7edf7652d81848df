package savelens.file;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.InputTooLargeException;
import savelens.document.ReadContext;
import savelens.format.InputFile;
import savelens.document.SizeLimit;
import savelens.document.ValueNames;
import savelens.edit.EditHistory;
import savelens.format.Format;
import savelens.json.JsonIndex;
import savelens.json.TextBuffers;
import savelens.save.AtomicSave;
import savelens.save.DocumentSaver;
import savelens.save.FileStamp;
import savelens.save.SaveOptions;
import savelens.save.SaveResult;

/**
 * One open file: where it is, the format that reads and writes it, its document with the edits made to it
 * (as commands on its {@link EditHistory}), the file as it was read (a save notices what changed it since),
 * and the names the game's data gives its values. The document knows nothing of this: saving, converting
 * and the checks that need the format happen here, for the command line and the window alike.
 *
 * <p>Reading and writing may run on any thread; {@link #history} and {@link #saved} belong to the thread
 * that owns the file (the window's, or the command's).
 */
public final class OpenFile {
    private final Format format;
    private final ReadContext context;
    private final EditHistory history;
    private volatile ValueNames names;
    private volatile Path path;
    /** Made when first asked for (see {@link FileStamp#read}); null for bytes that are no file on disk. */
    private volatile Supplier<FileStamp> stamp;
    /** The real path of the file {@link #stamp} is of, known before it is hashed; null with no stamp. */
    private volatile Path stampedFile;

    private OpenFile(Path path, Format format, Document document, ReadContext context, Supplier<FileStamp> stamp, Path stampedFile) {
        this.path = path;
        this.format = format;
        this.context = context;
        this.history = new EditHistory(document);
        this.stamp = stamp;
        this.stampedFile = stampedFile;
        // Read here, where the file is opened: the names never change while it is open, and reading them
        // where the document is drawn would hold the window on every redraw.
        this.names = format.valueNames(context);
    }

    /**
     * Reads a file once: its bytes (stamped for change detection), the format by their content, the document,
     * and the game-data names. Throws {@link savelens.document.UnreadableDocumentException} with the reason.
     */
    public static OpenFile open(Path file, ReadContext context) {
        return open(file, context, Long.getLong(OUTSIDE_HEAP_FROM_PROPERTY, BIG_TEXT_OUTSIDE_HEAP_FROM),
                Integer.getInteger(PIECE_BYTES_PROPERTY, TextBuffers.PIECE_BYTES));
    }

    /**
     * System properties that set, for tests and measurements, from which size a text is kept outside the heap and the
     * size of the pieces it is kept in there: with small pieces, values and names cut across the pieces' edges.
     */
    public static final String OUTSIDE_HEAP_FROM_PROPERTY = "savelens.text.outsideHeapFrom",
            PIECE_BYTES_PROPERTY = "savelens.text.pieceBytes";

    /**
     * Files from this many bytes are kept outside the heap by formats that can ({@link Format#readsBigTextOffHeap}).
     * Below it the heap's copy is not what decides whether a document fits, and reads of the whole text (a search
     * pass, the raw view) stay free of a copy.
     */
    static final long BIG_TEXT_OUTSIDE_HEAP_FROM = 256L << 20;

    /** As {@link #open(Path, ReadContext)}, keeping a text of {@code bigFrom} bytes or more outside the heap where the format can. */
    static OpenFile open(Path file, ReadContext context, long bigFrom) {
        return open(file, context, bigFrom, TextBuffers.PIECE_BYTES);
    }

    /** As {@link #open(Path, ReadContext, long)}, a text outside the heap kept in buffers of {@code pieceBytes}. */
    static OpenFile open(Path file, ReadContext context, long bigFrom, int pieceBytes) {
        if (pieceBytes < 1 || pieceBytes > TextBuffers.PIECE_BYTES) throw new IllegalArgumentException("pieces of " + pieceBytes + " bytes");
        ReadContext inFile = context.withFile(file);
        long size = InputFile.size(file, inFile.maxSize());
        if (size > InputTooLargeException.MOST_TEXT) return openInPieces(file, inFile, size, pieceBytes);
        FileStamp.StampedBytes read = FileStamp.read(file, p -> Formats.readFile(p, inFile.maxSize()));
        Format format = Formats.formatFor(read.bytes(), inFile);
        boolean big = read.bytes().length >= bigFrom;
        // A format that reads from outside the heap gets a copy there and the heap's bytes are let go: a large save's
        // index and analysis then have the heap to themselves.
        // A format that reads a text of one buffer only (readsOffHeap) gets one; one that reads pieces gets them.
        boolean outside = format.readsOffHeap() || big && format.readsBigTextOffHeap();
        boolean onePiece = outside && format.readsOffHeap();
        ByteBuffer offHeap = onePiece ? read.movedOffHeap() : null;
        TextBuffers inPieces = outside && !onePiece ? read.movedOffHeap(pieceBytes) : null;
        Document document = offHeap != null ? Formats.read(format, offHeap, inFile)
                : inPieces != null ? Formats.read(format, inPieces, inFile) : Formats.read(format, read.bytes(), inFile);
        // Another JSON format's text is indexed on the heap (its reader reads an array) and then moved out in the same
        // way, when the index reads the file's very bytes (the format unwrapped nothing).
        if (offHeap == null && big && document.index() instanceof JsonIndex json && json.isTextOf(read.bytes())) {
            TextBuffers copy = read.movedOffHeap(pieceBytes);
            if (copy != null) json.readOutsideHeap(copy);
        }
        return new OpenFile(file, format, document, inFile, read.stampLater(), read.file());
    }

    /**
     * A file too big for one array: its format told by its start, and refused at once unless the format reads a text in
     * pieces (helio); else read straight into buffers outside the heap.
     */
    private static OpenFile openInPieces(Path file, ReadContext inFile, long size, int pieceBytes) {
        Format format = Formats.formatFor(InputFile.head(file, HEAD_BYTES), inFile);
        if (!format.readsBigTextOffHeap() || format.readsOffHeap()) throw InputTooLargeException.onePiece(size, format.name());
        FileStamp.StampedBuffers read = FileStamp.readBuffers(file, p -> InputFile.readInPieces(p, inFile.maxSize(), pieceBytes));
        Document document = Formats.read(format, read.buffers(), inFile);
        return new OpenFile(file, format, document, inFile, read.stampLater(), read.file());
    }

    /** Bytes of a big file's start its format is told by (the formats look at the first 64 KiB). */
    private static final int HEAD_BYTES = 1 << 20;

    /** A file's bytes read elsewhere (or made in memory): nothing on disk to compare a save with. */
    public static OpenFile read(byte[] bytes, ReadContext context) {
        Format format = Formats.formatFor(bytes, context);
        return new OpenFile(context.file(), format, Formats.read(format, bytes, context), context, null, null);
    }

    /** Where a save without a target writes; null for a document that has no file yet. */
    public Path path() { return path; }

    public Format format() { return format; }

    /** The current document: as read, or as the last edit, undo or redo left it. */
    public Document document() { return history.document(); }

    /** The edits made to the file's document, with undo and redo and the revision last saved. */
    public EditHistory history() { return history; }

    /** Names for the document's values from the game's data (RPG Maker), read when the file was opened or the folder was chosen. */
    public ValueNames valueNames() { return names; }

    /**
     * Reads names from a game's data folder the user chose instead of the one found beside the file (the
     * folder should have passed {@link Formats#checkGameData}). Reads files: not on a thread that draws
     * when the folder is large.
     */
    public void useGameData(Path dir) {
        names = format.valueNames(context.withGameData(dir));
    }

    /** The file as it was read or last saved; null when it is not compared with the disk. */
    public FileStamp stamp() {
        Supplier<FileStamp> s = stamp;
        return s == null ? null : s.get();
    }

    /**
     * The stamp when it is made already, else null (also while it is being hashed): for a check that must not wait
     * for a big file to be hashed.
     */
    public FileStamp stampIfMade() {
        Supplier<FileStamp> s = stamp;
        return s == null ? null : FileStamp.ifMade(s);
    }

    /**
     * The options with this file as read (or last saved) to compare a save with: hashed only when the save goes to
     * this very file, so that writing a big file elsewhere (convert, {@code -o OUT}) does not hash the one read.
     */
    public SaveOptions expecting(SaveOptions options) {
        Supplier<FileStamp> s = stamp;
        return s == null ? options.expecting(null) : options.expecting(stampedFile, s);
    }

    /** Findings about the file rather than its content: a name that does not end as its format's files do. */
    public List<Diagnostic> diagnostics() {
        Path file = path;
        if (file == null || Formats.extensionMatches(format, file)) return List.of();
        return List.of(Diagnostic.warning("the file name does not end as a " + format.name() + " file does ("
                + String.join(", ", format.extensions()) + "); read by its content", -1, -1));
    }

    /** Why the current document cannot be written in its format (too deep for the game's reader), or null. */
    public String unwritableReason() { return format.unwritableReason(document()); }

    /** Writes the current document in its format to {@code target} and makes that the file's place and stamp. */
    public SaveResult save(Path target, SaveOptions options) {
        Document document = document();
        SaveResult result = write(document, target, options);
        saved(target, result, document);
        return result;
    }

    /**
     * Writes one revision of the document in its format, atomically and read back; changes nothing here, so
     * that it may run on another thread while the owner keeps editing (see {@link #saved}).
     */
    public SaveResult write(Document revision, Path target, SaveOptions options) {
        return DocumentSaver.save(format, revision, target, options);
    }

    /** After a {@link #write}: the file is now {@code target} as written; the history is clean if it still holds {@code revision}. */
    public void saved(Path target, SaveResult result, Document revision) {
        path = target;
        FileStamp written = result.stamp();
        stampedFile = written.file();
        stamp = () -> written;
        if (history.document() == revision) history.markSaved();
        else history.savedEarlier(revision);
    }

    /**
     * Writes the current document as a file of another format (or its own) to {@code target}, read back as
     * that format before it replaces anything. The open file stays what it was.
     *
     * @throws savelens.convert.ConversionRefusedException when the conversion would lose values or references
     */
    public SaveResult convert(Format to, Path target, SaveOptions options) {
        if (to == format) return write(document(), target, options);
        byte[] bytes = Conversions.convert(document(), format, to);
        // Read back as SaveLens wrote it: the limit guards against others' files, not this one.
        return AtomicSave.write(target, bytes, back -> to.read(to.decode(back, SizeLimit.LARGEST.bytes()),
                ReadContext.of(target).withMaxSize(SizeLimit.LARGEST)), options);
    }
}
