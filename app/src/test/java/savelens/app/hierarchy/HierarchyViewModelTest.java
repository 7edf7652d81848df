package savelens.app.hierarchy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.app.Fixtures;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentViewModel;
import savelens.app.inspector.ComponentSection;
import savelens.app.inspector.FieldRow;
import savelens.app.inspector.InspectorViewModel;
import savelens.app.panels.DiagnosticRow;
import savelens.app.panels.FindingsViewModel;
import savelens.app.task.BackgroundTask;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.app.task.DrivenTaskExecutor;
import savelens.app.task.HeldTaskExecutor;
import savelens.document.NewValue;
import savelens.path.DocumentPath;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneObject;

/** The Hierarchy's view model on a small hand-written scene ({@code village.json}), with the inspector and findings it feeds. */
class HierarchyViewModelTest {
    final DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(SceneFixtures.village()), false);
    final HierarchyViewModel hierarchy = new HierarchyViewModel(doc, new CurrentThreadTaskExecutor());

    @Test void rootsComeInRootListOrderAndChildrenInTheirs() {
        assertTrue(hierarchy.isSceneProperty().get());
        SceneHierarchy scene = hierarchy.scene();
        // Stray has no parent and is missing from the root list: still shown, after the listed roots.
        assertEquals(List.of("Camp", "Well", "Cart", "Stray"), names(scene.roots()));
        assertEquals(List.of("Lantern", "Guard"), names(scene.children(object("Camp"))));
        assertEquals(List.of("Wick"), names(scene.children(object("Lantern"))));
        assertEquals("Scene \"Village\"", hierarchy.headingProperty().get());
        assertEquals(List.of("Enemy", "Light", "Loot", "Untagged"), hierarchy.tags());
    }

    @Test void aGodotSceneShowsVisibleApartFromActiveAndAUnityNullAsNull(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        assertFalse(hierarchy.hasVisibilityProperty().get(), "helio keeps no visible flag");
        Path file = dir.resolve("level.tscn");
        java.nio.file.Files.writeString(file, """
                [gd_scene format=3]

                [node name="Level" type="Node2D"]

                [node name="Ghost" type="Sprite2D" parent="."]
                visible = false
                """);
        DocumentViewModel godot = new DocumentViewModel(DocumentLoader.read(file), false);
        HierarchyViewModel h = new HierarchyViewModel(godot, new CurrentThreadTaskExecutor());
        assertTrue(h.hasVisibilityProperty().get());
        SceneObject ghost = h.scene().objects().get(1);
        assertEquals(Boolean.FALSE, ghost.visible());
        assertTrue(ghost.activeInHierarchy());
        assertTrue(HierarchyViewModel.VISIBLE_TOOLTIP.contains("Hiding does not stop a node in Godot"));

        Path unity = java.nio.file.Files.copy(Path.of(getClass().getResource("/savelens/app/hierarchy/harbour.unity").toURI()), dir.resolve("harbour.unity"));
        DocumentViewModel scene = new DocumentViewModel(DocumentLoader.read(unity), false);
        InspectorViewModel inspector = new InspectorViewModel(scene);
        scene.select(DocumentPath.parse("#101.m_Father"));
        FieldRow father = inspector.fields().stream().filter(r -> r.name().equals("m_Father")).findFirst().orElseThrow();
        assertEquals("null", father.text(), "{fileID: 0} is no reference");
    }

    @Test void anObjectUnderAnInactiveParentIsInactiveInHierarchyThoughActiveItself() {
        SceneObject wick = object("Wick");
        assertTrue(wick.activeSelf());
        assertFalse(wick.activeInHierarchy());
        assertFalse(object("Lantern").activeSelf());
        assertTrue(object("Guard").activeInHierarchy());
    }

    @Test void theScenesSavedActiveFlagIsShownApartAndSaysItDoesNotStopUpdates() {
        assertEquals("saved active: false", hierarchy.savedActiveProperty().get());
        assertTrue(hierarchy.savedActiveTooltip().contains("does not stop the scene's updates"), hierarchy.savedActiveTooltip());
    }

    @Test void findFirstWithTagWalksDepthFirstFromTheRoots() {
        hierarchy.tagProperty().set("Loot");
        hierarchy.findFirstWithTag();
        // Breadth-first would find the root Well; depth-first reaches Wick under the first root before it.
        assertEquals("Wick", hierarchy.selectedProperty().get().name());
        assertEquals(doc.paths().node(object("Wick").node()), doc.selectedPath());
        assertTrue(hierarchy.messageProperty().get().contains("depth-first"), hierarchy.messageProperty().get());
        assertTrue(hierarchy.findTooltip().contains("depth-first from the roots"), hierarchy.findTooltip());

        hierarchy.tagProperty().set("Boss");
        hierarchy.findFirstWithTag();
        assertEquals("No object is tagged \"Boss\"", hierarchy.messageProperty().get());
        assertEquals("Wick", hierarchy.selectedProperty().get().name(), "a find that fails leaves the selection");
    }

    @Test void theFilterMatchesNameTagLayerOrComponentKind() {
        hierarchy.filterProperty().set("enemy");
        assertEquals(List.of("Guard", "Cart"), names(hierarchy.matchesProperty().get()));
        assertEquals("2 of 7 objects match", hierarchy.messageProperty().get());
        hierarchy.filterProperty().set("layer:4");
        assertEquals(List.of("Lantern", "Wick"), names(hierarchy.matchesProperty().get()));
        hierarchy.filterProperty().set("component:light");
        assertEquals(List.of("Lantern"), names(hierarchy.matchesProperty().get()));
        hierarchy.filterProperty().set("st");
        assertEquals(List.of("Stray"), names(hierarchy.matchesProperty().get()), "names match in part");
        hierarchy.filterProperty().set("tag:nothing");
        assertEquals(List.of(), hierarchy.matchesProperty().get());
        assertEquals("no object matches tag:nothing", hierarchy.messageProperty().get());
        hierarchy.filterProperty().set(" ");
        assertNull(hierarchy.matchesProperty().get(), "no filter: the whole tree");
    }

    @Test void findClearsAFilterThatWouldHideWhatItFound() {
        hierarchy.filterProperty().set("camp");
        hierarchy.tagProperty().set("Enemy");
        hierarchy.findFirstWithTag();
        assertEquals("Guard", hierarchy.selectedProperty().get().name());
        assertEquals("", hierarchy.filterProperty().get());
        assertNull(hierarchy.matchesProperty().get());
    }

    @Test void selectionGoesBothWaysAndAComponentsFieldSelectsItsObject() {
        hierarchy.select(object("Guard"));
        assertEquals("$.roots[0].children[1]", doc.selectedPath().toString());
        assertEquals("Guard", hierarchy.selectedProperty().get().name());

        doc.select(DocumentPath.parse("$.roots[0].children[0].components[1].speed"));
        assertEquals("Lantern", hierarchy.selectedProperty().get().name(), "a field of Lantern's script");
        doc.select(DocumentPath.parse("$"));
        assertNull(hierarchy.selectedProperty().get(), "the scene node is no object");
    }

    @Test void afterAnEditAndItsUndoTheHierarchyShowsTheNewDocumentAndKeepsTheSelection() {
        SceneHierarchy before = hierarchy.scene();
        hierarchy.select(object("Wick"));
        assertNull(doc.setValue(DocumentPath.parse("$.roots[0].children[0].active"), NewValue.parse("true")));
        assertTrue(hierarchy.scene() != before, "read again");
        assertTrue(object("Wick").activeInHierarchy(), "Lantern is active now, so Wick runs");
        assertEquals("Wick", hierarchy.selectedProperty().get().name());

        doc.undo();
        assertFalse(object("Wick").activeInHierarchy());
        assertEquals("Wick", hierarchy.selectedProperty().get().name());
    }

    @Test void aStructuralEditIsFollowedToo() {
        hierarchy.select(object("Well"));
        // Cart leaves the root list: it is still owned, so it shows after the listed roots.
        assertNull(doc.execute(new savelens.edit.RemoveChild(doc.paths().resolve(DocumentPath.parse("$.roots[2]")).value(), "$.roots[2]")));
        assertEquals(List.of("Camp", "Well", "Cart", "Stray"), names(hierarchy.scene().roots()));
        assertEquals("Well", hierarchy.selectedProperty().get().name());
    }

    @Test void theSceneIsReadInTheBackgroundAndTheOneShownStaysMeanwhile() {
        HeldTaskExecutor worker = new HeldTaskExecutor().hold();
        HierarchyViewModel held = new HierarchyViewModel(doc, worker);
        assertNull(held.scene(), "nothing is read on the calling thread");
        assertTrue(held.readingProperty().get());
        worker.runHeld();
        assertEquals("Village", held.scene().name());
        // The rows are listed once the scene is read; its tags and names, which build every object, come next.
        assertTrue(held.readingProperty().get());
        assertTrue(held.tags().isEmpty());
        assertEquals(List.of("Naming the scene's objects"), worker.held().stream().map(savelens.app.task.BackgroundTask::title).toList());
        worker.runHeld();
        assertFalse(held.readingProperty().get());
        assertFalse(held.tags().isEmpty());
        SceneHierarchy first = held.scene();
        held.select(first.objects().get(2));
        assertEquals("Wick", held.selectedProperty().get().name());

        assertNull(doc.setValue(DocumentPath.parse("$.roots[0].children[0].children[0].name"), NewValue.string("Flame")));
        assertNull(doc.setValue(DocumentPath.parse("$.roots[0].children[0].children[0].layer"), NewValue.parse("5")));
        assertSame(first, held.scene(), "the scene before the edits stays until the new one is read");
        assertTrue(held.readingProperty().get());
        assertEquals(2, worker.held().size());
        assertTrue(worker.held().get(0).isCancelled(), "a read that a newer change overtook is dropped");
        worker.runHeld();
        assertEquals("Flame", held.scene().objects().get(2).name());
        assertEquals("5", held.scene().objects().get(2).layer().text());
        assertEquals("Flame", held.selectedProperty().get().name(), "the selection follows into the new scene");
    }

    @Test void aScalarEditOfAFieldTheSceneDoesNotReadCarriesTheSceneOverWithoutReadingIt() {
        HeldScene village = HeldScene.village();
        DocumentViewModel doc = village.doc();
        HeldTaskExecutor worker = village.worker();
        HierarchyViewModel held = village.held();
        SceneHierarchy first = held.scene();
        held.select(first.objects().get(2));
        HeldTaskExecutor listing = new HeldTaskExecutor();
        FindingsViewModel findings = new FindingsViewModel(doc, listing);
        findings.sceneProperty().bind(held.namedSceneProperty());
        listing.hold();

        // Lantern's script's speed: no field of the scene.
        assertNull(doc.setValue(DocumentPath.parse("$.roots[0].children[0].components[1].speed"), NewValue.parse("0.75")));
        assertFalse(held.readingProperty().get(), "nothing to read");
        assertEquals(List.of(), worker.held());
        assertEquals(List.of(), listing.held(), "the findings' rows stay");
        SceneHierarchy carried = held.scene();
        assertSame(doc.document(), carried.document(), "the scene is the new document's: the one before is not kept");
        assertTrue(carried.sameObjectsAs(first));
        assertSame(first.objects(), carried.objects());
        assertSame(carried, doc.sceneNamesProperty().get().scene());
        assertSame(carried, held.namedSceneProperty().get(), "named as it comes: nothing waits for names that came before");
        assertEquals("Wick", held.selectedProperty().get().name());

        doc.undo();
        assertEquals(List.of(), worker.held(), "its undo neither");
        assertSame(doc.document(), held.scene().document());
        assertEquals(ids(SceneHierarchy.of(doc.document()).orElseThrow().objects()), ids(held.scene().objects()),
                "the same objects as a read of the document would give");
    }

    @Test void renamingTheSceneChangesOnlyItsNameAndAnObjectsNameIsReadAgain() {
        HeldScene village = HeldScene.village();
        DocumentViewModel doc = village.doc();
        HeldTaskExecutor worker = village.worker();
        HierarchyViewModel held = village.held();
        SceneHierarchy first = held.scene();

        assertNull(doc.setValue(DocumentPath.parse("$.name"), NewValue.string("Hamlet")));
        assertEquals(List.of(), worker.held());
        assertEquals("Scene \"Hamlet\"", held.headingProperty().get());
        assertEquals("Hamlet", held.scene().name());
        assertTrue(held.scene().sameObjectsAs(first));

        assertNull(doc.setValue(DocumentPath.parse("$.roots[1].tag"), NewValue.string("Enemy")));
        assertEquals(1, worker.held().size(), "a tag is the scene's: read again");
        worker.runHeld();
        assertFalse(held.scene().sameObjectsAs(first));
        assertEquals(List.of("Enemy"), held.scene().objects().stream().filter(o -> o.name().equals("Well")).findFirst().orElseThrow().tags());
        assertEquals("Scene \"Hamlet\"", held.headingProperty().get());
    }

    @Test void aFilterShownIsAppliedAgainToTheSceneCarriedOver() {
        hierarchy.filterProperty().set("enemy");
        List<SceneObject> before = hierarchy.matchesProperty().get();
        assertNull(doc.setValue(DocumentPath.parse("$.roots[0].children[0].components[1].speed"), NewValue.parse("0.75")));
        assertEquals(List.of("Guard", "Cart"), names(hierarchy.matchesProperty().get()));
        assertTrue(hierarchy.matchesProperty().get() != before, "matched again for the scene now shown");
        assertEquals("2 of 7 objects match", hierarchy.messageProperty().get());
    }

    private static List<String> ids(List<SceneObject> objects) {
        return objects.stream().map(o -> o.id() + " " + o.name() + " " + o.parent() + " " + o.children() + " " + o.tags()).toList();
    }

    @Test void aDocumentThatIsNoSceneHasNoHierarchy() {
        DocumentViewModel party = new DocumentViewModel(DocumentLoader.read(Fixtures.folder().resolve("jsonex-lite/party.json")), false);
        HierarchyViewModel none = new HierarchyViewModel(party, new CurrentThreadTaskExecutor());
        assertFalse(none.isSceneProperty().get());
        assertNull(none.scene());
        assertEquals("", none.headingProperty().get());
    }

    @Test void theInspectorShowsAllComponentsOfTheSelectedObjectEachEditable() {
        InspectorViewModel inspector = new InspectorViewModel(doc);
        inspector.sceneProperty().bind(hierarchy.sceneProperty());
        hierarchy.select(object("Lantern"));
        assertEquals("Lantern", inspector.sceneObjectProperty().get().name());
        List<ComponentSection> sections = inspector.components();
        assertEquals(List.of("Light #4", "Script #11"), sections.stream().map(s -> s.kind() + " " + s.id()).toList());
        assertEquals(List.of("kind", "owner", "intensity", "colour"), sections.get(0).rows().stream().map(FieldRow::name).toList());

        FieldRow intensity = sections.get(0).rows().get(2);
        assertNull(inspector.commit(intensity, NewValue.parse("3.5")));
        assertEquals("3.5", inspector.components().get(0).rows().get(2).text());
        assertEquals("Lantern", inspector.sceneObjectProperty().get().name(), "the object stays shown after the edit");
        doc.undo();
        assertEquals("2.5", inspector.components().get(0).rows().get(2).text());
        assertNotNull(inspector.commit(inspector.components().get(0).rows().get(2), NewValue.parse("\"bright\"")),
                "the same checks as any field: the registry says intensity is a number");

        doc.select(DocumentPath.parse("$.roots[0].children[0].children"));
        assertNull(inspector.sceneObjectProperty().get(), "an array of the object is shown as itself");
        assertEquals(List.of(), inspector.components());
    }

    @Test void sceneDiagnosticsJoinTheListAndChoosingOneSelectsItsObject() {
        FindingsViewModel findings = new FindingsViewModel(doc);
        findings.sceneProperty().bind(hierarchy.sceneProperty());
        DiagnosticRow stray = findings.diagnostics().stream().filter(d -> d.message().contains("Stray") || d.path() != null
                && d.path().equals(doc.paths().node(object("Stray").node()))).findFirst().orElseThrow(
                () -> new AssertionError("no finding about Stray in " + findings.diagnostics()));
        findings.choose(stray);
        // Equal, not the same: the naming builds no object, so the one chosen is made alone and equals the one built later.
        assertEquals(object("Stray"), hierarchy.selectedProperty().get());
    }

    @Test void theFindingsOfASceneAreListedOnceForItInItsNames() {
        // As in the window: the findings and the scene's read wait for the tree, then run one after the other.
        HeldTaskExecutor work = new HeldTaskExecutor().hold();
        DocumentViewModel scene = new DocumentViewModel(DocumentLoader.read(SceneFixtures.village()), false);
        FindingsViewModel findings = new FindingsViewModel(scene, work);
        HierarchyViewModel h = new HierarchyViewModel(scene, work);
        findings.sceneProperty().bind(h.namedSceneProperty());
        work.runHeld(); // the document's own findings, and the scene's rows
        assertNotNull(h.scene());
        long before = findings.listings();
        work.release(); // the scene's names, and what waits for them
        assertEquals(1, findings.listings() - before, "the scene and its names make one listing, not one each");
        assertTrue(findings.cycles().stream().anyMatch(c -> c.example().contains("Camp")), "named in the scene's words: " + findings.cycles());
        assertTrue(findings.diagnostics().stream().anyMatch(d -> d.message().contains("Stray has no parent")),
                "the scene's own findings join: " + findings.diagnostics());
    }

    @Test void renamingAnObjectListsTheFindingsOnceInItsNewName() {
        FindingsViewModel findings = new FindingsViewModel(doc);
        findings.sceneProperty().bind(hierarchy.namedSceneProperty());
        long before = findings.listings();
        assertNull(doc.setValue(DocumentPath.parse("#1.name"), NewValue.parse("\"Fort\"")));
        assertEquals(1, findings.listings() - before, "the edit's scene and its names make one listing");
        assertTrue(findings.cycles().stream().anyMatch(c -> c.example().contains("Fort")), "in the new name: " + findings.cycles());
        assertFalse(findings.cycles().stream().anyMatch(c -> c.example().contains("Camp")), "not in the old: " + findings.cycles());
    }

    @Test void cancellingTheNamingOfAnEditedSceneListsItsFindingsWithoutItsNewNames() {
        DrivenTaskExecutor work = new DrivenTaskExecutor();
        DocumentViewModel scene = new DocumentViewModel(DocumentLoader.read(SceneFixtures.village()), false);
        HierarchyViewModel h = new HierarchyViewModel(scene, work);
        FindingsViewModel findings = new FindingsViewModel(scene, work);
        findings.sceneProperty().bind(h.namedSceneProperty());
        work.runAll();
        long before = findings.listings();
        assertNull(scene.setValue(DocumentPath.parse("#1.name"), NewValue.parse("\"Fort\"")));
        assertEquals(List.of("Reading the scene hierarchy"), work.waitingTitles(), "the findings wait for the edit's scene");
        work.runNext(t -> { });
        work.runNext(BackgroundTask::cancel); // the user cancels the naming
        work.runAll();
        assertEquals(1, findings.listings() - before);
        assertTrue(findings.diagnostics().stream().anyMatch(d -> d.message().contains("Stray has no parent")), "" + findings.diagnostics());
    }

    @Test void findingsWaitingForTheEditsSceneAreListedWhenItComesCarriedOver() {
        DocumentViewModel scene = new DocumentViewModel(DocumentLoader.read(SceneFixtures.village()), false);
        SceneHierarchy before = SceneHierarchy.of(scene.document()).orElseThrow();
        before.objects(); // built, as the Hierarchy's are: only built objects are the same as a carried-over scene's
        FindingsViewModel findings = new FindingsViewModel(scene);
        // Lantern's script's speed: no field of the scene, which can be carried over to the edited document.
        assertNull(scene.setValue(DocumentPath.parse("$.roots[0].children[0].components[1].speed"), NewValue.parse("0.75")));
        long listed = findings.listings();
        findings.sceneProperty().set(before); // the scene of the document before the edit: the findings wait
        assertEquals(listed, findings.listings());
        SceneHierarchy carried = before.following(scene.document());
        assertTrue(carried.sameObjectsAs(before));
        findings.sceneProperty().set(carried);
        assertEquals(1, findings.listings() - listed, "the same objects, but the findings waited for them");
        assertTrue(findings.diagnostics().stream().anyMatch(d -> d.message().contains("Stray has no parent")),
                "the scene's own findings join: " + findings.diagnostics());
    }

    @Test void aDocumentWithoutASceneHasItsFindingsListedOnceAsItComes() {
        HeldTaskExecutor work = new HeldTaskExecutor().hold();
        DocumentViewModel plain = new DocumentViewModel(DocumentLoader.read(Fixtures.folder().resolve("cyclejs/loop.json")), false);
        FindingsViewModel findings = new FindingsViewModel(plain, work);
        HierarchyViewModel h = new HierarchyViewModel(plain, work);
        findings.sceneProperty().bind(h.namedSceneProperty());
        work.release();
        assertFalse(h.isSceneProperty().get());
        assertEquals(1, findings.listings());
        assertFalse(findings.cycles().isEmpty(), "its cycles are listed");
    }

    private SceneObject object(String name) {
        return hierarchy.scene().objects().stream().filter(o -> o.name().equals(name)).findFirst().orElseThrow();
    }

    private static List<String> names(List<SceneObject> objects) { return objects.stream().map(SceneObject::name).toList(); }

    /** The scenes these tests are about, in the test resources. */
    static final class SceneFixtures {
        static Path village() {
            try {
                return Path.of(HierarchyViewModelTest.class.getResource("/savelens/app/hierarchy/village.json").toURI());
            } catch (java.net.URISyntaxException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** A row of an instanced scene is shown but is no node of the document: choosing it leaves the selection as it was. */
    @Test void aRowOfAnInstancedSceneIsShownButSelectsNothing() {
        DocumentViewModel main = new DocumentViewModel(DocumentLoader.read(savelens.app.Fixtures.folder().resolve("godot/project/main.tscn")), false);
        HierarchyViewModel h = new HierarchyViewModel(main, new CurrentThreadTaskExecutor());
        SceneObject hinge = h.scene().objects().stream().filter(o -> o.name().equals("Hinge")).findFirst().orElseThrow();
        assertTrue(hinge.isInherited());
        assertEquals("inherited from res://door.tscn", hinge.inherited().describe());
        main.select(DocumentPath.parse("#\"Clock\""));
        h.select(hinge);
        assertEquals(DocumentPath.parse("#\"Clock\""), main.selectedPath());
        SceneObject key = h.scene().objects().stream().filter(o -> o.name().equals("Key")).findFirst().orElseThrow();
        h.select(key);
        assertEquals(key, h.selectedProperty().get(), "the node under it is the file's, and is selected");
    }

    /** The village in a document of its own (one Hierarchy per document, as in the window), read and named on a held worker. */
    private record HeldScene(DocumentViewModel doc, HeldTaskExecutor worker, HierarchyViewModel held) {
        static HeldScene village() {
            DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(SceneFixtures.village()), false);
            HeldTaskExecutor worker = new HeldTaskExecutor().hold();
            HierarchyViewModel held = new HierarchyViewModel(doc, worker);
            worker.runHeld();
            worker.runHeld(); // the read lists the rows, then names the objects
            return new HeldScene(doc, worker, held);
        }
    }
}
