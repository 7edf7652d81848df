package savelens.format.marshal;

import java.io.ByteArrayOutputStream;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import savelens.format.marshal.MarshalStream.Located;
import savelens.format.marshal.MarshalValue.*;

/**
 * RPG Maker's script files ({@code Scripts.rxdata}, {@code .rvdata}, {@code .rvdata2}): one Marshal stream, an array
 * of {@code [id, name, source]} entries whose source is a string of zlib-deflated Ruby. Such a file is known by that
 * shape (not by its name) and opens read-only; each source is shown decoded (inflated, UTF-8) in place of its
 * deflated bytes, which stay as read.
 */
final class RgssScripts {
    private RgssScripts() {}

    static final String READ_ONLY = "a scripts file (an array of [id, name, zlib-deflated source]) opens read-only: SaveLens shows the sources"
            + " decoded and never writes them; edit the scripts in RPG Maker's script editor";

    /** Past this many bytes inflated a source is shown as its deflated bytes (a real script is a few hundred KB at most). */
    static final int MOST_INFLATED = 64 << 20;

    /** Whether the file has the scripts' shape: one stream, an array of at least one {@code [integer, string, zlib string]}. */
    static boolean isScripts(MarshalFile file) {
        if (file.streams().size() != 1) return false;
        MarshalStream s = file.streams().get(0);
        if (!(s.root() instanceof MArray all) || all.elements().isEmpty()) return false;
        for (MarshalValue e : all.elements()) {
            if (!(e instanceof MArray entry) || entry.elements().size() != 3) return false;
            if (!(entry.elements().get(0) instanceof Fixnum) || bytes(entry.elements().get(1)) == null) return false;
            byte[] deflated = bytes(entry.elements().get(2));
            if (deflated == null || !isZlib(deflated)) return false;
        }
        return true;
    }

    /**
     * The decoded sources of a scripts file by the stream position of their string (as {@link MarshalIndex} keeps
     * positions: an {@code I} wrapper looked through); a source that does not inflate is left out (shown as its bytes).
     */
    static Map<Integer, byte[]> sources(MarshalFile file) {
        Map<Integer, byte[]> out = new HashMap<>();
        MarshalStream s = file.streams().get(0);
        List<Located> values = s.values();
        for (int i = 0; i < values.size(); i++) {
            Located l = values.get(i);
            if (!(l.value() instanceof MString str) || !isSourcePlace(s, i)) continue;
            byte[] text = inflate(str.bytes());
            if (text != null) out.put(i, text);
        }
        return out;
    }

    /** Whether position {@code i} is the third element of an entry (through an {@code I} wrapper). */
    private static boolean isSourcePlace(MarshalStream s, int i) {
        int p = s.values().get(i).parent();
        if (p >= 0 && s.values().get(p).value() instanceof Ivars) {
            i = p;
            p = s.values().get(p).parent();
        }
        if (p <= 0 || !(s.values().get(p).value() instanceof MArray) || s.values().get(p).parent() != 0) return false;
        return MarshalEdit.element(s, p, 2) == i;
    }

    /**
     * A scripts file's decoded sources by index value, read from the index ({@link #isScripts(MarshalFile)}'s shape: one
     * stream, an array of {@code [integer, string, zlib string]}, a string plain or {@code I}-wrapped); null when the
     * file has another shape. A source that does not inflate is left out (shown as its bytes).
     */
    static Map<Integer, byte[]> sources(MarshalIndex index) {
        if (index.streams() != 1 || index.count() < 2) return null;
        int all = 1;
        if (!isPlain(index, all, '[')) return null;
        int first = index.firstChild(all);
        if (first < 0) return null;
        for (int e = first; e >= 0; e = index.nextSibling(e)) {
            if (!isPlain(index, e, '[') || index.childCount(e) != 3) return null;
            int id = index.child(e, 0), name = index.child(e, 1), source = index.child(e, 2);
            if (!isPlain(index, id, 'i')) return null;
            if (!isString(index, name) || !isString(index, source) || !isZlib(index.stringBytes(index.inner(source)))) return null;
        }
        Map<Integer, byte[]> out = new HashMap<>();
        for (int e = first; e >= 0; e = index.nextSibling(e)) {
            int source = index.child(e, 2);
            byte[] text = inflate(index.stringBytes(index.inner(source)));
            if (text != null) out.put(source, text);
        }
        return out;
    }

    /** Whether value {@code v} is a string written plain or in an {@code I} wrapper (as {@link #bytes} reads one). */
    private static boolean isString(MarshalIndex index, int v) { return index.type(v) == '"' && isPlainOrIvars(index, v, '"'); }

    /** Whether value {@code v} is written as its type byte {@code type} itself, no wrapper. */
    private static boolean isPlain(MarshalIndex index, int v, int type) { return index.bytes().get(index.startInt(v)) == type; }

    /** Whether value {@code v} is written as its type byte {@code type} itself, or in one {@code I} wrapper. */
    private static boolean isPlainOrIvars(MarshalIndex index, int v, int type) {
        int at = index.startInt(v);
        java.nio.ByteBuffer b = index.bytes();
        return b.get(at) == type || (b.get(at) == 'I' && b.get(at + 1) == type);
    }

    /** A string's bytes ({@code I} wrapper looked through), or null for anything else. */
    private static byte[] bytes(MarshalValue v) {
        if (v instanceof Ivars iv) v = iv.inner();
        return v instanceof MString s ? s.bytes() : null;
    }

    /** zlib's two header bytes: deflate ({@code CM} 8) with a check that makes the pair a multiple of 31. */
    static boolean isZlib(byte[] b) {
        return b.length >= 2 && (b[0] & 0x0f) == 8 && (((b[0] & 0xff) << 8) | (b[1] & 0xff)) % 31 == 0;
    }

    /** The inflated bytes, or null when they are not one whole zlib stream or inflate past {@link #MOST_INFLATED}. */
    static byte[] inflate(byte[] deflated) {
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(deflated);
            ByteArrayOutputStream out = new ByteArrayOutputStream(deflated.length * 4);
            byte[] buffer = new byte[8192];
            while (!inflater.finished()) {
                int n = inflater.inflate(buffer);
                if (n == 0 && !inflater.finished() && (inflater.needsInput() || inflater.needsDictionary())) return null;
                out.write(buffer, 0, n);
                if (out.size() > MOST_INFLATED) return null;
            }
            return out.toByteArray();
        } catch (DataFormatException e) {
            return null;
        } finally {
            inflater.end();
        }
    }
}
