package savelens.format.rpgmaker;

import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import savelens.document.Document;
import savelens.document.InputTooLargeException;
import savelens.document.ReadContext;
import savelens.document.SizeLimit;
import savelens.document.UnreadableDocumentException;
import savelens.document.ValueNames;
import savelens.format.FormatProvider;
import savelens.format.FormatCapabilities;
import savelens.format.JsonTexts;

/**
 * RPG Maker MV {@code .rpgsave}: {@code JsonEx.stringify} (ids {@code @c}, references {@code {"@r":n}},
 * arrays wrapped as {@code {"@c":n,"@a":[...]}}, class names {@code @}) compressed with MV's LZString
 * {@code compressToBase64}. {@code global} and {@code config} saves are plain JSON in the same container.
 */
public final class RpgMakerMvFormat implements FormatProvider {
    public static final String NAME = "rpgmaker-mv";
    /** MV's {@code JsonEx.maxDepth}; its encoder counts two per level of nesting. */
    public static final int MAX_DEPTH = 100;
    /** The deepest level (root 0) whose values MV's encoder still accepts: 2 × level + 1 &lt; 100. */
    public static final int MAX_LEVEL = (MAX_DEPTH - 2) / 2;

    @Override public String name() { return NAME; }

    private static final FormatCapabilities CAPABILITIES = FormatCapabilities.builder(10).gameData(RpgMakerGameData.INSTANCE)
            .fileTypes(new savelens.format.FileType("rpgsave", "application/x-rpgmaker-mv-save", "RPG Maker MV save")).build();

    @Override public FormatCapabilities capabilities() { return CAPABILITIES; }

    @Override public List<String> extensions() { return List.of(".rpgsave"); }

    @Override public boolean detect(byte[] file) {
        int end = file.length;
        while (end > 0 && LzString.isBlank(file[end - 1])) end--;
        if (end < 4) return false;
        for (int i = 0; i < end; i++) if (!LzString.isBase64(file[i])) return false;
        int take = end <= 64 ? end : 64;
        if (take % 4 != 0) return false;
        byte[] prefix;
        try {
            prefix = Base64.getDecoder().decode(Arrays.copyOf(file, take));
        } catch (IllegalArgumentException e) {
            return false;
        }
        char[] units = new char[prefix.length / 2];
        for (int i = 0; i < units.length; i++) units[i] = (char) (((prefix[2 * i] & 0xFF) << 8) | (prefix[2 * i + 1] & 0xFF));
        return JsonTexts.startsValue(LzString.firstChar(units, units.length));
    }

    @Override public byte[] decode(byte[] file) { return decode(file, SizeLimit.DEFAULT.bytes()); }

    /** The JSON text (UTF-8), refused once it passes {@code limit} bytes: as chars while decompressing, then as bytes. */
    @Override public byte[] decode(byte[] file, long limit) {
        try {
            char[] units = LzString.base64Units(file);
            char[] json = LzString.decompress(units, units.length, Math.max(1, limit));
            if (json.length == 0) throw new UnreadableDocumentException("the save is empty (its compressed data holds no text)");
            long bytes = Wtf8.encodedLength(json, json.length);
            if (bytes > limit) {
                throw InputTooLargeException.unpacked("the save decompresses to " + SizeLimit.describe(bytes) + " of text, over the "
                        + SizeLimit.describe(limit) + " limit", limit);
            }
            return Wtf8.encode(json, json.length);
        } catch (UnreadableDocumentException e) {
            throw e;
        } catch (OutOfMemoryError e) {
            throw new UnreadableDocumentException("the save is too large to decompress in this much memory");
        } catch (RuntimeException e) {
            throw new UnreadableDocumentException("the save is damaged: its compressed data cannot be decoded", e);
        }
    }

    @Override public byte[] encode(byte[] jsonText) {
        int[] n = new int[1];
        char[] chars = Wtf8.decode(jsonText, n);
        char[] units = LzString.compress(chars, n[0]);
        return Base64.getEncoder().encode(LzString.unitsToBytes(units, units.length));
    }

    @Override public Document read(byte[] jsonText, ReadContext context) {
        return JsonExReader.document(this, JsonExReader.MV, jsonText, context);
    }

    @Override public String unwritableReason(Document document) {
        return JsonExReader.tooDeep(document, MAX_LEVEL, "MV", "maxDepth " + MAX_DEPTH + ", counted twice per level");
    }

}
