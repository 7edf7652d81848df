package savelens.app.inspector;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.ControlCharacterFiles;
import savelens.app.Samples;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ValueKind;
import savelens.json.JsonText;
import savelens.json.VisibleText;
import savelens.path.DocumentPath;
import savelens.path.Location;

/**
 * For every string value of a document (every one a path leads to): the inspector's text for it reads back as the string, committing
 * that text unchanged makes no edit, and committing it as an explicit edit writes the same string (in the very
 * same bytes when the file spells it as {@code JSON.stringify} does); the file saved afterwards is
 * byte-identical to the one opened.
 */
class UneditedStringsTest {
    @TempDir Path dir;

    @Test void theHelioFixtureKeepsEveryString() throws Exception {
        assertEquals(13, checkEveryString(ControlCharacterFiles.helio(dir)), "string values in controls.json");
    }

    @Test void theMvFixtureKeepsEveryString() throws Exception {
        assertEquals(7, checkEveryString(ControlCharacterFiles.mv(dir)), "string values in controls.rpgsave");
    }

    @Test void anUnescapedLoneSurrogateIsShownEscapedAndKept() throws Exception {
        Path file = ControlCharacterFiles.mvWithRawLoneSurrogate(dir);
        assertEquals(7, checkEveryString(file));
        DocumentViewModel doc = open(file);
        InspectorViewModel inspector = new InspectorViewModel(doc);
        doc.select(DocumentPath.parse("$.actors._data[3]"));
        assertEquals("Luc\\ud800ius", row(inspector, "$.actors._data[3]._name").text());
    }

    /** Every document among the shared samples, when they are here. */
    @TestFactory Stream<DynamicTest> everySharedSampleKeepsEveryString() throws IOException {
        Path samples = Samples.folder();
        if (!Files.isDirectory(samples)) {
            String reason = "skipped: the shared samples are not here (" + samples.toAbsolutePath().normalize() + ")";
            System.err.println(reason);
            org.junit.jupiter.api.Assumptions.abort(reason);
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(samples)) {
            files = walk.filter(Files::isRegularFile)
                    .filter(p -> !p.toString().endsWith(".registry.json") && !p.toString().endsWith(".decoded.json")
                            && !p.getFileName().toString().endsWith(".md"))
                    .sorted().toList();
        }
        assertFalse(files.isEmpty());
        return files.stream().map(p -> DynamicTest.dynamicTest(samples.relativize(p).toString(), () -> {
            Path copy = Samples.copy(Files.createTempDirectory(dir, "sample"), samples.relativize(p).toString());
            int strings = checkEveryString(copy);
            System.err.println(samples.relativize(p) + ": " + strings + " string values kept");
        }));
    }

    @Test void anotherSpellingOfTheSameStringWritesNothing() throws Exception {
        DocumentViewModel doc = open(ControlCharacterFiles.helio(dir));
        InspectorViewModel inspector = new InspectorViewModel(doc);
        doc.select(DocumentPath.parse("#1"));
        FieldRow name = row(inspector, "#1.name");
        assertEquals("Player\\t", name.text());
        Document before = doc.document();
        assertNull(inspector.commitText(name, "Player\\u0009"));
        assertNull(inspector.commitText(name, "\\u0050layer\\t"));
        assertSame(before, doc.document());
        assertFalse(doc.undoableProperty().get());
    }

    @Test void aMalformedEscapeIsRefusedInTheMessageAndWritesNothing() throws Exception {
        DocumentViewModel doc = open(ControlCharacterFiles.helio(dir));
        InspectorViewModel inspector = new InspectorViewModel(doc);
        doc.select(DocumentPath.parse("#1"));
        FieldRow name = row(inspector, "#1.name");
        Document before = doc.document();
        String reason = inspector.commitText(name, "Player\\q");
        assertEquals("name: \\q (character 7) is not an escape; write \\\\ for a backslash, or \\t \\n \\r \\b \\f \\uXXXX", reason);
        assertEquals(reason, doc.messageProperty().get());
        assertSame(before, doc.document());
        assertFalse(doc.dirtyProperty().get());
    }

    @Test void anEditTypedInEscapeFormWritesTheCharactersItNames() throws Exception {
        DocumentViewModel doc = open(ControlCharacterFiles.helio(dir));
        InspectorViewModel inspector = new InspectorViewModel(doc);
        doc.select(DocumentPath.parse("#1"));
        assertNull(inspector.commitText(row(inspector, "#1.name"), "Player\\t2\\\\"));
        String text = new String(doc.document().text(), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(text.contains("\"name\":\"Player\\t2\\\\\""), "written as JSON writes a tab and a backslash");
        assertEquals("Player\\t2\\\\", row(inspector, "#1.name").text());
        assertNull(inspector.commitText(row(inspector, "#1.name"), "Player 3"));
        assertEquals("Player 3", row(inspector, "#1.name").text(), "no backslash: taken as it is");
    }

    /** Runs the three checks on each string value; returns how many there were. */
    private static int checkEveryString(Path file) throws Exception {
        byte[] original = Files.readAllBytes(file);
        DocumentViewModel doc = open(file);
        InspectorViewModel inspector = new InspectorViewModel(doc);
        byte[] text = doc.document().text().clone();
        List<String> problems = new ArrayList<>();
        int strings = 0;
        for (int v = 0; v < doc.document().index().count(); v++) {
            Document d = doc.document();
            if (d.isHidden(v) || d.kind(v) != ValueKind.STRING || d.index().parent(v) < 0) continue;
            DocumentPath path = doc.paths().value(v);
            Location at = doc.paths().resolve(path);
            if (at == null || at.value() != v) continue; // not a field of a node (a helio node's type, the embedded registry)
            strings++;
            String value = d.index().string(v);
            doc.select(path);
            FieldRow row = inspector.fields().stream().filter(r -> r.path().equals(path)).findFirst().orElse(null);
            if (row == null) {
                problems.add(path + ": no field in the inspector");
                continue;
            }
            if (!value.equals(VisibleText.parse(row.text()))) problems.add(path + ": shown as " + row.text() + ", which reads back otherwise");

            String unchanged = inspector.commitText(row, row.text());
            if (unchanged != null || doc.document() != d || doc.undoableProperty().get()) {
                problems.add(path + ": committing the text as shown made an edit (" + unchanged + ")");
                continue;
            }

            String explicit = inspector.commit(row, NewValue.string(VisibleText.parse(row.text())));
            if (explicit != null) {
                problems.add(path + ": the shown text as an explicit edit was refused: " + explicit);
                continue;
            }
            int written = doc.paths().resolve(path).value();
            if (!value.equals(doc.document().index().string(written))) {
                problems.add(path + ": the shown text as an explicit edit wrote another string: " + doc.document().raw(written));
            } else if (d.raw(v).equals(JsonText.quote(value)) && !java.util.Arrays.equals(text, doc.document().text())) {
                // Written as JSON.stringify writes it, the string is written back the same; otherwise (a lone
                // surrogate an older engine left unescaped) the same string may be spelled anew.
                problems.add(path + ": the shown text as an explicit edit changed the bytes (" + d.raw(v) + " became "
                        + doc.document().raw(written) + ")");
            }
            doc.undo();
            if (!java.util.Arrays.equals(text, doc.document().text())) fail(path + ": undo did not restore the text");
        }
        if (!problems.isEmpty()) fail(file.getFileName() + ": " + problems.size() + " of " + strings + " strings:\n" + String.join("\n", problems));
        assertFalse(doc.dirtyProperty().get());
        doc.save(new CurrentThreadTaskExecutor(), null);
        assertEquals("Saved " + file.getFileName() + " (backup: " + file.getFileName() + ".bak)", doc.messageProperty().get());
        assertArrayEquals(original, Files.readAllBytes(file), file.getFileName() + " is byte-identical after the save");
        return strings;
    }

    private static DocumentViewModel open(Path file) {
        return new DocumentViewModel(DocumentLoader.read(file), false);
    }

    private static FieldRow row(InspectorViewModel inspector, String path) {
        DocumentPath canonical = inspector.document().paths().canonical(DocumentPath.parse(path));
        return inspector.fields().stream().filter(r -> r.path().equals(canonical)).findFirst()
                .orElseThrow(() -> new AssertionError("no field " + path + " in " + inspector.fields()));
    }
}
