package savelens.format.unity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;
import savelens.scene.SceneHierarchy;

/**
 * The scene facts of a Unity scene of 100,000 nodes ({@link UnitySceneGenerator}: 33,334 game objects, each a
 * GameObject, a Transform and a MonoBehaviour), counted in bytes of text the index reads again to rebuild a document's
 * values ({@link UnityYamlIndex#rescannedBytes}), never timed. The load notes the fields the scene shape reads, so the
 * hierarchy, its findings and a check read no document again; before, each read the whole scene once more.
 */
class UnitySceneRereadTest {
    /** The most text the scene's work may read again, as a share of the text: a few documents, not the scene. */
    private static final double BUDGET = 0.01;
    private static byte[] text;

    @BeforeAll
    static void generate() {
        text = UnitySceneGenerator.generate(33_334, UnitySceneGenerator.DEFAULT_SEED);
    }

    private static Document read() {
        return Formats.read(text, ReadContext.of(Path.of("scene.unity")));
    }

    @Test
    void theHierarchyAndItsFindingsReadNoDocumentAgain() {
        Document doc = read();
        assertTrue(doc.nodeCount() > 100_000, "nodes: " + doc.nodeCount());
        long before = UnityYamlIndex.rescannedBytes();
        SceneHierarchy hierarchy = SceneHierarchy.of(doc).orElseThrow();
        hierarchy.diagnostics();
        assertEquals(33_334, hierarchy.objects().size());
        assertRereadWithinBudget("the scene hierarchy", UnityYamlIndex.rescannedBytes() - before);
    }

    @Test
    void aCheckReadsNoDocumentAgain() {
        Document doc = read();
        long before = UnityYamlIndex.rescannedBytes();
        DocumentCheck.diagnostics(doc, GraphAnalysis.of(doc));
        assertRereadWithinBudget("a check", UnityYamlIndex.rescannedBytes() - before);
    }

    @Test
    void theFactsReadAsTheDocumentsDo() {
        assertReadAsTheDocumentsDo(text, "scene.unity");
    }

    @ParameterizedTest
    @ValueSource(strings = {"village.unity", "camp-2017.unity"})
    void theFixturesReadAsTheirDocumentsDo(String name) {
        assertReadAsTheDocumentsDo(Fixtures.bytes("unity/" + name), name);
    }

    @ParameterizedTest
    @ValueSource(strings = {"scene-2017.unity", "scene-2022.unity", "edit/styles.unity"})
    void theHandWrittenFilesReadAsTheirDocumentsDo(String name) {
        assertReadAsTheDocumentsDo(UnityFixtures.bytes(name), name);
    }

    /** Links and lists the load leaves to the document (a bare number, a block mapping, a list that is a mapping). */
    @Test
    void oddLinksReadAsTheDocumentsDo() {
        String scene = "%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n" + """
                --- !u!1 &1
                GameObject:
                  m_Component:
                  - component: {fileID: 2}
                  - component: {fileID: 9, guid: 0123456789abcdef0123456789abcdef, type: 3}
                  - {fileID: 3}
                  - component: 5
                  m_Layer: Water
                  m_Name: 'Odd: one'
                  m_TagString: 7
                  m_IsActive: 0.0
                --- !u!4 &2
                Transform:
                  m_GameObject: {fileID: 1}
                  m_Children:
                  - {fileID: 12}
                  - 22
                  m_Father: {fileID: 0}
                  m_RootOrder: 3
                --- !u!114 &3
                MonoBehaviour:
                  m_GameObject: {fileID: 1}
                --- !u!1 &11
                GameObject:
                  m_Component: {fileID: 12}
                  m_Name: "Two"
                  m_IsActive: true
                  m_TagString: Player
                  m_Layer: 4
                --- !u!4 &12
                Transform:
                  m_GameObject:
                    fileID: 11
                  m_Father: 2
                  m_RootOrder: 1.5
                --- !u!1 &21
                GameObject:
                  m_Component:
                  - component: {fileID: 22}
                  m_Name: Three
                  m_Name: "Three: \\"again\\""
                  m_PrefabInternal: {fileID: 99}
                  m_Layer: Water
                  m_TagString: 7
                  m_IsActive: 0.0
                --- !u!4 &22
                Transform:
                  m_GameObject: {fileID: 21}
                  m_Father: {fileID: 2}
                  m_Children: {fileID: 2}
                --- !u!114 &23
                MonoBehaviour:
                  m_GameObject: {fileID: 21, guid: 0123456789abcdef0123456789abcdef, type: 3}
                """;
        assertReadAsTheDocumentsDo(scene.getBytes(StandardCharsets.UTF_8), "odd.unity");
    }

    /** The scene read from the load's notes and read from its documents (the notes set aside) gives the same facts. */
    private static void assertReadAsTheDocumentsDo(byte[] bytes, String name) {
        Document doc = Formats.read(bytes, ReadContext.of(Path.of(name)));
        SceneHierarchy noted = SceneHierarchy.of(doc).orElseThrow();
        Document again = Formats.read(bytes, ReadContext.of(Path.of(name)));
        ((UnityYamlIndex) again.index()).forgetSceneFields();
        SceneHierarchy scanned = SceneHierarchy.of(again).orElseThrow();
        assertEquals(scanned.objects(), noted.objects());
        assertEquals(scanned.rootList(), noted.rootList());
        assertEquals(scanned.tags(), noted.tags());
        assertEquals(scanned.diagnostics().toString(), noted.diagnostics().toString());
    }

    private static void assertRereadWithinBudget(String what, long reread) {
        assertTrue(reread <= BUDGET * text.length, what + " read again " + reread + " bytes of a text of " + text.length
                + String.format(" (%.2f×)", (double) reread / text.length));
    }
}
