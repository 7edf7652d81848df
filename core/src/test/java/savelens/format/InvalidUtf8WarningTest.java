package savelens.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import savelens.document.Diagnostic;
import savelens.document.ReadContext;
import savelens.document.Severity;
import savelens.file.OpenFile;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;
import savelens.save.SaveOptions;

/** Bytes that are not UTF-8 in a Unity or Godot file: a warning with line and column each, and a save that keeps them. */
class InvalidUtf8WarningTest {
    @TempDir Path dir;

    private static byte[] bytes(String before, byte[] bad, String after) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.writeBytes(before.getBytes(StandardCharsets.UTF_8));
        b.writeBytes(bad);
        b.writeBytes(after.getBytes(StandardCharsets.UTF_8));
        return b.toByteArray();
    }

    @ParameterizedTest
    @ValueSource(strings = {"scene.unity", "scene.tscn"})
    void checkWarnsWithLineAndColumnAndTheSaveKeepsTheBytes(String name) throws IOException {
        byte[] file = name.endsWith(".unity")
                ? bytes("%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!1 &100\nGameObject:\n  m_Name: h\u00e9", new byte[] {(byte) 0xFF, 'x', (byte) 0xC3},
                        "\n  m_Layer: 0\n")
                : bytes("[gd_scene format=3]\n\n[node name=\"Root\" type=\"Node\"]\ntext = \"h\u00e9", new byte[] {(byte) 0xFF, 'x', (byte) 0xC3}, "\"\n");
        Path path = Files.write(dir.resolve(name), file);
        OpenFile open = OpenFile.open(path, ReadContext.of(path));
        List<String> warnings = DocumentCheck.diagnostics(open.document(), GraphAnalysis.of(open.document()), open.diagnostics()).stream()
                .filter(d -> d.severity() == Severity.WARNING && d.message().contains("UTF-8")).map(Diagnostic::message).toList();
        int line = name.endsWith(".unity") ? 5 : 4, column = name.endsWith(".unity") ? 13 : 11;
        assertEquals(List.of(
                "line " + line + ", column " + column + ": bytes that are not UTF-8 (shown as \uFFFD; written back unchanged)",
                "line " + line + ", column " + (column + 2) + ": bytes that are not UTF-8 (shown as \uFFFD; written back unchanged)"), warnings);

        Path out = dir.resolve("out-" + name);
        open.save(out, SaveOptions.defaults());
        assertArrayEquals(file, Files.readAllBytes(out));
    }
}
