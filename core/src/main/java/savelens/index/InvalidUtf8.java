package savelens.index;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a text that should be UTF-8 is not: bytes that start no character, characters cut short, overlong or
 * surrogate encodings. A reader that keeps such bytes as they are (so that the file is written back unchanged)
 * still says where they are, since they show as U+FFFD and an editor may not keep them.
 */
public final class InvalidUtf8 {
    private InvalidUtf8() {}

    /** The byte offsets where invalid sequences start, at most {@code limit} of them, and how many there are in all. */
    public record Found(List<Integer> offsets, int total) {}

    public static Found find(byte[] text, int limit) {
        List<Integer> at = new ArrayList<>();
        int total = 0;
        int i = 0;
        while (i < text.length) {
            int b = text[i] & 0xFF;
            if (b < 0x80) {
                i++;
                continue;
            }
            int n = valid(text, i);
            if (n > 0) {
                i += n;
                continue;
            }
            if (at.size() < limit) at.add(i);
            total++;
            i++;
            while (i < text.length && (text[i] & 0xC0) == 0x80) i++; // the rest of a broken sequence is one problem
        }
        return new Found(at, total);
    }

    /**
     * One warning per invalid sequence (the first {@code limit}, then how many more), with line and column; none
     * for valid UTF-8. {@code lines}: the text's table, or null to build one when needed.
     */
    public static List<String> warnings(byte[] text, LineTable lines, int limit) {
        Found f = find(text, limit);
        if (f.total() == 0) return List.of();
        LineTable table = lines != null ? lines : LineTable.of(text);
        List<String> out = new ArrayList<>();
        for (int offset : f.offsets()) {
            int[] lc = table.lineColumn(offset);
            out.add("line " + lc[0] + ", column " + lc[1] + ": bytes that are not UTF-8 (shown as \uFFFD; written back unchanged)");
        }
        if (f.total() > f.offsets().size()) out.add((f.total() - f.offsets().size()) + " more places with bytes that are not UTF-8");
        return out;
    }

    /** The length of the valid multi-byte character at {@code i}, or 0. */
    private static int valid(byte[] t, int i) {
        int b = t[i] & 0xFF;
        int n, lo = 0x80, hi = 0xBF;
        if (b >= 0xC2 && b <= 0xDF) n = 2;
        else if (b >= 0xE0 && b <= 0xEF) {
            n = 3;
            if (b == 0xE0) lo = 0xA0;
            if (b == 0xED) hi = 0x9F;
        } else if (b >= 0xF0 && b <= 0xF4) {
            n = 4;
            if (b == 0xF0) lo = 0x90;
            if (b == 0xF4) hi = 0x8F;
        } else {
            return 0;
        }
        if (i + n > t.length) return 0;
        int c1 = t[i + 1] & 0xFF;
        if (c1 < lo || c1 > hi) return 0;
        for (int k = 2; k < n; k++) if ((t[i + k] & 0xC0) != 0x80) return 0;
        return n;
    }
}
