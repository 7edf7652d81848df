package savelens.format.rpgmaker;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.ValueKind;
import savelens.edit.EditRefusedException;
import savelens.document.NewValue;
import savelens.edit.SetValue;
import savelens.convert.ConversionRefusedException;
import savelens.format.Format;
import savelens.file.Conversions;
import savelens.file.Formats;
import savelens.format.helio.HelioFormat;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;
import savelens.path.DocumentPath;
import savelens.path.Location;
import savelens.path.PathException;
import savelens.path.ValuePrinter;
import savelens.save.DocumentSaver;

/**
 * RPG Maker's {@code StorageManager.saveObject} stores whatever JSON value it is given: a plugin that saves a
 * string (often JSON text inside a string) writes a save whose whole content is that one value.
 */
class SingleValueSavesTest {
    @TempDir Path dir;

    /** A string holding JSON text, as {@code JSON.stringify(JSON.stringify({...}))} writes it. */
    private static final String STRING_OF_JSON = "\"{\\\"quest\\\":3,\\\"flags\\\":[true,false],\\\"note\\\":\\\"tab\\\\there\\\"}\"";

    private static byte[] utf8(String s) { return s.getBytes(StandardCharsets.UTF_8); }

    private Path write(String name, byte[] bytes) throws IOException {
        return Files.write(dir.resolve(name), bytes);
    }

    @Test
    void anMzSaveHoldingAStringOfJsonOpensAsOneValue() throws IOException {
        Path file = write("plugin.rmmzsave", new RpgMakerMzFormat().encode(utf8(STRING_OF_JSON)));
        Document doc = Formats.open(file, ReadContext.of(file));
        assertEquals(RpgMakerMzFormat.NAME, doc.syntax().name());
        assertTrue(doc.isSingleValue());
        assertEquals(0, doc.nodeCount());
        assertEquals(ValueKind.STRING, doc.kind(0));
        GraphAnalysis g = GraphAnalysis.of(doc);
        assertEquals(0, g.references());
        assertEquals(0, g.unreachable());
        assertTrue(DocumentCheck.diagnostics(doc, g).isEmpty());

        Location root = DocumentPath.parse("$").resolve(doc);
        assertEquals(new Location(-1, 0), root);
        assertEquals(STRING_OF_JSON, new ValuePrinter(doc).print(root));
        assertThrows(PathException.class, () -> DocumentPath.parse("$.quest").resolve(doc));
        assertThrows(ConversionRefusedException.class, () -> Conversions.convert(doc, new RpgMakerMzFormat(), Formats.byName(HelioFormat.NAME)));
    }

    @Test
    void anUneditedSingleValueSaveIsWrittenBackByteForByte() throws IOException {
        byte[] original = new RpgMakerMzFormat().encode(utf8(STRING_OF_JSON));
        Path file = write("plugin.rmmzsave", original);
        Document doc = Formats.open(file, ReadContext.of(file));
        Path out = dir.resolve("copy.rmmzsave");
        DocumentSaver.save(new RpgMakerMzFormat(), doc, out);
        assertArrayEquals(original, Files.readAllBytes(out));
    }

    @Test
    void theValueIsEditedAtDollar() throws IOException {
        Path file = write("plugin.rmmzsave", new RpgMakerMzFormat().encode(utf8(STRING_OF_JSON)));
        Document doc = Formats.open(file, ReadContext.of(file));
        Document edited = new SetValue(0, NewValue.parse("\"{\\\"quest\\\":4}\""), "$").execute(doc);
        assertEquals("\"{\\\"quest\\\":4}\"", new String(edited.text(), StandardCharsets.UTF_8));
        DocumentSaver.save(new RpgMakerMzFormat(), edited, file);
        Document again = Formats.open(file, ReadContext.of(file));
        assertEquals("{\"quest\":4}", again.index().string(0));
        // A value keeps its kind, as anywhere else.
        assertThrows(EditRefusedException.class, () -> new SetValue(0, NewValue.parse("42"), "$").execute(doc));
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"text\"", "42", "-1.5e3", "true", "false", "null", "\"\""})
    void everyKindOfValueIsASaveInBothContainers(String json) {
        for (Format format : new Format[] {new RpgMakerMvFormat(), new RpgMakerMzFormat()}) {
            byte[] file = format.encode(utf8(json));
            assertTrue(format.detect(file), format.name() + " recognises a save of " + json);
            Document doc = Formats.read(file, ReadContext.of(Path.of("file1" + format.extensions().get(0))));
            assertEquals(format.name(), doc.syntax().name());
            assertTrue(doc.isSingleValue());
            assertEquals(json, new ValuePrinter(doc).print(DocumentPath.parse("$").resolve(doc)));
            assertArrayEquals(file, format.encode(doc.text()));
        }
    }
}
