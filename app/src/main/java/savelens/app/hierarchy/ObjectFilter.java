package savelens.app.hierarchy;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import savelens.scene.SceneComponent;
import savelens.scene.SceneObject;

/**
 * What the Hierarchy's filter lets through. Plain text matches part of an object's name, tag or component kind,
 * or its whole layer; {@code tag:}, {@code layer:}, {@code component:} or {@code type:} (the node's type, Timer or
 * GameObject) before the text asks for that one only. The words {@code inactive} (not running: its own flag or a
 * parent's is off), {@code hidden} (its own visible flag is off, where the engine keeps one) and {@code missing} (it
 * holds a reference to an id, asset or script that does not resolve: {@link MissingReferences}) ask for a state.
 * Case is ignored.
 */
record ObjectFilter(Field field, String text) {
    enum Field { ANY, TAG, LAYER, COMPONENT, TYPE, INACTIVE, HIDDEN, MISSING }

    static ObjectFilter parse(String query) {
        String q = query == null ? "" : query.strip();
        if (q.equalsIgnoreCase("inactive")) return new ObjectFilter(Field.INACTIVE, "inactive");
        if (q.equalsIgnoreCase("hidden")) return new ObjectFilter(Field.HIDDEN, "hidden");
        if (q.equalsIgnoreCase("missing")) return new ObjectFilter(Field.MISSING, "missing");
        for (Field f : new Field[] {Field.TAG, Field.LAYER, Field.COMPONENT, Field.TYPE}) {
            String prefix = f.name().toLowerCase(Locale.ROOT) + ":";
            if (q.regionMatches(true, 0, prefix, 0, prefix.length())) return new ObjectFilter(f, fold(q.substring(prefix.length()).strip()));
        }
        return new ObjectFilter(Field.ANY, fold(q));
    }

    boolean isEmpty() { return text.isEmpty(); }

    boolean test(SceneObject o) { return test(o, node -> null, node -> false); }

    /**
     * {@code typeOf}: a node's type in the document (for {@code type:}); {@code missing}: whether the object of a node
     * holds an unresolved reference (for {@code missing}).
     */
    boolean test(SceneObject o, IntFunction<String> typeOf, IntPredicate missing) {
        return switch (field) {
            case MISSING -> missing.test(o.node());
            case INACTIVE -> !o.activeInHierarchy();
            case HIDDEN -> Boolean.FALSE.equals(o.visible());
            case TYPE -> fold(typeOf.apply(o.node())).contains(text);
            case TAG -> anyContains(o.tags());
            case LAYER -> layerIs(o);
            case COMPONENT -> componentMatches(o);
            case ANY -> fold(o.name()).contains(text) || anyContains(o.tags()) || layerIs(o) || componentMatches(o);
        };
    }

    /** The objects that pass, in the order given; stops early (with what it has) when {@code stop} says so. */
    List<SceneObject> apply(List<SceneObject> objects, IntFunction<String> typeOf, BooleanSupplier stop) {
        return apply(objects, typeOf, node -> false, stop);
    }

    List<SceneObject> apply(List<SceneObject> objects, IntFunction<String> typeOf, IntPredicate missing, BooleanSupplier stop) {
        List<SceneObject> out = new ArrayList<>();
        for (int i = 0; i < objects.size(); i++) {
            if ((i & 0xFFF) == 0 && stop.getAsBoolean()) break;
            if (test(objects.get(i), typeOf, missing)) out.add(objects.get(i));
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
        if (field == Field.INACTIVE || field == Field.HIDDEN || field == Field.MISSING) return text;
        return (field == Field.ANY ? "" : field.name().toLowerCase(Locale.ROOT) + ":") + text;
    }
}
