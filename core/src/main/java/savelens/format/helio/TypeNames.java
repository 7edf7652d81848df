package savelens.format.helio;

import java.util.Arrays;
import savelens.document.DocumentBuilder;
import savelens.json.JsonIndex;
import savelens.json.JsonText;

/**
 * Node type names by their bytes in the text: a document has a handful of types and a million nodes, so
 * each type string is decoded once and later nodes only compare bytes.
 */
final class TypeNames {
    private static final int KEPT = 16;
    private final byte[][] raw = new byte[KEPT][];
    private final String[] names = new String[KEPT];
    private int count;

    /** The interned name of the string value {@code type}. */
    String name(JsonIndex json, int type, DocumentBuilder builder) {
        return name(json.text(), json.start(type), json.end(type), builder);
    }

    /**
     * The interned name of the string literal that starts at {@code s}. A kept literal is whole, closing
     * quote included, so matching its bytes there needs no search for this one's end.
     */
    String nameAt(byte[] text, int s, DocumentBuilder builder) {
        for (int i = 0; i < count; i++) {
            int n = raw[i].length;
            if (n <= text.length - s && Arrays.equals(text, s, s + n, raw[i], 0, n)) return names[i];
        }
        return name(text, s, JsonText.stringEnd(text, s), builder);
    }

    /** The interned name of the string literal at {@code text[s, e)}, quotes included. */
    String name(byte[] text, int s, int e, DocumentBuilder builder) {
        for (int i = 0; i < count; i++) {
            if (Arrays.equals(text, s, e, raw[i], 0, raw[i].length)) return names[i];
        }
        String name = builder.intern(JsonText.decodeString(text, s, e));
        if (count < KEPT) { // beyond that many types, the rest are decoded each time
            raw[count] = Arrays.copyOfRange(text, s, e);
            names[count++] = name;
        }
        return name;
    }
}
