package savelens.format;

import java.util.List;
import savelens.convert.ConversionRefusedException;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.PathReferences;
import savelens.document.ReadContext;
import savelens.document.ValueNames;

/**
 * One file format: how to recognise it, unwrap its container to JSON text, interpret that text as a
 * document, and wrap JSON text back exactly as the game or tool that wrote it would.
 */
public interface Format {
    /** The name used in {@code info --json} and {@code convert --to}. */
    String name();

    /** File name endings this format is usually saved under, e.g. {@code .rpgsave}. */
    List<String> extensions();

    /** True when the file's bytes look like this format, whatever the file is called. */
    boolean detect(byte[] fileBytes);

    /** The JSON text inside the file (the file itself for plain JSON formats), under the default size limit. */
    byte[] decode(byte[] fileBytes);

    /**
     * The JSON text inside the file, refusing more than {@code maxText} bytes of it: a compressed container
     * can unpack to far more than the file, so it stops there rather than fill the memory. A plain JSON
     * format's text is its file, which was read under the same limit.
     */
    default byte[] decode(byte[] fileBytes, long maxText) { return decode(fileBytes); }

    /** The file bytes for this JSON text; {@code encode(decode(f))} gives {@code f} back. */
    byte[] encode(byte[] jsonText);

    /** Interprets JSON text as a document of this format. */
    Document read(byte[] jsonText, ReadContext context);

    /** How a reference to the node with this id is written, or null when the format has no references. */
    String referenceText(long id);

    /**
     * How a reference to the node with this id, integer or string, is written; null when the format cannot
     * write it (it has no references, or no string ids).
     */
    default String referenceText(NodeId id) {
        return id instanceof NodeId.Number n ? referenceText(n.value()) : null;
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

    /** References this format writes as paths that move when array elements move (cycle.js); null when they are ids. */
    default PathReferences pathReferences() { return null; }

    /** True when every edit is read again rather than patched (see {@link savelens.document.Syntax#editsReadAgain}). */
    default boolean editsReadAgain() { return false; }

    /** How a reference to the node with this id is written in this document; by default as anywhere (Jackson repeats the target's own id text). */
    default String referenceText(Document doc, NodeId id) { return referenceText(id); }

    /** A number literal as this format's writer would print it (JavaScript prints {@code 1.0} as {@code 1}). */
    default String numberText(String literal) { return literal; }

    /**
     * True when a reference is a bare id that only the registry tells from a number (helio); false when a
     * reference is written in its own form ({@code {"@r":n}}) and may stand wherever a value may.
     */
    default boolean referencesNeedRegistry() { return false; }

    /** Refuses a document this format's readers could not read back (too deep, say); null when fine. */
    default String unwritableReason(Document document) { return null; }

    /**
     * Names from outside the file for the values of a document of this format (an RPG Maker game's
     * database), found through the context's file or game-data folder; {@link ValueNames#NONE} when there are none.
     * Reads files: call it where the file is opened, never on a thread that draws.
     */
    default ValueNames valueNames(ReadContext context) { return ValueNames.NONE; }
}
