package savelens.format.unity;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * One String per document type of a file: a scene has a handful of types over a hundred thousand documents,
 * so the type's key is compared in place against the few seen before instead of decoded each time.
 */
final class TypeNames {
    private byte[][] names = new byte[16][];
    private String[] strings = new String[16];
    private int count;

    /** The type whose key starts at {@code keyStart}. */
    String of(byte[] text, int keyStart) {
        byte first = text[keyStart];
        if (first == '\'' || first == '"') return YamlScalars.keyName(text, keyStart);
        int end = YamlScalars.plainKeyEnd(text, keyStart);
        int n = end - keyStart;
        for (int i = 0; i < count; i++) {
            byte[] name = names[i];
            if (name.length == n && Arrays.equals(name, 0, n, text, keyStart, end)) return strings[i];
        }
        if (count == names.length) {
            names = Arrays.copyOf(names, count * 2);
            strings = Arrays.copyOf(strings, count * 2);
        }
        names[count] = Arrays.copyOfRange(text, keyStart, end);
        return strings[count++] = new String(text, keyStart, n, StandardCharsets.UTF_8);
    }
}
