package savelens.format.rpgmaker;

import java.util.ArrayList;
import java.util.List;

/**
 * A second, deliberately plain LZString decoder for the tests: Base64 decoded by its own table into a list
 * of bits, dictionary entries as whole strings. Shares nothing with {@link LzString}.
 */
final class IndependentLzDecoder {
    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    private final boolean[] bits;
    private int at;

    private IndependentLzDecoder(boolean[] bits) { this.bits = bits; }

    /** MV {@code decompressFromBase64}, or null when the data is not valid. */
    static String decodeBase64Save(String base64) {
        String s = base64.trim();
        List<Boolean> stream = new ArrayList<>();
        int byteBits = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '=') break;
            int six = ALPHABET.indexOf(c);
            if (six < 0) return null;
            for (int b = 5; b >= 0; b--) stream.add(((six >> b) & 1) == 1);
            byteBits += 6;
        }
        int whole = (byteBits / 8) * 8;          // drop Base64's filler bits
        boolean[] bits = new boolean[whole];
        for (int i = 0; i < whole; i++) bits[i] = stream.get(i);
        // Bits of each 16-bit unit are read from its most significant end: exactly the byte order above.
        return new IndependentLzDecoder(bits).run();
    }

    private int read(int n) {
        int value = 0;
        for (int i = 0; i < n; i++) {
            boolean bit = at < bits.length && bits[at];
            at++;
            if (bit) value += 1 << i;
        }
        return value;
    }

    private String run() {
        List<String> dict = new ArrayList<>(List.of("0", "1", "2"));
        int width = 2;
        int first = read(width);
        if (first == 2) return "";
        if (first > 2) return null;
        String w = String.valueOf((char) read(first == 0 ? 8 : 16));
        dict.add(w);
        StringBuilder out = new StringBuilder(w);
        width = 3;
        int untilWider = 4;
        while (true) {
            if (at > bits.length) return null;
            int code = read(width);
            if (code == 2) return out.toString();
            if (code == 0 || code == 1) {
                dict.add(String.valueOf((char) read(code == 0 ? 8 : 16)));
                code = dict.size() - 1;
                if (--untilWider == 0) {
                    untilWider = 1 << width;
                    width++;
                }
            }
            String entry;
            if (code < dict.size()) entry = dict.get(code);
            else if (code == dict.size()) entry = w + w.charAt(0);
            else return null;
            out.append(entry);
            dict.add(w + entry.charAt(0));
            w = entry;
            if (--untilWider == 0) {
                untilWider = 1 << width;
                width++;
            }
        }
    }
}
