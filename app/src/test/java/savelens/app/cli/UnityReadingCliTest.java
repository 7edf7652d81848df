package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code info}, {@code check}, {@code get}, {@code cycles} and {@code convert} on a Unity scene. */
class UnityReadingCliTest {
    private static final String SCENE = """
            %YAML 1.1
            %TAG !u! tag:unity3d.com,2011:
            --- !u!104 &2
            RenderSettings:
              m_Sun: {fileID: 0}
              m_SkyboxMaterial: {fileID: 10304, guid: 0000000000000000f000000000000000, type: 0}
            --- !u!1 &100
            GameObject:
              m_Component:
              - component: {fileID: 101}
              - component: {fileID: 102}
              m_Name: Main Camera
              m_IsActive: 1
            --- !u!4 &101
            Transform:
              m_GameObject: {fileID: 100}
              m_Children: []
              m_Father: {fileID: 0}
              m_RootOrder: 1
            --- !u!114 &102
            MonoBehaviour:
              m_GameObject: {fileID: 100}
              m_Script: {fileID: 11500000, guid: 5ac3b2d9cfe1e4b2f8e0e2a0a1b2c3d4, type: 3}
              target: {fileID: 999}
            --- !u!1 &-7
            GameObject:
              m_Component:
              - component: {fileID: 8}
              m_Name: 'Player: One'
            --- !u!4 &8
            Transform:
              m_GameObject: {fileID: -7}
              m_Children: []
              m_Father: {fileID: 0}
              m_RootOrder: 0
            """;

    @TempDir Path dir;
    Path scene;

    @BeforeEach void write() throws IOException {
        scene = dir.resolve("Main.unity");
        Files.writeString(scene, SCENE);
    }

    @Test
    void infoCountsDocumentsAndReferences() {
        CliTest.Result r = CliTest.run("info", scene.toString(), "--json");
        assertEquals(0, r.code(), r.err());
        // 6 documents; 6 local references resolve (component lists, m_GameObject back links), 1 dangles; 2 with a guid
        assertEquals("{\"format\":\"unity-yaml\",\"root\":\"$\",\"nodes\":6,\"references\":6,\"cycles\":2,\"nodesOnCycles\":5,"
                + "\"shared\":2,\"dangling\":1,\"unreachable\":0,\"externalReferences\":2,\"diagnostics\":{\"errors\":1,\"warnings\":0}}\n", r.out());
        CliTest.Result text = CliTest.run("info", scene.toString());
        assertTrue(text.out().startsWith("format       unity-yaml\nroot         $ Scene\n"), text.out());
    }

    @Test
    void getFollowsTheRootListAndFileIds() {
        assertEquals("[{\"$ref\":\"#-7\"},{\"$ref\":\"#100\"},{\"$ref\":\"#2\"}]\n", CliTest.run("get", scene.toString(), "$").out(),
                "the root objects, then the scene's settings");
        assertEquals("#-7\n", CliTest.run("get", scene.toString(), "#8.m_GameObject").out());
    }

    @Test
    void checkReportsTheDanglingReference() {
        CliTest.Result r = CliTest.run("check", scene.toString());
        assertEquals(1, r.code());
        assertTrue(r.out().contains("#102.target refers to #999, which does not exist"), r.out());
    }

    @Test
    void anUneditedConvertIsByteIdentical() throws IOException {
        Path out = dir.resolve("Copy.unity");
        assertEquals(0, CliTest.run("convert", scene.toString(), "-o", out.toString()).code());
        assertArrayEquals(Files.readAllBytes(scene), Files.readAllBytes(out));
    }

    @Test
    void aSyntaxErrorSaysWhere() throws IOException {
        Files.writeString(scene, SCENE.replace("  m_Name: Main Camera", "  m_Name: \"Main Camera"));
        CliTest.Result r = CliTest.run("info", scene.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("line 12, column 11: unclosed double-quoted string"), r.err());
    }
}
