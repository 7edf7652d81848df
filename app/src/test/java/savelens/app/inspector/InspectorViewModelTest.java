package savelens.app.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.app.Fixtures;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentViewModel;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.document.ValueKind;
import savelens.path.DocumentPath;
import savelens.registry.FieldKind;

class InspectorViewModelTest {
    final DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(Fixtures.folder().resolve("helio/island.json")), false);
    final InspectorViewModel inspector = new InspectorViewModel(doc);

    @Test void aSelectedFieldShowsItsNodeWithRegistryKindsAndReferrers() {
        doc.select(DocumentPath.parse("$.children[0].name"));
        assertEquals("#1 SceneNode \"rock\"", inspector.headingProperty().get());
        assertEquals("$.children[0]", inspector.nodePathProperty().get());
        assertEquals("$.children[0].name", inspector.focusedFieldProperty().get().toString());
        List<FieldRow> rows = inspector.fields();
        assertEquals(List.of("name", "parent", "children"), rows.stream().map(FieldRow::name).toList());
        assertEquals("string", rows.get(0).registryKind());
        assertEquals("ref → SceneNode", rows.get(1).registryKind());
        assertEquals(ValueKind.REFERENCE, rows.get(1).kind());
        assertEquals("#0", rows.get(1).text());
        assertEquals(List.of("$.children[0]"), inspector.referencedBy().stream().map(r -> r.path().toString()).toList());
    }

    /** An actor the game's data names is headed by that name, its id and type after it; so are its fields. */
    @Test void aNodeTheGameNamesIsHeadedByThatName(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        DocumentViewModel save = new DocumentViewModel(DocumentLoader.read(savelens.gamesave.GeneratedGame.mvGame(dir.resolve("game"))), false);
        InspectorViewModel inspector = new InspectorViewModel(save);
        save.select(DocumentPath.parse("$.actors._data[1]._hp"));
        String heading = inspector.headingProperty().get();
        // The save's own name for him ends in a carriage return, unlike the database's: both are shown, the game's first.
        org.junit.jupiter.api.Assertions.assertTrue(heading.matches("actor 1 Harold  \\(#\\d+ Game_Actor \"Harold\\\\r\"\\)"), heading);
        assertEquals("actor 1 Harold", inspector.containerPathProperty().get());
        save.select(DocumentPath.parse("$.party._gold"));
        org.junit.jupiter.api.Assertions.assertFalse(inspector.headingProperty().get().startsWith("actor"), "other nodes keep their labels");
    }

    /**
     * A Godot node is one typed thing with no components: its inspector has no Components section, and its flags are
     * said as Godot says them; a Unity object has both in Unity's words.
     */
    @Test void aSceneObjectIsShownInItsEnginesTerms() {
        for (String fixture : List.of("godot/outpost.tscn", "unity/village.unity")) {
            DocumentViewModel scene = new DocumentViewModel(DocumentLoader.read(Fixtures.folder().resolve(fixture)), false);
            InspectorViewModel inspector = new InspectorViewModel(scene);
            savelens.scene.SceneHierarchy hierarchy = savelens.scene.SceneHierarchy.of(scene.document()).orElseThrow();
            inspector.sceneProperty().set(hierarchy);
            scene.jumpToNode(hierarchy.objects().get(0).node());
            org.junit.jupiter.api.Assertions.assertNotNull(inspector.sceneObjectProperty().get(), fixture);
            assertEquals(fixture.startsWith("unity"), inspector.componentsShownProperty().get(), fixture);
            savelens.scene.SceneObject o = inspector.sceneObjectProperty().get();
            // Godot's own words for its flags (process_mode, can_process()); Unity's for Unity's.
            assertEquals(fixture.startsWith("unity") ? "activeSelf: true" : "process_mode: not disabled", inspector.activeSelfText(o), fixture);
            assertEquals(fixture.startsWith("unity") ? "activeInHierarchy: true" : "can_process: true", inspector.activeInHierarchyText(o), fixture);
        }
    }

    /** A .NET node is headed by its type as C# writes it; the whole assembly-qualified name is one line below. */
    @Test void aDotNetTypeIsHeadedShortAndGivenWhole() {
        DocumentViewModel save = new DocumentViewModel(DocumentLoader.read(Fixtures.folder().resolve("dotnet-refs/guild.json")), false);
        InspectorViewModel inspector = new InspectorViewModel(save);
        save.select(DocumentPath.parse("$.Members"));
        assertEquals("#\"2\" List<Hero>", inspector.headingProperty().get());
        assertEquals("type as written: System.Collections.Generic.List`1[[Game.Hero, Assembly-CSharp]], mscorlib", inspector.typeInfoProperty().get());
        save.select(DocumentPath.parse("$.Leader.Friends"));
        assertEquals("", inspector.typeInfoProperty().get(), "a type shown as written needs no second line");
    }

    @Test void aScenesReferencesAndReferrersAreNamedByTheirScenePaths() {
        DocumentViewModel scene = new DocumentViewModel(DocumentLoader.read(Fixtures.folder().resolve("unity/village.unity")), false);
        InspectorViewModel inspector = new InspectorViewModel(scene);
        scene.jumpToNode(scene.document().nodeById(NodeId.parse("#201")));
        assertEquals("#101 Transform", field(inspector, "m_Father").targetLabel(), "by id until the scene is named");
        scene.sceneRead(savelens.scene.SceneNames.of(savelens.scene.SceneHierarchy.of(scene.document()).orElseThrow()));
        assertEquals("Root › Transform  (#101 Transform)", field(inspector, "m_Father").targetLabel(), "the rows shown are named again");
        scene.jumpToNode(scene.document().nodeById(NodeId.parse("#101")));
        // Each referrer by where the reference sits in the scene (Root's own component list, not the Transform it names);
        // those outside the scene's objects by id and path, as before.
        assertEquals(List.of("Root › GameObject.m_Component[0].component", "Root/Door › Transform.m_Father",
                        "#700 PrefabInstance — $[3].m_GameObject.m_PrefabInstance.m_Modification.m_TransformParent",
                        "SceneRoots — $[4].m_Roots[0]"),
                inspector.referencedBy().stream().map(ReferenceRow::label).toList());
    }

    @Test void commitsGoThroughTheDocumentAndRefusalsComeBack() {
        doc.select(DocumentPath.parse("$.children[0]"));
        FieldRow parent = inspector.fields().get(1);
        assertNotNull(inspector.commit(parent, NewValue.parse("#99")));
        assertNull(inspector.commit(parent, NewValue.parse("null")));
        assertEquals("null", inspector.fields().get(1).text());
        assertEquals("$.children[0]", doc.selectedPath().toString(), "the selection stays put after an edit");
    }

    @Test void editorsAreChosenByWhatTheRegistrySaysThePlaceHolds() {
        doc.select(DocumentPath.parse("$"));
        List<FieldRow> rows = inspector.fields();
        assertEquals(List.of(ValueEditors.Choice.TEXT, ValueEditors.Choice.REFERENCE, ValueEditors.Choice.CONTAINER),
                rows.stream().map(ValueEditors::choose).toList(), "a null registered as a reference gets the reference editor");
        assertEquals(FieldKind.REF, rows.get(1).slot());
        assertEquals(ValueKind.NULL, rows.get(1).kind());
        doc.select(DocumentPath.parse("$.children"));
        assertEquals(FieldKind.REF, inspector.fields().get(0).slot(), "an element of an array of references holds a reference");

        DocumentPath p = DocumentPath.root().member("x");
        assertEquals(ValueEditors.Choice.LITERAL, ValueEditors.choose(new FieldRow("x", p, ValueKind.NULL, null, "unregistered", "null", null)));
        assertEquals(ValueEditors.Choice.LITERAL, ValueEditors.choose(new FieldRow("x", p, ValueKind.NULL, FieldKind.STRING, "string", "null", null)));
        assertEquals(ValueEditors.Choice.NUMBER, ValueEditors.choose(new FieldRow("x", p, ValueKind.NUMBER, null, "unregistered", "1", null)));
        assertEquals(ValueEditors.Choice.NUMBER, ValueEditors.choose(new FieldRow("x", p, ValueKind.STRING, FieldKind.NUMBER, "number", "1", null)),
                "a place registered for numbers gets the number editor, whatever the file holds there now");
        assertEquals(ValueEditors.Choice.BOOL, ValueEditors.choose(new FieldRow("x", p, ValueKind.BOOL, FieldKind.ANY, "any", "true", null)));
    }

    @Test void editorsHandTypedValuesToTheDocument() {
        doc.select(DocumentPath.parse("$.children[0]"));
        assertNull(inspector.commit(inspector.fields().get(0), NewValue.string("a \"big\" rock")));
        assertEquals("\"a \\\"big\\\" rock\"", doc.document().raw(name()));
        assertNull(inspector.commit(inspector.fields().get(1), NewValue.reference(NodeId.of(1))), "a node may be its own parent");
        assertEquals("#1", inspector.fields().get(1).text());
    }

    private int name() {
        return doc.paths().resolve(DocumentPath.parse("$.children[0].name")).value();
    }

    @Test void referenceChoicesMatchNamesAndTypes() {
        assertEquals(List.of("#1 SceneNode \"rock\""), inspector.referenceChoices("rock"));
        assertEquals(2, inspector.referenceChoices("scenenode").size());
        assertEquals(NewValue.reference(NodeId.of(3)), ReferenceValueEditor.value("#3 GameObject \"obj1\""));
        assertEquals(NewValue.reference(NodeId.of("a b")), ReferenceValueEditor.value("#\"a b\" Thing"));
        assertEquals(NewValue.NULL, ReferenceValueEditor.value(" null "));
        assertNull(ReferenceValueEditor.value("rock"), "a name alone names no node");
    }

    private static FieldRow field(InspectorViewModel inspector, String name) {
        return inspector.fields().stream().filter(r -> r.name().equals(name)).findFirst().orElseThrow();
    }
}
