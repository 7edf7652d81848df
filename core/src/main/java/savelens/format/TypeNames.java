package savelens.format;

import java.util.Arrays;
import savelens.index.ValueIndex;
import savelens.json.JsonIndex;
import savelens.json.JsonText;

/**
 * Type names by their bytes in the text: a document has a few dozen types and a million nodes, so each
 * type string is decoded once and later nodes hash and compare bytes. A small open-addressing table keyed
 * by the literal's bytes (quotes included) keeps the decoded names.
 */
public final class TypeNames {
    private static final int SLOTS = 128;
    /** Kept at most; beyond that many types, the rest are decoded each time. */
    private static final int KEPT = SLOTS * 3 / 4;
    private final byte[][] raw = new byte[SLOTS][];
    private final int[] hashes = new int[SLOTS];
    private final String[] names = new String[SLOTS];
    private int count;
    /** The slots of the last two literals found. */
    private int last;
    private int previous;

    /** The decoded string value {@code v}. */
    public String name(ValueIndex json, int v) {
        long s = json.start(v), e = json.end(v);
        if (json instanceof JsonIndex j && !j.textIsFlat()) { // its bytes alone: the whole text is not written flat for them
            byte[] bytes = j.textBytes(s, e);
            return name(bytes, 0, bytes.length);
        }
        return name(json.text(), (int) s, (int) e); // a flat text is one array
    }

    /**
     * The decoded string literal that starts at {@code s}; its end is found while hashing it. Null when the
     * text ends inside it.
     */
    public String nameAt(byte[] text, int s) {
        // Most nodes have one of the last two types met: a whole kept literal matched in place needs no hash.
        if (matches(text, s, last)) return names[last];
        if (matches(text, s, previous)) {
            int p = previous;
            previous = last;
            last = p;
            return names[p];
        }
        int h = 1;
        int i = s + 1;
        int n = text.length;
        while (true) {
            // A listener sees a string before the parser has read it through: a text cut inside the literal
            // fails to parse right after, so what is returned then is never kept.
            if (i >= n) return null;
            byte b = text[i];
            if (b == '"') break;
            if (b == '\\') {
                h = h * 31 + b; // the escaped byte is hashed next, never taken for the end
                if (++i >= n) return null;
            }
            h = h * 31 + text[i++];
        }
        return lookup(text, s, i + 1, h);
    }

    /** The decoded string literal at {@code text[s, e)}, quotes included. */
    public String name(byte[] text, int s, int e) {
        int h = 1;
        for (int i = s + 1; i < e - 1; i++) h = h * 31 + text[i];
        return lookup(text, s, e, h);
    }

    private boolean matches(byte[] text, int s, int slot) {
        byte[] r = raw[slot];
        return r != null && r.length <= text.length - s && Arrays.equals(text, s, s + r.length, r, 0, r.length);
    }

    private String lookup(byte[] text, int s, int e, int h) {
        int slot = h & (SLOTS - 1);
        while (raw[slot] != null) {
            if (hashes[slot] == h && Arrays.equals(text, s, e, raw[slot], 0, raw[slot].length)) {
                if (slot != last) {
                    previous = last;
                    last = slot;
                }
                return names[slot];
            }
            slot = (slot + 1) & (SLOTS - 1);
        }
        String name = JsonText.decodeString(text, s, e);
        if (count < KEPT) {
            raw[slot] = Arrays.copyOfRange(text, s, e);
            hashes[slot] = h;
            names[slot] = name;
            count++;
            previous = last;
            last = slot;
        }
        return name;
    }
}
