package savelens.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import savelens.diff.Alignment;
import savelens.diff.DocumentDiff;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;
import savelens.path.DocumentPath;

/**
 * A name given twice in one Godot section or Unity mapping: the last one counts, as Godot and Unity read it and as
 * the JSON formats already have it; {@code get} shows it, {@code set} edits it, {@code check} names both lines.
 */
class LastMemberWinsTest {
    static final String GODOT = "[gd_scene format=3]\n\n[node name=\"Root\" type=\"Node2D\"]\nx = 1\nx = 2\n";
    static final String UNITY = "%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!1 &100\nGameObject:\n  m_Name: first\n  m_Layer: 0\n  m_Name: second\n";

    private static Document read(String text, String name) {
        return Formats.read(text.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of(name)));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "scene.tscn | #\".\".x | 2 | 5 | x = 1\\nx = 5\\n | duplicate member \"x\" at line 4, column 1 and line 5, column 1: the game reads only the last one",
        "scene.unity | #100.m_Name | second | \"renamed\" | m_Name: first\\n  m_Layer: 0\\n  m_Name: renamed\\n"
                + " | duplicate member \"m_Name\" at line 5, column 3 and line 7, column 3: the game reads only the last one"})
    void theLastOneIsReadEditedAndReported(String name, String path, String read, String value, String tail, String finding) {
        Document doc = read(name.endsWith(".tscn") ? GODOT : UNITY, name);
        int v = DocumentPath.parse(path).resolve(doc).value();
        assertEquals(read, doc.index().raw(v));

        List<Diagnostic> found = DocumentCheck.diagnostics(doc, GraphAnalysis.of(doc));
        assertEquals(List.of(finding), found.stream().map(Diagnostic::message).filter(m -> m.startsWith("duplicate")).toList());

        Document edited = new SetValue(v, NewValue.parse(value), path).execute(doc);
        String text = new String(edited.text(), StandardCharsets.UTF_8);
        assertEquals(tail.replace("\\n", "\n"), text.substring(text.length() - tail.replace("\\n", "\n").length()));
    }

    @Test
    void aUnityFileWithAnIdGivenTwiceHasNoChangeAgainstItself() {
        String text = "%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!1 &100\nGameObject:\n  m_Name: a\n  m_Component:\n  - component: {fileID: 101}\n"
                + "--- !u!4 &101\nTransform:\n  m_GameObject: {fileID: 100}\n  m_Father: {fileID: 0}\n--- !u!1 &100\nGameObject:\n  m_Name: b\n";
        Document a = read(text, "a.unity"), b = read(text, "b.unity");
        assertEquals(List.of(), DocumentDiff.between(a, b, Alignment.forFormat("unity-yaml", a)));
    }
}
