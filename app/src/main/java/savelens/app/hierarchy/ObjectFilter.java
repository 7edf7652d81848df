package savelens.app.hierarchy;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import savelens.scene.SceneComponent;
import savelens.scene.SceneObject;

/**
 * What the Hierarchy's filter lets through. Plain text matches part of an object's name, tag or component kind,
 * or its whole layer; {@code tag:}, {@code layer:} or {@code component:} before the text asks for that one only.
 * Case is ignored.
 */
record ObjectFilter(Field field, String text) {
    enum Field { ANY, TAG, LAYER, COMPONENT }

    static ObjectFilter parse(String query) {
        String q = query == null ? "" : query.strip();
        for (Field f : new Field[] {Field.TAG, Field.LAYER, Field.COMPONENT}) {
            String prefix = f.name().toLowerCase(Locale.ROOT) + ":";
            if (q.regionMatches(true, 0, prefix, 0, prefix.length())) return new ObjectFilter(f, fold(q.substring(prefix.length()).strip()));
        }
        return new ObjectFilter(Field.ANY, fold(q));
    }

    boolean isEmpty() { return text.isEmpty(); }

    boolean test(SceneObject o) {
        return switch (field) {
            case TAG -> anyContains(o.tags());
            case LAYER -> layerIs(o);
            case COMPONENT -> componentMatches(o);
            case ANY -> fold(o.name()).contains(text) || anyContains(o.tags()) || layerIs(o) || componentMatches(o);
        };
    }

    /** The objects that pass, in the order given; stops early (with what it has) when {@code stop} says so. */
    List<SceneObject> apply(List<SceneObject> objects, BooleanSupplier stop) {
        List<SceneObject> out = new ArrayList<>();
        for (int i = 0; i < objects.size(); i++) {
            if ((i & 0xFFF) == 0 && stop.getAsBoolean()) break;
            if (test(objects.get(i))) out.add(objects.get(i));
        }
        return out;
    }

    private boolean anyContains(List<String> values) {
        for (String v : values) if (fold(v).contains(text)) return true;
        return false;
    }

    private boolean layerIs(SceneObject o) { return o.layer() != null && fold(o.layer().text()).equals(text); }

    private boolean componentMatches(SceneObject o) {
        for (SceneComponent c : o.components()) if (c.kind() != null && fold(c.kind()).contains(text)) return true;
        return false;
    }

    private static String fold(String s) { return s == null ? "" : s.toLowerCase(Locale.ROOT); }

    @Override public String toString() {
        return (field == Field.ANY ? "" : field.name().toLowerCase(Locale.ROOT) + ":") + text;
    }
}
