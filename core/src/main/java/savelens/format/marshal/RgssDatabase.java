package savelens.format.marshal;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import savelens.format.marshal.MarshalValue.*;

/**
 * Reads names out of an RPG Maker database file's Marshal values (the first stream): an object's instance
 * variables, a string's text, an array of {@code RPG::*} objects' {@code @name}s, a hash of id → object. Links are
 * followed within the stream.
 */
final class RgssDatabase {
    private final MarshalStream stream;

    RgssDatabase(MarshalStream stream) { this.stream = stream; }

    MarshalValue root() { return stream.root(); }

    /** The value an object link names (else the value itself), wrappers looked through. */
    MarshalValue resolve(MarshalValue v) {
        for (int guard = 0; guard < 64 && v != null; guard++) {
            if (v instanceof ObjectLink l) v = stream.values().get(stream.objects().get(l.index())).value();
            else if (v instanceof Ivars iv) v = iv.inner();
            else if (v instanceof Extended e) v = e.inner();
            else if (v instanceof UserClass u) v = u.inner();
            else return v;
        }
        return v;
    }

    /** An object's instance variable ({@code @name}), or null. */
    MarshalValue ivar(MarshalValue object, String name) {
        if (!(resolve(object) instanceof MObject o)) return null;
        for (Pair p : o.ivars()) if (stream.symbolText(p.key()).equals(name)) return resolve(p.value());
        return null;
    }

    /** A string's text (null for anything else or a blank string). */
    String text(MarshalValue v) {
        if (!(resolve(v) instanceof MString s)) return null;
        String t = new String(s.bytes(), StandardCharsets.UTF_8);
        return t.isBlank() ? null : t;
    }

    /** An array of strings ({@code System}'s {@code @switches}) by index. */
    String[] strings(MarshalValue array) {
        if (!(resolve(array) instanceof MArray a)) return new String[0];
        String[] out = new String[a.elements().size()];
        for (int i = 0; i < out.length; i++) out[i] = text(a.elements().get(i));
        return out;
    }

    /** The {@code @name}s of an array of objects by index, or of a hash of integer id → object ({@code MapInfos}). */
    String[] names(MarshalValue list) {
        MarshalValue v = resolve(list);
        if (v instanceof MArray a) {
            String[] out = new String[a.elements().size()];
            for (int i = 0; i < out.length; i++) out[i] = text(ivar(a.elements().get(i), "@name"));
            return out;
        }
        if (v instanceof MHash h) {
            List<String> out = new ArrayList<>();
            for (Pair p : h.entries()) {
                if (!(resolve(p.key()) instanceof Fixnum id) || id.value() < 0 || id.value() > 100_000) continue;
                while (out.size() <= id.value()) out.add(null);
                out.set((int) id.value(), text(ivar(p.value(), "@name")));
            }
            return out.toArray(String[]::new);
        }
        return new String[0];
    }
}
