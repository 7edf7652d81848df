package savelens.format;

import java.nio.ByteBuffer;
import java.util.List;
import savelens.convert.ConversionRefusedException;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.document.ValueNames;

/**
 * One file format: how to recognise it, unwrap its container to the text its documents are read from (JSON text,
 * YAML, Godot's sections, or the file's own bytes), read that text as a document with the format's own
 * {@link savelens.document.Syntax}, and wrap the text back exactly as the game or tool that wrote it would.
 */
public interface Format {
    /** The name used in {@code info --json} and {@code convert --to}. */
    String name();

    /** File name endings this format is usually saved under, e.g. {@code .rpgsave}. */
    List<String> extensions();

    /** True when the file's bytes look like this format, whatever the file is called. */
    boolean detect(byte[] fileBytes);

    /** The text inside the file (the file itself for a format without a container), under the default size limit. */
    byte[] decode(byte[] fileBytes);

    /**
     * The text inside the file, refusing more than {@code maxText} bytes of it: a compressed container can unpack
     * to far more than the file, so it stops there rather than fill the memory. A format without a container's
     * text is its file, which was read under the same limit.
     */
    default byte[] decode(byte[] fileBytes, long maxText) { return decode(fileBytes); }

    /** The file bytes for this text; {@code encode(decode(f))} gives {@code f} back. */
    byte[] encode(byte[] text);

    /**
     * Reads the text as a document of this format, whose {@link Document#syntax()} is the format's own: how its
     * values and references are written and how its containers gain and lose children, and a re-read bound to this
     * context (the JSON formats share {@link JsonTextSyntax}).
     */
    Document read(byte[] text, ReadContext context);

    /**
     * True when this format's file is its text ({@link #decode} gives the bytes back as they are) and
     * {@link #read(ByteBuffer, ReadContext)} reads it from bytes outside the heap: a large file's bytes then stay out
     * of the heap while it is open ({@link savelens.file.OpenFile#open}).
     */
    default boolean readsOffHeap() { return false; }

    /**
     * True when, as for {@link #readsOffHeap}, {@link #read(ByteBuffer, ReadContext)} reads this format's file from
     * outside the heap, for a file big enough that its copy on the heap would matter ({@link savelens.file.OpenFile#open}
     * says from which size): a copy read a window at a time costs a little on every read of its text.
     */
    default boolean readsBigTextOffHeap() { return readsOffHeap(); }

    /** {@link #read(byte[], ReadContext)} over all of {@code text}'s bytes (its capacity), for a format that {@link #readsOffHeap}. */
    default Document read(ByteBuffer text, ReadContext context) {
        throw new UnsupportedOperationException(name() + " reads its text from the heap");
    }

    /**
     * {@link #read(ByteBuffer, ReadContext)} over a text outside the heap in buffers of at most
     * {@link savelens.json.TextBuffers#PIECE_BYTES}: a format that reads a text of several buffers says so by overriding
     * this; the rest read a text of one buffer.
     */
    default Document read(savelens.json.TextBuffers text, ReadContext context) {
        if (text.count() != 1) throw new UnsupportedOperationException(name() + " reads its text from one buffer");
        return read(text.piece(0), context);
    }

    /**
     * The integer id a helio document gives the node of {@code doc} with this id when it is converted: an integer id
     * as it is; a string id has none unless the format says so.
     *
     * @throws ConversionRefusedException when the id has no helio form
     */
    default long helioId(Document doc, NodeId id) {
        if (id instanceof NodeId.Number n) return n.value();
        throw new ConversionRefusedException(id + " is a string id, which a helio document cannot hold");
    }

    /** Refuses a document this format's readers could not read back (too deep, say); null when fine. */
    default String unwritableReason(Document document) { return null; }

    /**
     * Names from outside the file for the values of a document of this format (an RPG Maker game's
     * database), found through the context's file or game-data folder; {@link ValueNames#NONE} when there are none.
     * Reads files: call it where the file is opened, never on a thread that draws.
     */
    default ValueNames valueNames(ReadContext context) { return ValueNames.NONE; }
}
