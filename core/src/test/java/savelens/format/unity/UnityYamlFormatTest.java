package savelens.format.unity;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.document.Severity;
import savelens.document.UnreadableDocumentException;
import savelens.document.ValueKind;
import savelens.edit.EditRefusedException;
import savelens.edit.InsertElement;
import savelens.edit.RemoveChild;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.file.OpenFile;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;
import savelens.path.DocumentPath;
import savelens.save.SaveOptions;

class UnityYamlFormatTest {
    private static int at(Document doc, String path) {
        return DocumentPath.parse(path).resolve(doc).value();
    }

    private static List<NodeId> rootObjects(Document doc) {
        List<NodeId> out = new ArrayList<>();
        doc.forEachField(doc.root(), v -> out.add(doc.referencedNodeId(v)));
        return out;
    }

    @Test
    void eachDocumentIsANodeWithItsFileIdAndType() {
        Document doc = UnityFixtures.open("scene-2022.unity");
        assertEquals(11, doc.fileNodeCount());
        assertEquals(doc.nodeCount() - 1, doc.fileNodeCount(), "the synthetic root is the one more node");
        assertTrue(doc.hasSyntheticRoot());
        int player = doc.nodeById(-4216859302048453862L);
        assertEquals("GameObject", doc.type(player));
        assertEquals("SceneRoots", doc.type(doc.nodeById(Long.MAX_VALUE)));
        assertEquals("Player: One", doc.index().string(at(doc, "#-4216859302048453862.m_Name")));
        assertEquals("Main Camera", doc.index().string(at(doc, "#100.m_Name")));
        UnityDocumentFacts facts = UnityDocumentFacts.of(doc);
        assertEquals(1, facts.classId(player));
        assertEquals(1660057539, facts.classId(doc.nodeById(Long.MAX_VALUE)));
        assertEquals(-1, facts.classId(doc.root()));
    }

    @Test
    void strippedDocumentsAreKnown() {
        Document doc = UnityFixtures.open("scene-2022.unity");
        UnityDocumentFacts facts = UnityDocumentFacts.of(doc);
        assertTrue(facts.isStripped(doc.nodeById(401)));
        assertFalse(facts.isStripped(doc.nodeById(101)));
        assertEquals("Transform", doc.type(doc.nodeById(401)));
        assertEquals(NodeId.of(500), doc.referencedNodeId(at(doc, "#401.m_PrefabInstance")));
    }

    @Test
    void rootObjectsFollowSceneRoots() {
        Document doc = UnityFixtures.open("scene-2022.unity");
        // SceneRoots lists the player's transform, the prefab instance, then the camera's transform; after the
        // objects come the scene's own documents: OcclusionCullingSettings, RenderSettings and SceneRoots
        assertEquals(List.of(NodeId.of(-4216859302048453862L), NodeId.of(500), NodeId.of(100), NodeId.of(1), NodeId.of(2),
                NodeId.of(Long.MAX_VALUE)), rootObjects(doc));
        assertEquals("Main Camera", doc.index().string(at(doc, "$[2].m_Name")));
    }

    @Test
    void aScenesSettingsAndItsPrefabInstancesObjectsAreReachable() {
        Document doc = UnityFixtures.open("scene-2022.unity");
        GraphAnalysis g = GraphAnalysis.of(doc);
        assertEquals(0, g.unreachable(), "settings documents are entries of the scene, not lost");
        Document village = savelens.file.Formats.read(savelens.Fixtures.bytes("unity/village.unity"),
                savelens.document.ReadContext.of(java.nio.file.Path.of("village.unity")));
        assertEquals(0, GraphAnalysis.of(village).unreachable(), "the stripped GameObject and the component added to it are the instance's");
    }

    @Test
    void rootObjectsFollowRootOrderInOlderFiles() {
        Document doc = UnityFixtures.open("scene-2017.unity");
        assertEquals(List.of(NodeId.of(30), NodeId.of(10)), rootObjects(doc));
        assertEquals("Prefab", doc.type(doc.nodeById(40)));
        assertEquals(ValueKind.REFERENCE, doc.kind(at(doc, "#10.m_Component[0].4")));
        assertEquals(NodeId.of(11), doc.referencedNodeId(at(doc, "#10.m_Component[0].4")));
        assertEquals(NodeId.of(40), doc.referencedNodeId(at(doc, "#30.m_PrefabInternal")));
    }

    @Test
    void anAssetWithoutHierarchyHasTheUnreferencedDocumentsAsRoots() {
        Document doc = UnityFixtures.read("""
                %YAML 1.1
                %TAG !u! tag:unity3d.com,2011:
                --- !u!91 &9100000
                AnimatorController:
                  m_Name: Door
                  m_AnimatorLayers:
                  - m_StateMachine: {fileID: 1107}
                --- !u!1107 &1107
                AnimatorStateMachine:
                  m_Name: Base Layer
                """);
        assertEquals(List.of(NodeId.of(9100000)), rootObjects(doc));
        assertEquals(0, GraphAnalysis.of(doc).unreachable());
    }

    @Test
    void valuesHaveKindsAsUnityMeansThem() {
        Document doc = UnityFixtures.open("scene-2022.unity");
        assertEquals(ValueKind.NUMBER, doc.kind(at(doc, "#100.m_IsActive")), "booleans are 0 and 1");
        assertEquals(ValueKind.NUMBER, doc.kind(at(doc, "#300.speed")));
        assertEquals(ValueKind.NUMBER, doc.kind(at(doc, "#7071955214823457381.m_LocalPosition.z")));
        assertEquals("1e-05", doc.raw(at(doc, "#7071955214823457381.m_LocalPosition.z")));
        assertEquals(ValueKind.NUMBER, doc.kind(at(doc, "#300.big")));
        assertEquals(ValueKind.STRING, doc.kind(at(doc, "#300.infinity")));
        assertEquals(ValueKind.STRING, doc.kind(at(doc, "#1.m_SceneGUID")), "a guid of zeros is no number");
        assertEquals(ValueKind.NULL, doc.kind(at(doc, "#1.m_OcclusionCullingData")), "{fileID: 0} is null");
        assertEquals(ValueKind.OBJECT, doc.kind(at(doc, "#2.m_FogColor")));
        assertEquals(ValueKind.ARRAY, doc.kind(at(doc, "#300.items")));
        assertEquals(ValueKind.ARRAY, doc.kind(at(doc, "#300.empty")));
        assertEquals(ValueKind.OBJECT, doc.kind(at(doc, "#300.emptyMap")));
        assertEquals(ValueKind.REFERENCE, doc.kind(at(doc, "#300.items[2]")));
        assertEquals("-0.51", doc.raw(at(doc, "#300.items[3][1].y")));
        assertEquals(60, doc.index().longValue(at(doc, "#102[\"field of view\"]"), -1));
    }

    @Test
    void everyScalarStyleDecodes() {
        Document doc = UnityFixtures.open("scene-2022.unity");
        assertEquals("Café \"Nord\"\tand \u2019quotes\u2019", doc.index().string(at(doc, "#300.title")));
        assertEquals("It's a long line that Unity folds over several lines when it is wider than eighty columns, keeping every byte",
                doc.index().string(at(doc, "#300.motto")));
        assertEquals("Single 'quoted'\nwith a blank line", doc.index().string(at(doc, "#300.quote")));
        assertEquals("A double-quoted line that goes on over an escaped break", doc.index().string(at(doc, "#300.greeting")));
        assertEquals("", doc.index().string(at(doc, "#300.m_Name")));
        assertEquals("", doc.index().string(at(doc, "#300.items[4].value")));
        assertEquals("nested", doc.index().string(at(doc, "#300.items[4].name")));
        assertEquals("'Player: One'", doc.raw(at(doc, "#-4216859302048453862.m_Name")), "the source text is kept");
    }

    @Test
    void localReferencesResolveOrDangle() {
        Document doc = UnityFixtures.open("scene-2022.unity");
        int target = at(doc, "#300.target");
        assertTrue(doc.isDangling(target));
        assertEquals(NodeId.of(999), doc.referencedNodeId(target));
        List<Diagnostic> found = DocumentCheck.diagnostics(doc, GraphAnalysis.of(doc), doc.readDiagnostics());
        assertTrue(found.stream().anyMatch(d -> d.severity() == Severity.ERROR && d.message().contains("#999")), found.toString());
        assertEquals(NodeId.of(-4216859302048453862L), doc.referencedNodeId(at(doc, "#300.m_GameObject")));
    }

    @Test
    void referencesWithAGuidAreExternalNeverDangling() {
        Document doc = UnityFixtures.open("scene-2022.unity");
        int script = at(doc, "#300.m_Script");
        assertEquals(ValueKind.OBJECT, doc.kind(script));
        assertFalse(doc.isDangling(script));
        assertEquals("guid 5ac3b2d9cfe1e4b2f8e0e2a0a1b2c3d4, fileID 11500000, type 3", doc.externalReference(script).target());
        assertNull(doc.externalReference(at(doc, "#300.target")));
        int friend = at(doc, "#300.friend");
        assertEquals("7bdd197471bad4a9a81e1638faad1ce8", UnityDocumentFacts.of(doc).guid(friend));
        assertEquals(2085644156998415234L, UnityDocumentFacts.of(doc).fileId(friend));
        // m_SpotCookie, m_Script, friend, the modification's target, m_SourcePrefab, the stripped transform's source
        assertEquals(6, doc.externalReferences().count());
    }

    @Test
    void graphFiguresCountDocumentsAndTheirReferences() {
        Document doc = UnityFixtures.open("scene-2017.unity");
        GraphAnalysis g = GraphAnalysis.of(doc);
        assertEquals(8, doc.fileNodeCount());
        // 12 local references in the file, all resolving, plus the two the synthetic root makes
        assertEquals(12 + 2, g.references());
        assertEquals(0, g.dangling());
        assertEquals(5, doc.externalReferences().count());
    }

    @Test
    void duplicateFileIdsAreAnErrorAndBothDocumentsShow() {
        Document doc = UnityFixtures.read("""
                %YAML 1.1
                %TAG !u! tag:unity3d.com,2011:
                --- !u!1 &5
                GameObject:
                  m_Name: First
                --- !u!1 &5
                GameObject:
                  m_Name: Second
                """);
        assertEquals(2, doc.fileNodeCount());
        assertEquals("First", doc.index().string(at(doc, "#5.m_Name")), "the id leads to the first");
        assertEquals("Second", doc.index().string(doc.childNamed(doc.body(1), "m_Name")));
        assertEquals(NodeId.of(5), doc.nodeId(1));
        Diagnostic d = doc.readDiagnostics().get(0);
        assertEquals(Severity.ERROR, d.severity());
        assertEquals(1, d.node());
        assertTrue(d.message().contains("duplicate file id 5 at line 6"), d.message());
    }

    @ParameterizedTest
    @ValueSource(strings = {"scene-2022.unity", "scene-2017.unity"})
    void anUneditedSaveIsByteIdentical(String name, @TempDir Path tmp) throws IOException {
        Path file = tmp.resolve(name);
        Files.write(file, UnityFixtures.bytes(name));
        OpenFile open = OpenFile.open(file, ReadContext.of(file));
        assertEquals(UnityYamlFormat.NAME, open.format().name());
        Path out = tmp.resolve("out-" + name);
        open.save(out, SaveOptions.defaults());
        assertArrayEquals(UnityFixtures.bytes(name), Files.readAllBytes(out));
    }

    @Test
    void detectsUnityYamlByContent() {
        UnityYamlFormat f = new UnityYamlFormat();
        assertTrue(f.detect(UnityFixtures.bytes("scene-2017.unity")));
        assertTrue(f.detect("--- !u!1 &1\nGameObject:\n  m_Name: a\n".getBytes()));
        assertFalse(f.detect("%YAML 1.1\n---\na: 1\n".getBytes()));
        assertFalse(f.detect("{\"root\":0}".getBytes()));
        assertEquals(f.name(), Formats.detect(UnityFixtures.bytes("scene-2022.unity"), Path.of("x.bin")).name());
    }

    @Test
    void aFileWithoutDocumentsOpensEmpty() {
        Document doc = UnityFixtures.read("%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n");
        assertEquals(0, doc.fileNodeCount());
        assertEquals(0, doc.visibleChildCount(doc.body(doc.root())));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "line 5, column 4: unexpected indentation|--- !u!1 &1\nGameObject:\n  m_Name:\n    a: 1\n   m_Layer: 0\n",
        "line 4, column 11: ': ' inside a plain scalar|--- !u!1 &1\nGameObject:\n  m_Name: a\n   m_Layer: 0\n",
        "line 3, column 11: unclosed double-quoted string|--- !u!1 &1\nGameObject:\n  m_Name: \"abc\n",
        "line 1, column 5: expected a Unity document header|--- &1\nGameObject:\n  m_Name: a\n",
        "line 3, column 17: expected ',' or '}' in a flow mapping|--- !u!1 &1\nGameObject:\n  m_Pos: {x: 1 y: 2}\n",
        "line 2, column 1: expected the document's type|--- !u!1 &1\n- a\n",
        "line 1, column 1: expected a document header|GameObject:\n  m_Name: a\n--- !u!1 &1\n",
        "line 3, column 1: a tab in indentation|--- !u!1 &1\nGameObject:\n\t m_Name: a\n",
        "line 3, column 11: anchors, aliases and tags inside a document are not written by Unity|--- !u!1 &1\nGameObject:\n  m_Name: *x\n",
    })
    void syntaxErrorsSayWhere(String caseText) {
        String[] parts = caseText.split("\\|", 2);
        String text = "%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n" + parts[1];
        UnreadableDocumentException e = assertThrows(UnreadableDocumentException.class, () -> UnityFixtures.read(text));
        // the two directive lines come first
        String expected = parts[0].replaceFirst("line (\\d+)", "line " + "$1");
        int line = Integer.parseInt(expected.replaceAll("line (\\d+),.*", "$1")) + 2;
        assertEquals(expected.replaceFirst("line \\d+", "line " + line), e.getMessage().substring(0, Math.min(e.getMessage().length(), expected.length())));
    }

    @Test
    void deepNestingIsAnErrorNotAStackOverflow() {
        String deep = "--- !u!1 &1\nGameObject:\n  a: " + "[".repeat(100_000) + "\n";
        UnreadableDocumentException e = assertThrows(UnreadableDocumentException.class,
                () -> UnityFixtures.read("%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n" + deep));
        assertTrue(e.getMessage().contains("nested more than"), e.getMessage());
    }

    @Test
    void theRootListIsNotTextAndRefusesEdits() {
        Document doc = UnityFixtures.open("scene-2022.unity");
        int first = at(doc, "$[0]");
        assertTrue(doc.isSynthetic(first));
        assertFalse(doc.isSynthetic(at(doc, "#100.m_Name")));
        EditRefusedException set = assertThrows(EditRefusedException.class,
                () -> new SetValue(first, NewValue.reference(NodeId.of(100)), "$[0]").execute(doc));
        assertTrue(set.getMessage().contains("not written in the file"), set.getMessage());
        assertThrows(EditRefusedException.class, () -> new RemoveChild(first, "$[0]").execute(doc));
        assertThrows(EditRefusedException.class,
                () -> new InsertElement(doc.body(doc.root()), 0, NewValue.reference(NodeId.of(100)), "$").execute(doc));
    }
}
