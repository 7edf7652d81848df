package savelens.json;

import java.util.Arrays;

/**
 * Rebuilds the index of one container from text that was already validated by the full parse. Knowing
 * the input is well-formed, it only finds where values begin and end: no decoding, no error paths, which
 * makes it several times faster than a parse.
 */
final class ChunkScanner {
    private ChunkScanner() {}

    /**
     * Scans into {@code c} (already {@link Chunk#reset} for it) the container that is value {@code first},
     * starts at byte {@code start}, and whose subtree ends before value {@code after}; {@code parent} and
     * {@code key} are the container's own.
     */
    static void scan(Chunk c, byte[] text, int first, int after, int start, int parent, int key) {
        int[] open = new int[8];
        int depth = 0;
        int v = 0;
        int pos = start;
        int pendingKey = key;
        while (true) {
            pos = skipBlanks(text, pos);
            byte b = text[pos];
            int local = v++;
            c.start[local] = pos;
            c.key[local] = pendingKey;
            c.parent[local] = depth == 0 ? parent : first + open[depth - 1];
            if (b == '{' || b == '[') {
                c.kind[local] = b == '{' ? JsonIndex.OBJECT : JsonIndex.ARRAY;
                if (depth == open.length) open = Arrays.copyOf(open, depth * 2);
                open[depth++] = local;
                pos = skipBlanks(text, pos + 1);
                byte n = text[pos];
                if (n != '}' && n != ']') {
                    pendingKey = -1;
                    if (b == '{') {
                        pendingKey = pos;
                        pos = skipBlanks(text, JsonText.stringEnd(text, pos)) + 1; // past the ':'
                    }
                    continue;
                }
            } else {
                c.kind[local] = scalarKind(b);
                pos = b == '"' ? JsonText.stringEnd(text, pos) : scalarEnd(text, pos);
                c.end[local] = pos;
                c.next[local] = first + local + 1;
            }
            // After a value: close what ends here, or step over a comma to the next member or element.
            while (true) {
                if (depth == 0) return;
                pos = skipBlanks(text, pos);
                if (text[pos] == ',') {
                    pos = skipBlanks(text, pos + 1);
                    if (c.kind[open[depth - 1]] == JsonIndex.OBJECT) {
                        pendingKey = pos;
                        pos = skipBlanks(text, JsonText.stringEnd(text, pos)) + 1;
                    } else {
                        pendingKey = -1;
                    }
                    break;
                }
                int closed = open[--depth];
                c.end[closed] = ++pos;
                c.next[closed] = first + v;
            }
        }
    }

    static byte scalarKind(byte b) {
        return switch (b) {
            case '"' -> JsonIndex.STRING;
            case 't' -> JsonIndex.TRUE;
            case 'f' -> JsonIndex.FALSE;
            case 'n' -> JsonIndex.NULL;
            default -> JsonIndex.NUMBER;
        };
    }

    /** End of a number or literal: the first blank or punctuation byte. */
    static int scalarEnd(byte[] text, int pos) {
        while (pos < text.length) {
            byte b = text[pos];
            if (b == ',' || b == ']' || b == '}' || b == ' ' || b == '\n' || b == '\r' || b == '\t' || b == ':') break;
            pos++;
        }
        return pos;
    }

    private static int skipBlanks(byte[] text, int pos) {
        while (pos < text.length) {
            byte b = text[pos];
            if (b != ' ' && b != '\n' && b != '\r' && b != '\t') break;
            pos++;
        }
        return pos;
    }
}
