package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import savelens.document.NodeId;

/**
 * The tree's walk keeps each object's place (placed or not, on the path or done, parent, depth, active in hierarchy)
 * packed in one word ({@link TreePlaces}): on random scenes whose lists repeat, skip and loop back, and whose parents
 * disagree with the lists, the objects' order, parents, depths and active flags are those of a plain recursive walk
 * over plain lists, both before the objects are built (rows) and after.
 */
class SceneTreeProperties {
    /** An object (id = index + 1): its saved active flag, the parent it names (-1 none) and its children list. */
    record Obj(boolean active, int parent, int[] children) {}

    record Scene(List<Obj> objects, int[] roots) {}

    @Provide
    Arbitrary<Scene> scenes() {
        return Arbitraries.integers().between(1, 40).flatMap(n -> {
            Arbitrary<Integer> id = Arbitraries.integers().between(1, n);
            Arbitrary<int[]> list = id.list().ofMaxSize(4).map(l -> l.stream().mapToInt(Integer::intValue).toArray());
            Arbitrary<Obj> obj = Combinators.combine(Arbitraries.of(true, true, false),
                    Arbitraries.oneOf(id, Arbitraries.just(-1)), list).as(Obj::new);
            return Combinators.combine(obj.list().ofSize(n), list).as(Scene::new);
        });
    }

    @Property(tries = 300)
    void theWalkPlacesEveryObjectAsAPlainWalkDoes(@ForAll("scenes") Scene scene) {
        HelioScenes h = new HelioScenes().scene("S", true, scene.roots());
        for (int i = 0; i < scene.objects().size(); i++) {
            Obj o = scene.objects().get(i);
            h.object(i + 1, "o" + (i + 1), "Untagged", 0, o.active(), o.parent(), o.children());
        }
        List<String> expected = new PlainWalk(scene).rows();

        SceneHierarchy rows = SceneHierarchy.forObjects(h.document()).orElseThrow();
        List<String> seen = new ArrayList<>();
        rows.forEachRow(r -> seen.add(((NodeId.Number) r.id()).value() + " depth " + r.depth() + " active " + r.activeInHierarchy()));
        List<String> plainRows = expected.stream().map(s -> s.substring(0, s.indexOf(" parent"))).toList();
        assertEquals(plainRows, seen, "rows before the objects are built");

        SceneHierarchy built = SceneHierarchy.of(h.document()).orElseThrow();
        List<String> objects = new ArrayList<>();
        for (SceneObject o : built.objects()) {
            long parent = o.parent() < 0 ? -1 : ((NodeId.Number) built.object(o.parent()).id()).value();
            objects.add(((NodeId.Number) o.id()).value() + " depth " + o.depth() + " active " + o.activeInHierarchy() + " parent " + parent);
        }
        assertEquals(expected, objects, "built objects");
    }

    /** The walk as SceneHierarchy describes it, recursive over plain lists. */
    private static final class PlainWalk {
        final Scene scene;
        final int n;
        final boolean[] placed;
        final List<String> out = new ArrayList<>();

        PlainWalk(Scene scene) {
            this.scene = scene;
            this.n = scene.objects().size();
            this.placed = new boolean[n + 1];
        }

        List<String> rows() {
            for (int r : scene.roots()) walk(r, -1, 0, true);
            for (int id = 1; id <= n; id++) if (obj(id).parent() < 0) walk(id, -1, 0, true);
            for (int id = 1; id <= n; id++) walk(id, -1, 0, true);
            return out;
        }

        Obj obj(int id) { return scene.objects().get(id - 1); }

        void walk(int id, int parent, int depth, boolean parentActive) {
            if (placed[id]) return;
            placed[id] = true;
            boolean active = obj(id).active() && parentActive;
            out.add(id + " depth " + depth + " active " + active + " parent " + parent);
            for (int c : obj(id).children()) walk(c, id, depth + 1, active);
            // Objects naming it as parent that it does not list, in document order.
            for (int c = 1; c <= n; c++) {
                if (obj(c).parent() != id) continue;
                boolean listed = false;
                for (int k : obj(id).children()) listed |= k == c;
                if (!listed) walk(c, id, depth + 1, active);
            }
        }
    }
}
