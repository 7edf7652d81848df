package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.document.Diagnostic;
import savelens.document.Document;

/**
 * A big scene read with its list findings made on a second thread while the tree is walked gives the same findings,
 * in the same order, as the scene read on one thread; and the same objects in the same order.
 */
class SceneSideBySideTest {
    /** Objects: more than the size from which the findings get a thread of their own. */
    private static final int OBJECTS = 60_000;

    /**
     * A binary tree of objects 1..OBJECTS, each with a component (ids from 100,000 on), with something wrong of every
     * kind the findings look for: parents and children disagreeing, an object listed twice, a cycle of parents, a
     * children list that leads back up, an object with no parent outside the root list, an owner that does not list
     * its component.
     */
    private static Document scene() {
        HelioScenes s = new HelioScenes().scene("big", true, 1, 7);
        for (int i = 1; i <= OBJECTS; i++) {
            int parent = i == 1 ? -1 : i / 2;
            int[] kids = 2 * i + 1 <= OBJECTS ? HelioScenes.kids(2 * i, 2 * i + 1) : HelioScenes.kids();
            if (i == 5) parent = 7; // 2 lists it
            if (i == 3) kids = HelioScenes.kids(6, 7, 10); // 10 is listed by 5 too
            if (i == 40_000) kids = HelioScenes.kids(2); // leads back up to 2, above it
            s.object(i, "o" + i, "t", 0, i % 3 != 0, parent, kids, 100_000 + i);
            s.component(100_000 + i, "Mover", i == 9 ? 11 : i);
        }
        s.object(OBJECTS + 1, "a", "t", 0, true, OBJECTS + 2, HelioScenes.kids());
        s.object(OBJECTS + 2, "b", "t", 0, true, OBJECTS + 1, HelioScenes.kids());
        s.object(OBJECTS + 3, "lost", "t", 0, true, -1, HelioScenes.kids());
        return s.document();
    }

    @Test void theFindingsAndObjectsAreTheSameAsOnOneThread() {
        Document doc = scene();
        SceneHierarchy one = SceneHierarchy.of(doc).orElseThrow();
        SceneHierarchy two = SceneHierarchy.ofSideBySide(doc).orElseThrow();
        List<Diagnostic> expected = one.diagnostics();
        List<Diagnostic> got = two.diagnostics();
        assertTrue(expected.size() >= 8, expected.toString());
        assertTrue(expected.stream().anyMatch(d -> d.message().startsWith("hierarchy cycle")), expected.toString());
        assertEquals(describe(expected), describe(got));
        assertEquals(one.objects().size(), two.objects().size());
        for (int i = 0; i < one.objects().size(); i++) assertEquals(one.objects().get(i).node(), two.objects().get(i).node());
    }

    private static List<String> describe(List<Diagnostic> ds) {
        return ds.stream().map(d -> d.severity() + " " + d.node() + " " + d.value() + " " + d.message()).toList();
    }
}
