package savelens.format.rpgmaker;

import java.util.Arrays;

/**
 * UTF-8 between a JavaScript string and the JSON text SaveLens keeps, lossless for lone surrogates: they
 * are written as three-byte sequences (as Node's and pako's encoders do) and read back as the same char,
 * where Java's charset would replace them.
 */
final class Wtf8 {
    private Wtf8() {}

    static byte[] encode(char[] s, int n) {
        byte[] out = new byte[n + (n >> 2) + 16];
        int o = 0;
        for (int i = 0; i < n; i++) {
            if (o + 4 > out.length) out = Arrays.copyOf(out, out.length * 2 + 16);
            char c = s[i];
            if (c < 0x80) {
                out[o++] = (byte) c;
            } else if (c < 0x800) {
                out[o++] = (byte) (0xC0 | (c >> 6));
                out[o++] = (byte) (0x80 | (c & 0x3F));
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s[i + 1])) {
                int cp = Character.toCodePoint(c, s[++i]);
                out[o++] = (byte) (0xF0 | (cp >> 18));
                out[o++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
                out[o++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
                out[o++] = (byte) (0x80 | (cp & 0x3F));
            } else {
                out[o++] = (byte) (0xE0 | (c >> 12));
                out[o++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                out[o++] = (byte) (0x80 | (c & 0x3F));
            }
        }
        return Arrays.copyOf(out, o);
    }

    /** How many bytes {@link #encode} makes of these chars, without making them. */
    static long encodedLength(char[] s, int n) {
        long length = 0;
        for (int i = 0; i < n; i++) {
            char c = s[i];
            if (c < 0x80) {
                length++;
            } else if (c < 0x800) {
                length += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s[i + 1])) {
                length += 4;
                i++;
            } else {
                length += 3;
            }
        }
        return length;
    }

    /** Decodes; a malformed byte becomes U+FFFD (JSON text SaveLens wrote is never malformed). */
    static char[] decode(byte[] b, int[] lengthOut) {
        char[] out = new char[b.length];
        int o = 0;
        int i = 0;
        int n = b.length;
        while (i < n) {
            int x = b[i] & 0xFF;
            if (x < 0x80) {
                out[o++] = (char) x;
                i++;
            } else if (x >= 0xC2 && x < 0xE0 && i + 1 < n && cont(b[i + 1])) {
                out[o++] = (char) (((x & 0x1F) << 6) | (b[i + 1] & 0x3F));
                i += 2;
            } else if (x >= 0xE0 && x < 0xF0 && i + 2 < n && cont(b[i + 1]) && cont(b[i + 2])) {
                int c = ((x & 0x0F) << 12) | ((b[i + 1] & 0x3F) << 6) | (b[i + 2] & 0x3F);
                out[o++] = c < 0x800 ? '\uFFFD' : (char) c;
                i += 3;
            } else if (x >= 0xF0 && x < 0xF5 && i + 3 < n && cont(b[i + 1]) && cont(b[i + 2]) && cont(b[i + 3])) {
                int cp = ((x & 0x07) << 18) | ((b[i + 1] & 0x3F) << 12) | ((b[i + 2] & 0x3F) << 6) | (b[i + 3] & 0x3F);
                if (cp >= 0x10000 && cp <= 0x10FFFF) {
                    out[o++] = Character.highSurrogate(cp);
                    out[o++] = Character.lowSurrogate(cp);
                } else {
                    out[o++] = '\uFFFD';
                }
                i += 4;
            } else {
                out[o++] = '\uFFFD';
                i++;
            }
        }
        lengthOut[0] = o;
        return out;
    }

    private static boolean cont(byte b) { return (b & 0xC0) == 0x80; }
}
