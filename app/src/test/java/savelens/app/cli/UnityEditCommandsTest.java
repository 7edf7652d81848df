package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code set}, {@code insert}, {@code remove} and {@code add-field} on a Unity scene: each changes its own lines and saves as for every format. */
class UnityEditCommandsTest {
    private static final String SCENE = """
            %YAML 1.1
            %TAG !u! tag:unity3d.com,2011:
            --- !u!1 &100
            GameObject:
              m_ObjectHideFlags: 0
              m_Component:
              - component: {fileID: 101}
              m_Layer: 0
              m_Name: Main Camera
              m_TagString: MainCamera
              m_IsActive: 1
            --- !u!4 &101
            Transform:
              m_ObjectHideFlags: 0
              m_GameObject: {fileID: 100}
              m_LocalPosition: {x: 0, y: 1, z: -10}
              m_Children: []
              m_Father: {fileID: 0}
              m_RootOrder: 0
            --- !u!1 &200
            GameObject:
              m_ObjectHideFlags: 0
              m_Component:
              - component: {fileID: 201}
              m_Layer: 0
              m_Name: 'Child: one'
              m_TagString: Untagged
              m_IsActive: 1
            --- !u!4 &201
            Transform:
              m_ObjectHideFlags: 0
              m_GameObject: {fileID: 200}
              m_LocalPosition: {x: 0, y: 0, z: 0}
              m_Children: []
              m_Father: {fileID: 0}
              m_RootOrder: 1
            """;

    @TempDir Path dir;
    Path scene;

    @BeforeEach void write() throws IOException {
        scene = dir.resolve("Main.unity");
        Files.writeString(scene, SCENE);
    }

    private static CliTest.Result run(String... args) { return CliTest.run(args); }

    private void assertSaved(CliTest.Result r, String expected) throws IOException {
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        assertEquals(expected, Files.readString(scene));
        assertEquals(SCENE, Files.readString(dir.resolve("Main.unity.bak")), "the file as it was is the backup");
    }

    private void assertRefused(CliTest.Result r, String reason) throws IOException {
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().startsWith("savelens: " + scene + ": "), r.err());
        assertTrue(r.err().contains(reason), r.err());
        assertEquals(1, r.err().lines().count(), "one line");
        assertEquals(SCENE, Files.readString(scene));
        assertFalse(Files.exists(dir.resolve("Main.unity.bak")), "nothing was saved");
    }

    @Test void setWritesAStringInAStyleThatKeepsIt() throws IOException {
        assertSaved(run("set", scene.toString(), "#100.m_Name", "\"Camera: main\""),
                SCENE.replace("m_Name: Main Camera", "m_Name: 'Camera: main'"));
        assertEquals("\"Camera: main\"\n", run("get", scene.toString(), "#100.m_Name").out());
        assertEquals(0, run("set", scene.toString(), "#200.m_Name", "\"Child two\"").code());
        assertTrue(Files.readString(scene).contains("m_Name: 'Child two'"), "a quoted scalar stays quoted");
    }

    @Test void setRetargetsAReferenceByItsNumber() throws IOException {
        assertSaved(run("set", scene.toString(), "#201.m_Father", "#101"),
                SCENE.replace("m_Father: {fileID: 0}\n  m_RootOrder: 1", "m_Father: {fileID: 101}\n  m_RootOrder: 1"));
        assertEquals("#101\n", run("get", scene.toString(), "#201.m_Father").out());
    }

    @Test void insertOpensAnEmptyListIntoABlockAndRemoveClosesIt() throws IOException {
        assertSaved(run("insert", scene.toString(), "#101.m_Children", "0", "#201"),
                SCENE.replace("m_Children: []\n  m_Father: {fileID: 0}\n  m_RootOrder: 0",
                        "m_Children:\n  - {fileID: 201}\n  m_Father: {fileID: 0}\n  m_RootOrder: 0"));
        assertEquals("[{\"$ref\":\"#201\"}]\n", run("get", scene.toString(), "#101.m_Children").out());
        assertEquals(0, run("remove", scene.toString(), "#101.m_Children[0]").code());
        assertEquals(SCENE, Files.readString(scene));
    }

    @Test void addFieldAndRemoveWorkOnBlockMappings() throws IOException {
        assertSaved(run("add-field", scene.toString(), "#100", "m_StaticEditorFlags", "0"),
                SCENE.replace("  m_IsActive: 1\n--- !u!4 &101", "  m_IsActive: 1\n  m_StaticEditorFlags: 0\n--- !u!4 &101"));
        assertEquals(0, run("remove", scene.toString(), "#100.m_StaticEditorFlags").code());
        assertEquals(SCENE, Files.readString(scene));
    }

    @Test void addNodeAppendsADocumentAndDeleteNodeTakesItAway() throws IOException {
        CliTest.Result r = run("add-node", scene.toString(), "Transform", "{\"m_GameObject\":{\"$ref\":\"#200\"},\"m_Children\":[]}");
        assertSaved(r, SCENE + "--- !u!4 &202\nTransform:\n  m_GameObject: {fileID: 200}\n  m_Children: []\n");
        assertEquals("#202\n", r.out());
        assertEquals(0, run("delete-node", scene.toString(), "#202").code());
        assertEquals(SCENE, Files.readString(scene));
        CliTest.Result referenced = run("delete-node", scene.toString(), "#201");
        assertEquals(1, referenced.code());
        assertTrue(referenced.err().contains("still referenced by #200 GameObject.m_Component"), referenced.err());
    }

    @Test void whatTheLayoutDoesNotAllowIsRefusedWithTheReason() throws IOException {
        assertRefused(run("add-field", scene.toString(), "#101.m_LocalPosition", "w", "1"), "flow mapping");
        assertRefused(run("set", scene.toString(), "#100.m_IsActive", "true"), "holds a number");
        assertRefused(run("set", scene.toString(), "$[0]", "#201"), "root list");
        assertRefused(run("add-node", scene.toString(), "Light"), "no Light document");
    }
}
