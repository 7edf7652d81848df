package savelens.format.rpgmaker;

import java.util.Arrays;
import java.util.Base64;
import savelens.document.InputTooLargeException;
import savelens.document.SizeLimit;
import savelens.document.UnreadableDocumentException;
import savelens.primitive.LongIntMap;

/**
 * LZString as RPG Maker MV ships it (lz-string 1.3.x): {@link #compress} writes 16-bit units, and
 * {@link #compressToBase64} is standard Base64 (with {@code =} padding) of those units, big-endian, two
 * bytes per unit. The units are packed by hand: the stream holds lone surrogates, which a UTF-16 charset
 * would corrupt.
 *
 * <p>Written from the algorithm: an LZ78-style dictionary whose codes grow from 2 bits, literals
 * introduced by code 0 (8-bit) or 1 (16-bit), end of stream code 2, bits packed most significant first
 * into each unit but each code written least significant bit first. Compression keys its dictionary by
 * (prefix code, next char) in an open-addressing table of longs; decompression keeps each dictionary
 * entry as an (offset, length) slice of the output it has already written, so nothing is copied twice.
 *
 * <p>Known difference from the JavaScript original: it keys its dictionary by plain-object property, so a
 * {@code "__proto__"} substring behaves oddly there; this implementation treats every string alike.
 */
public final class LzString {
    private LzString() {}

    // ------------------------------------------------------------------ compression

    /** {@code LZString.compress}: the compressed stream as 16-bit units. */
    public static String compress(String input) {
        char[] c = compress(input.toCharArray(), input.length());
        return new String(c);
    }

    /** Compresses the first {@code length} chars; returns exactly the output units. */
    public static char[] compress(char[] input, int length) {
        return new Compressor(length).run(input, length);
    }

    /** The state of one compression: the dictionary, the code width and the output. */
    private static final class Compressor {
        private final Writer out;
        private final int[] single = new int[65536];         // char -> code, 0 = not yet in the dictionary
        private final boolean[] pending = new boolean[65536]; // added as a literal but not yet written out
        private final LongIntMap pairs;
        private int dictSize = 3, numBits = 2, enlargeIn = 2;

        Compressor(int length) {
            out = new Writer(Math.max(16, length / 3));
            pairs = new LongIntMap(Math.max(16, length / 16));
        }

        char[] run(char[] input, int length) {
            int w = -1;          // code of the current phrase, -1 when empty
            int wChar = -1;      // its char when the phrase is a single char, else -1
            for (int i = 0; i < length; i++) {
                char c = input[i];
                if (single[c] == 0) {
                    single[c] = dictSize++;
                    pending[c] = true;
                }
                if (w < 0) {
                    w = single[c];
                    wChar = c;
                    continue;
                }
                long key = ((long) w << 16) | c;
                int wc = pairs.get(key);
                if (wc >= 0) {
                    w = wc;
                    wChar = -1;
                    continue;
                }
                writePhrase(w, wChar);
                pairs.putIfAbsent(key, dictSize++);
                w = single[c];
                wChar = c;
            }
            if (w >= 0) writePhrase(w, wChar);
            out.bits(2, numBits);
            out.flush();
            return out.result();
        }

        /** A single char's first use goes out as a literal (8 or 16 bits), anything else as its code. */
        private void writePhrase(int w, int wChar) {
            if (wChar >= 0 && pending[wChar]) {
                if (wChar < 256) {
                    out.bits(0, numBits);
                    out.bits(wChar, 8);
                } else {
                    out.bits(1, numBits);
                    out.bits(wChar, 16);
                }
                grow();
                pending[wChar] = false;
            } else {
                out.bits(w, numBits);
            }
            grow();
        }

        private void grow() {
            if (--enlargeIn == 0) enlargeIn = 1 << numBits++;
        }
    }

    /** Packs codes into 16-bit units: each code least significant bit first, units filled from the top. */
    private static final class Writer {
        private char[] buf;
        private int n;
        private int acc;
        private int used; // bits in acc

        Writer(int capacity) { buf = new char[capacity]; }

        void bits(int value, int count) {
            int r = Integer.reverse(value) >>> (32 - count); // bit 0 of value first
            while (count > 0) {
                int take = Math.min(count, 16 - used);
                acc = (acc << take) | ((r >>> (count - take)) & ((1 << take) - 1));
                used += take;
                count -= take;
                if (used == 16) {
                    emit((char) acc);
                    acc = 0;
                    used = 0;
                }
            }
        }

        // lz-string always writes one more unit: the partial one padded with zeros, or a zero unit.
        void flush() {
            emit((char) ((acc << (16 - used)) & 0xFFFF));
        }

        private void emit(char c) {
            if (n == buf.length) buf = Arrays.copyOf(buf, buf.length * 2);
            buf[n++] = c;
        }

        char[] result() { return Arrays.copyOf(buf, n); }
    }

    // ------------------------------------------------------------------ decompression

    /**
     * {@code LZString.decompress}, refusing output longer than {@code maxChars}: the output grows by doubling,
     * never past the limit, so a small stream that expands without end stops there.
     *
     * @throws UnreadableDocumentException when the stream is truncated, damaged, or too large
     */
    public static String decompress(String compressed, long maxChars) {
        char[] in = compressed.toCharArray();
        return new String(decompress(in, in.length, maxChars));
    }

    /** Decompresses the first {@code length} units; returns exactly the output chars. */
    public static char[] decompress(char[] in, int length, long maxChars) {
        return new Decoder(in, length, maxChars).run();
    }

    /** The first char of the decompressed text, or -1 when there is none or the stream is not LZString. */
    static int firstChar(char[] in, int length) {
        if (length == 0) return -1;
        Reader r = new Reader(in, length);
        int next = r.bits(2);
        if (next == 0) return r.bits(8);
        if (next == 1) return r.bits(16);
        return -1;
    }

    /**
     * The compressed bits, 16 to a unit and the highest first; a value of n bits is read with its first bit
     * lowest. Up to 64 upcoming bits wait in a buffer so that a value is taken in a few operations rather than
     * bit by bit; past the end the units read as 0, as in the reference decoder.
     */
    private static final class Reader {
        final char[] in;
        final int length;
        private long buffer; // upcoming bits, the next one highest
        private int buffered;
        private int loaded; // units taken into the buffer
        private long consumed; // bits handed out

        Reader(char[] in, int length) {
            this.in = in;
            this.length = length;
        }

        int bits(int count) {
            while (buffered <= 48) {
                long unit = loaded < length ? in[loaded] : 0;
                loaded++;
                buffer |= unit << (48 - buffered);
                buffered += 16;
            }
            int raw = (int) (buffer >>> (64 - count));
            buffer <<= count;
            buffered -= count;
            consumed += count;
            return Integer.reverse(raw) >>> (32 - count); // the first bit read becomes the lowest
        }

        /** True once a read has gone past the last unit (the reference decoder's index passing the length). */
        boolean exhausted() { return consumed >= 16L * length; }
    }

    private static final class Decoder {
        final Reader r;
        final long maxChars;
        char[] out;
        int outLen;
        int[] entOff = new int[1024];
        int[] entLen = new int[1024];

        Decoder(char[] in, int length, long maxChars) {
            this.r = new Reader(in, length);
            this.maxChars = Math.min(maxChars, Integer.MAX_VALUE - 16);
            this.out = new char[(int) Math.max(1, Math.min((long) length * 4, this.maxChars))];
        }

        char[] run() {
            if (r.length == 0) throw damaged("the compressed data is empty");
            int next = r.bits(2);
            char c;
            switch (next) {
                case 0 -> c = (char) r.bits(8);
                case 1 -> c = (char) r.bits(16);
                case 2 -> { return new char[0]; }
                default -> throw damaged("it does not start like LZString data");
            }
            int dictSize = 4, numBits = 3, enlargeIn = 4;
            ensure(1);
            out[0] = c;
            outLen = 1;
            entOff[3] = 0;
            entLen[3] = 1;
            int wOff = 0, wLen = 1;
            while (true) {
                if (r.exhausted()) throw new UnreadableDocumentException("the save is truncated (the compressed data ends before its end marker)");
                int code = r.bits(numBits);
                int literal = -1;
                switch (code) {
                    case 0 -> literal = r.bits(8);
                    case 1 -> literal = r.bits(16);
                    case 2 -> { return Arrays.copyOf(out, outLen); }
                    default -> { }
                }
                int eLen;
                if (literal >= 0) {
                    code = dictSize++;
                    room(code + 1);
                    entOff[code] = outLen;
                    entLen[code] = 1;
                    if (--enlargeIn == 0) enlargeIn = 1 << numBits++;
                    ensure(1);
                    out[outLen] = (char) literal;
                    eLen = 1;
                } else if (code < dictSize) {
                    eLen = entLen[code];
                    ensure(eLen);
                    System.arraycopy(out, entOff[code], out, outLen, eLen);
                } else if (code == dictSize) {
                    eLen = wLen + 1;
                    ensure(eLen);
                    System.arraycopy(out, wOff, out, outLen, wLen);
                    out[outLen + wLen] = out[wOff];
                } else {
                    throw damaged("it holds an invalid code");
                }
                // The new entry is the previous phrase plus the first char of this one: they sit side by side.
                room(dictSize + 1);
                entOff[dictSize] = wOff;
                entLen[dictSize] = wLen + 1;
                dictSize++;
                if (--enlargeIn == 0) enlargeIn = 1 << numBits++;
                wOff = outLen;
                wLen = eLen;
                outLen += eLen;
                if (numBits > 30) throw damaged("its dictionary grows without end");
            }
        }

        private void room(int size) {
            if (size > entOff.length) {
                int n = Math.max(size, entOff.length * 2);
                entOff = Arrays.copyOf(entOff, n);
                entLen = Arrays.copyOf(entLen, n);
            }
        }

        private void ensure(int more) {
            long need = (long) outLen + more;
            if (need > maxChars) {
                // Each char is at least a byte of JSON text: the text's limit in bytes is the limit in chars.
                throw InputTooLargeException.unpacked("the save decompresses to more than the " + SizeLimit.describe(maxChars)
                        + " limit (stopped there: a likely compression bomb)", maxChars);
            }
            if (need > out.length) {
                long n = Math.max(need, Math.min((long) out.length * 2, maxChars));
                out = Arrays.copyOf(out, (int) n);
            }
        }
    }

    private static UnreadableDocumentException damaged(String why) {
        return new UnreadableDocumentException("the save is damaged: " + why);
    }

    // ------------------------------------------------------------------ Base64

    /** {@code LZString.compressToBase64} as MV ships it. */
    public static String compressToBase64(String input) {
        char[] units = compress(input.toCharArray(), input.length());
        return Base64.getEncoder().encodeToString(unitsToBytes(units, units.length));
    }

    /** {@code LZString.decompressFromBase64} as MV ships it, with a limit in chars. */
    public static String decompressFromBase64(String base64, long maxChars) {
        char[] units = base64Units(base64.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        return new String(decompress(units, units.length, maxChars));
    }

    static byte[] unitsToBytes(char[] units, int n) {
        byte[] b = new byte[n * 2];
        for (int i = 0; i < n; i++) {
            b[2 * i] = (byte) (units[i] >>> 8);
            b[2 * i + 1] = (byte) units[i];
        }
        return b;
    }

    /**
     * Base64 text (ASCII bytes; trailing blanks ignored) to 16-bit units.
     *
     * @throws UnreadableDocumentException when it is not Base64 of whole units
     */
    static char[] base64Units(byte[] ascii) {
        int end = ascii.length;
        while (end > 0 && isBlank(ascii[end - 1])) end--;
        if (end == 0) throw new UnreadableDocumentException("the file is empty");
        for (int i = 0; i < end; i++) {
            if (!isBase64(ascii[i])) {
                throw new UnreadableDocumentException("not an RPG Maker MV save: byte " + (i + 1) + " is not Base64 text");
            }
        }
        // Read as a stream of six bits a character, not as bytes: lz-string 1.4 and later (as JavaScript tools
        // use it) write the compressed bits that way and pad with '=' to four characters, up to "===", which
        // standard Base64 refuses, and with bits past the last whole byte that it drops. MV's own files are
        // standard Base64 of 16-bit units, whose bits this reads the same.
        int chars = end;
        while (chars > 0 && ascii[chars - 1] == '=') chars--;
        for (int i = 0; i < chars; i++) {
            if (ascii[i] == '=') {
                throw new UnreadableDocumentException("the save is damaged or truncated: its Base64 text has '=' at byte " + (i + 1) + ", before the end");
            }
        }
        long bits = 6L * chars;
        char[] units = new char[(int) ((bits + 15) / 16)];
        int u = 0, acc = 0, held = 0;
        for (int i = 0; i < chars; i++) {
            acc = (acc << 6) | SIXBITS[ascii[i] & 0xFF];
            held += 6;
            if (held >= 16) {
                held -= 16;
                units[u++] = (char) (acc >>> held);
                acc &= (1 << held) - 1;
            }
        }
        // The bits after the last whole unit: lz-string's stream may end there; after MV's they are only padding,
        // which the decompressor never reaches (it stops at the end code).
        if (held > 0) units[u++] = (char) (acc << (16 - held));
        return u == units.length ? units : Arrays.copyOf(units, u);
    }

    /** Each Base64 character's six bits. */
    private static final int[] SIXBITS = new int[256];

    static {
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        for (int i = 0; i < 64; i++) SIXBITS[alphabet.charAt(i)] = i;
    }

    static boolean isBase64(byte b) {
        return BASE64[b & 0xFF];
    }

    /** Every byte of a save is checked, twice: a table is cheaper than the comparisons. */
    private static final boolean[] BASE64 = new boolean[256];

    static {
        for (int b = 0; b < 256; b++) {
            BASE64[b] = (b >= 'A' && b <= 'Z') || (b >= 'a' && b <= 'z') || (b >= '0' && b <= '9') || b == '+' || b == '/' || b == '=';
        }
    }

    static boolean isBlank(byte b) { return b == ' ' || b == '\n' || b == '\r' || b == '\t'; }
}
