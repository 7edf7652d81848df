package savelens.format.rpgmaker;

import java.util.List;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.SizeLimit;
import savelens.document.UnreadableDocumentException;
import savelens.document.ValueNames;
import savelens.format.FormatProvider;
import savelens.format.FormatCapabilities;

/**
 * RPG Maker MZ {@code .rmmzsave}: {@code JsonEx.stringify} (class names {@code @} only, no ids: a tree)
 * deflated by pako at level 1 into a binary string stored as UTF-8. Every object and array is a node with
 * an id assigned in document order.
 */
public final class RpgMakerMzFormat implements FormatProvider {
    public static final String NAME = "rpgmaker-mz";
    /** MZ's {@code JsonEx.maxDepth}; its encoder counts one per level. */
    public static final int MAX_DEPTH = 100;
    /** The deepest level (root 0) MZ's encoder accepts. */
    public static final int MAX_LEVEL = MAX_DEPTH - 1;

    @Override public String name() { return NAME; }

    private static final FormatCapabilities CAPABILITIES = FormatCapabilities.builder(20).gameData(RpgMakerGameData.INSTANCE)
            .fileTypes(new savelens.format.FileType("rmmzsave", "application/x-rpgmaker-mz-save", "RPG Maker MZ save")).build();

    @Override public FormatCapabilities capabilities() { return CAPABILITIES; }

    @Override public List<String> extensions() { return List.of(".rmmzsave"); }

    @Override public boolean detect(byte[] file) {
        try {
            return MzContainer.looksLikeMz(file);
        } catch (RuntimeException e) {
            return false;
        }
    }

    @Override public byte[] decode(byte[] file) { return decode(file, SizeLimit.DEFAULT.bytes()); }

    /** The JSON text, inflated up to {@code limit} bytes and refused past them. */
    @Override public byte[] decode(byte[] file, long limit) {
        try {
            if (file.length == 0) throw new UnreadableDocumentException("the file is empty");
            byte[] json = MzContainer.decode(file, limit);
            if (json.length == 0) throw new UnreadableDocumentException("the save is empty (its compressed data holds no text)");
            return json;
        } catch (UnreadableDocumentException e) {
            throw e;
        } catch (OutOfMemoryError e) {
            throw new UnreadableDocumentException("the save is too large to inflate in this much memory");
        } catch (RuntimeException e) {
            throw new UnreadableDocumentException("the save is damaged: its compressed data cannot be decoded", e);
        }
    }

    @Override public byte[] encode(byte[] jsonText) { return MzContainer.encode(jsonText); }

    @Override public Document read(byte[] jsonText, ReadContext context) {
        return JsonExReader.document(this, JsonExReader.MZ, jsonText, context);
    }

    @Override public String unwritableReason(Document document) {
        return JsonExReader.tooDeep(document, MAX_LEVEL, "MZ", "maxDepth " + MAX_DEPTH);
    }

}
