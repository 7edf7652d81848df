package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static savelens.scene.HelioScenes.kids;

import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.Severity;

class SceneDiagnosticsTest {
    static List<String> messages(SceneHierarchy scene) {
        return scene.diagnostics().stream().map(d -> (d.severity() == Severity.ERROR ? "error: " : "warning: ") + d.message()).toList();
    }

    static NodeId idOf(Document doc, Diagnostic d) { return doc.nodeId(d.node()); }

    @Test
    void anObjectWithNoParentMissingFromTheRootListIsOwnedButUnreachable() {
        SceneHierarchy scene = new HelioScenes().scene("s", true, 1)
                .object(1, "root", "Untagged", 0, true, -1, kids())
                .object(2, "stray", "Untagged", 0, true, -1, kids())
                .hierarchy();
        assertEquals(List.of("warning: #2 stray has no parent and is missing from the root list: the scene owns it but its hierarchy never reaches it"),
                messages(scene));
        assertEquals(new NodeId.Number(2), idOf(scene.document(), scene.diagnostics().get(0)));
        assertEquals(List.of("root", "stray"), scene.roots().stream().map(SceneObject::name).toList(), "still shown, after the roots");
        assertEquals(List.of(1), scene.rootList().stream().map(n -> (int) ((NodeId.Number) scene.document().nodeId(n)).value()).toList());
    }

    @Test
    void aRootListEntryWithAParent() {
        SceneHierarchy scene = new HelioScenes().scene("s", true, 1, 2)
                .object(1, "root", "Untagged", 0, true, -1, kids(2))
                .object(2, "child", "Untagged", 0, true, 1, kids())
                .hierarchy();
        assertEquals(List.of("warning: #2 child is in the root list but has a parent, #1 root",
                "warning: #2 child is listed 2 times in the scene's root list and children lists"), messages(scene));
        Diagnostic d = scene.diagnostics().get(0);
        assertEquals("roots", scene.document().name(scene.document().index().parent(d.value())), "points at the root list's entry");
        assertEquals(1, scene.object(d.node()).depth(), "shown once, where the walk from the roots first reaches it: under #1");
    }

    @Test
    void aParentThatDoesNotListItsChild() {
        SceneHierarchy scene = new HelioScenes().scene("s", true, 1)
                .object(1, "root", "Untagged", 0, true, -1, kids())
                .object(2, "child", "Untagged", 0, false, 1, kids())
                .hierarchy();
        assertEquals(List.of("warning: #2 child names #1 root as its parent, but #1 does not list it among its children"), messages(scene));
        assertEquals("parent", scene.document().name(scene.diagnostics().get(0).value()));
        SceneObject child = scene.objects().get(1);
        assertEquals(1, child.depth(), "shown under the parent it names");
        assertEquals(List.of(child.node()), scene.objects().get(0).children());
    }

    @Test
    void aChildListedByAnObjectThatIsNotItsParent() {
        SceneHierarchy scene = new HelioScenes().scene("s", true, 1)
                .object(1, "root", "Untagged", 0, true, -1, kids(2, 3))
                .object(2, "a", "Untagged", 0, true, 1, kids(3))
                .object(3, "b", "Untagged", 0, true, 2, kids())
                .hierarchy();
        assertEquals(List.of("warning: #1 root lists #3 b among its children, but its parent is #2 a",
                "warning: #3 b is listed 2 times in the scene's root list and children lists"), messages(scene));
        assertEquals(List.of("root", "a", "b"), scene.objects().stream().map(SceneObject::name).toList(), "each object once");
    }

    @Test
    void anObjectListedTwiceInOneList() {
        SceneHierarchy scene = new HelioScenes().scene("s", true, 1)
                .object(1, "root", "Untagged", 0, true, -1, kids(2, 2))
                .object(2, "twin", "Untagged", 0, true, 1, kids())
                .hierarchy();
        assertEquals(List.of("warning: #2 twin is listed 2 times in the scene's root list and children lists"), messages(scene));
        assertEquals(1, scene.objects().get(0).children().size());
    }

    @Test
    void aHierarchyCycleIsAnErrorAndTheTreeStillEnds() {
        SceneHierarchy scene = new HelioScenes().scene("s", true, 1)
                .object(1, "root", "Untagged", 0, true, -1, kids())
                .object(2, "egg", "Untagged", 0, true, 3, kids(3))
                .object(3, "hen", "Untagged", 0, true, 2, kids(2))
                .object(4, "ouroboros", "Untagged", 0, true, 4, kids(4))
                .hierarchy();
        assertEquals(List.of("error: hierarchy cycle: #2 egg → #3 hen → #2 (each the parent of the one before): an object is its own ancestor",
                "error: hierarchy cycle: #4 ouroboros → #4 (each the parent of the one before): an object is its own parent"), messages(scene));
        assertEquals(List.of("root", "egg", "hen", "ouroboros"), scene.objects().stream().map(SceneObject::name).toList());
        assertEquals(1, scene.object(scene.document().nodeById(3)).depth());
    }

    @Test
    void childrenListsThatLoopBackAreACycleEvenWhenTheParentsDoNot() {
        SceneHierarchy scene = new HelioScenes().scene("s", true, 1)
                .object(1, "root", "Untagged", 0, true, -1, kids(2))
                .object(2, "child", "Untagged", 0, true, 1, kids(1))
                .hierarchy();
        List<String> m = messages(scene);
        assertTrue(m.contains("error: hierarchy cycle: #2 child lists #1 root among its children, which is above it in the hierarchy"), m.toString());
        assertTrue(m.contains("warning: #2 child lists #1 root among its children, but its parent is none"), m.toString());
        assertEquals(1, scene.diagnostics().stream().filter(d -> d.severity() == Severity.ERROR).count());
    }

    @Test
    void aComponentAndItsOwnerDisagreeingEitherWay() {
        SceneHierarchy scene = new HelioScenes().scene("s", true, 1, 2)
                .object(1, "root", "Untagged", 0, true, -1, kids(), 10)
                .object(2, "other", "Untagged", 0, true, -1, kids(), 10)
                .component(10, "Transform", 1)
                .component(11, "Mover", 1)
                .hierarchy();
        assertEquals(List.of("warning: component #11 Mover names #1 root as its owner, which does not list it",
                "warning: #2 other lists component #10 Transform, whose owner is #1 root"), messages(scene));
        assertEquals(List.of("Transform", "Mover"), scene.objects().get(0).components().stream().map(SceneComponent::kind).toList(),
                "an owned component is shown with its owner even when unlisted");
        assertEquals("owner", scene.document().name(scene.diagnostics().get(0).value()));
    }
}
