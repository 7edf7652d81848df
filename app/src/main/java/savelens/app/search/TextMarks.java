package savelens.app.search;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Where in a JSON text a search for a plain ASCII needle could hit: wherever the needle's bytes stand (ASCII case
 * ignored), and at every byte where a string's decoding may differ from its bytes (a backslash, a byte of a
 * non-ASCII character). Anywhere else a string is its own decoding and a number or literal is matched in its bytes, so
 * a node whose text holds no mark has no hit in its names or values. (A needle only non-ASCII text can hold has no mark
 * of its own: it can stand only where a byte is marked anyway.) A mark for the needle stands at its rarest byte
 * (by how often bytes come in JSON text), so most of the text is passed over eight bytes at a time. Asked with
 * ascending starts (nodes come in document order), the text is read once: a mark found stays the answer until a
 * start passes it.
 */
final class TextMarks {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;
    private static final long BACKSLASHES = ONES * '\\';
    /** Bytes of JSON text, the most frequent first (a guess that needs to be good, not exact). */
    private static final String COMMON = "\":,e tao1in0s2r3h4l5d6c7u8m9{}[]fpg.wybv-kx_jqz";

    private final byte[] text;
    private final byte[] needle;
    /** The needle's rarest byte, where its mark stands, in both cases. */
    private final int rare;
    private final byte rareLower;
    private final byte rareUpper;
    private final long rareLowers;
    private final long rareUppers;
    /** The start the cached mark answers, or -1 before the first question. */
    private int askedFrom = -1;
    /** The first mark at or after {@link #askedFrom}, or the text's length when there is none. */
    private int mark;

    /**
     * {@code needle}: the needle's bytes in lower case, plain ASCII without a backslash; or null for a needle only
     * non-ASCII text can hold, marked only where a string's decoding may differ from its bytes.
     */
    TextMarks(byte[] text, byte[] needle) {
        this.text = text;
        this.needle = needle;
        if (needle == null) { // a backslash is marked anyway: the needle's mark adds nothing
            rare = 0;
            rareLower = rareUpper = '\\';
            rareLowers = rareUppers = BACKSLASHES;
            return;
        }
        int best = 0;
        for (int k = 1; k < needle.length; k++) if (rank(needle[k]) > rank(needle[best])) best = k;
        rare = best;
        rareLower = needle[best];
        rareUpper = needle[best] >= 'a' && needle[best] <= 'z' ? (byte) (needle[best] - 32) : needle[best];
        rareLowers = ONES * (rareLower & 0xff);
        rareUppers = ONES * (rareUpper & 0xff);
    }

    /** How rare a byte is in JSON text: higher is rarer. */
    private static int rank(byte b) {
        int at = COMMON.indexOf((char) b);
        return at < 0 ? COMMON.length() : at;
    }

    /** Whether a mark stands in {@code [from, to)}: a node there may hold a hit only then. */
    boolean anyIn(int from, int to) {
        return next(from) < to;
    }

    /** The first mark at or after {@code from}, or the text's length. */
    private int next(int from) {
        if (askedFrom >= 0 && from >= askedFrom && from <= mark) return mark; // none in [askedFrom, mark)
        byte[] t = text;
        int i = Math.max(from, 0);
        int found = t.length;
        scan:
        while (i < t.length) {
            if (i + Long.BYTES <= t.length) {
                long w = (long) LONGS.get(t, i);
                if ((w & HIGHS) == 0 && noneZero(w ^ BACKSLASHES) && noneZero(w ^ rareLowers) && noneZero(w ^ rareUppers)) {
                    i += Long.BYTES;
                    continue;
                }
                for (int end = i + Long.BYTES; i < end; i++) {
                    if (marks(i)) {
                        found = i;
                        break scan;
                    }
                }
                continue;
            }
            if (marks(i)) {
                found = i;
                break;
            }
            i++;
        }
        askedFrom = from;
        mark = found;
        return found;
    }

    /** Whether no byte of {@code v} is zero. */
    private static boolean noneZero(long v) {
        return ((v - ONES) & ~v & HIGHS) == 0;
    }

    /** Whether a mark stands at {@code i}: a byte whose decoding may differ, or the needle's rare byte of a match. */
    private boolean marks(int i) {
        byte b = text[i];
        return b < 0 || b == '\\' || (b == rareLower || b == rareUpper) && matchesAt(i - rare);
    }

    private boolean matchesAt(int at) {
        byte[] n = needle;
        if (at < 0 || at + n.length > text.length) return false;
        for (int k = 0; k < n.length; k++) {
            byte b = text[at + k];
            if ((b >= 'A' && b <= 'Z' ? (byte) (b + 32) : b) != n[k]) return false;
        }
        return true;
    }
}
