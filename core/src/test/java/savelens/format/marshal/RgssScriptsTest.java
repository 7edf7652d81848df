package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.edit.EditRefusedException;
import savelens.edit.InsertElement;
import savelens.edit.RemoveChild;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.format.marshal.MarshalValue.*;
import savelens.path.DocumentPath;
import savelens.path.ValuePrinter;

/** RPG Maker's script files: known by their shape, each source shown inflated as text, every edit refused, the bytes kept. */
class RgssScriptsTest {
    private static final String ACE = "rpgmaker-vxace/Data/Scripts.rvdata2", XP = "rpgmaker-xp/Data/Scripts.rxdata";

    private static Document read(String fixture) { return Formats.read(Fixtures.bytes(fixture), ReadContext.of(Fixtures.path(fixture))); }

    private static Document read(byte[] bytes) { return new MarshalFormat().read(bytes, ReadContext.of(Path.of("Scripts.rvdata2"))); }

    private static String get(Document doc, String path) { return new ValuePrinter(doc).print(DocumentPath.parse(path, doc).resolve(doc)); }

    private static int at(Document doc, String path) { return DocumentPath.parse(path, doc).resolve(doc).value(); }

    @Test
    void eachScriptShowsItsNameAndItsSourceInflated() {
        Document doc = read(ACE);
        assertEquals("\"Vocab\"", get(doc, "$[0][0][1]"));
        assertEquals("\"module Vocab\\n  Gold = \\\"G\\\"\\nend\\n\"", get(doc, "$[0][0][2]"));
        assertEquals("[40015839,\"▼ Zoé's tweaks\",\"# Zoé: élégant\\nclass Game_Party\\n  def max_gold; 99_999; end\\nend\\n\"]", get(doc, "$[0][2]"));
        // The tree and the inspector show the same text: the raw value as a string, and the decoded string itself.
        int source = at(doc, "$[0][3][2]");
        assertEquals("\"rgss_main { SceneManager.run }\\n\"", doc.raw(source));
        assertEquals("rgss_main { SceneManager.run }\n", doc.index().string(source));
        assertEquals("\"\"", get(doc, "$[0][1][2]")); // an empty source: a separator entry
        assertEquals(RgssFixtures.VX_ACE_SCRIPTS.length, doc.visibleChildCount(at(doc, "$[0]")));
    }

    @Test
    void xpScriptsOfRuby18StringsShowTheSameWay() {
        Document doc = read(XP);
        assertEquals("\"Main\"", get(doc, "$[0][1][1]"));
        assertEquals(RgssFixtures.XP_SCRIPTS[1][1], doc.index().string(at(doc, "$[0][1][2]")));
        assertEquals(RgssScripts.READ_ONLY, doc.syntax().readOnly());
    }

    @Test
    void everyEditIsRefusedWithTheReasonAndTheBytesStay() {
        byte[] bytes = Fixtures.bytes(ACE);
        Document doc = read(ACE);
        List<savelens.edit.EditCommand> edits = List.of(
                new SetValue(at(doc, "$[0][0][1]"), NewValue.parse("\"Words\""), "name"),
                new SetValue(at(doc, "$[0][0][2]"), NewValue.parse("\"p 1\""), "source"),
                new SetValue(at(doc, "$[0][0][0]"), NewValue.parse("7"), "id"),
                new InsertElement(at(doc, "$[0]"), 0, NewValue.parse("1"), "scripts"),
                new RemoveChild(at(doc, "$[0][1]"), "separator"));
        for (savelens.edit.EditCommand edit : edits) {
            EditRefusedException e = assertThrows(EditRefusedException.class, () -> edit.execute(doc), edit.description());
            assertEquals(RgssScripts.READ_ONLY, e.getMessage());
        }
        assertArrayEquals(bytes, doc.text());
    }

    @Test
    void aSaveOrAnotherArrayIsNoScriptsFile() {
        assertNull(read("rpgmaker-vxace/Save01.rvdata2").syntax().readOnly());
        assertNull(read("rpgmaker-vxace/Data/Items.rvdata2").syntax().readOnly());
        // [id, name, text]: the third string is no zlib stream, so the file is an ordinary array and takes edits.
        byte[] plain = MarshalWriter.asRuby(List.of(RgssFixtures.arr(RgssFixtures.arr(RgssFixtures.i(1), RgssFixtures.raw("Main"), RgssFixtures.raw("p 1")))));
        Document doc = read(plain);
        assertNull(doc.syntax().readOnly());
        assertEquals("\"p 1\"", get(doc, "$[0][0][2]"));
        // An empty array has no entries to tell it by.
        assertFalse(RgssScripts.isScripts(MarshalFile.read(MarshalWriter.asRuby(List.of(RgssFixtures.arr())))));
    }

    @Test
    void aSourceThatDoesNotInflateIsShownAsItsBytesAndTheFileStaysReadOnly() {
        byte[] broken = {0x78, 0x01, (byte) 0xff, 0x00}; // a zlib header, then no valid deflate block
        assertNull(RgssScripts.inflate(broken));
        MArray scripts = RgssFixtures.arr(RgssFixtures.arr(RgssFixtures.i(1), RgssFixtures.raw("Broken"), new MString(broken)),
                RgssFixtures.arr(RgssFixtures.i(2), RgssFixtures.raw("Main"), new MString(RgssFixtures.zlibStored("p 2".getBytes(StandardCharsets.UTF_8)))));
        Document doc = read(MarshalWriter.asRuby(List.of(scripts)));
        assertEquals(RgssScripts.READ_ONLY, doc.syntax().readOnly());
        assertEquals("\"x\\u0001\\xFF\\u0000\"", get(doc, "$[0][0][2]"));
        assertEquals("\"p 2\"", get(doc, "$[0][1][2]"));
    }

    @Test
    void aDeflatedSourceOfMoreThanOneBlockInflates() {
        byte[] big = "# line\n".repeat(20_000).getBytes(StandardCharsets.UTF_8); // 140,000 bytes: three stored blocks
        assertArrayEquals(big, RgssScripts.inflate(RgssFixtures.zlibStored(big)));
        java.util.zip.Deflater d = new java.util.zip.Deflater();
        d.setInput(big);
        d.finish();
        byte[] out = new byte[big.length];
        int n = d.deflate(out);
        d.end();
        byte[] compressed = java.util.Arrays.copyOf(out, n);
        assertTrue(RgssScripts.isZlib(compressed));
        assertArrayEquals(big, RgssScripts.inflate(compressed));
    }

    @Test
    void rubyInflatesEachSourceToTheTextShown(@TempDir Path tmp) throws Exception {
        if (!RubyMarshal.available()) {
            System.err.println("RgssScriptsTest.rubyInflatesEachSourceToTheTextShown skipped: no ruby on the PATH");
            return;
        }
        for (String fixture : List.of(ACE, XP)) {
            Document doc = read(fixture);
            StringBuilder shown = new StringBuilder();
            int all = at(doc, "$[0]");
            for (int e = doc.index().firstChild(all); e >= 0; e = doc.index().nextSibling(e)) {
                shown.append(doc.index().string(doc.index().child(e, 2))).append('\u0000');
            }
            Path script = tmp.resolve("inflate.rb");
            Files.writeString(script, "require 'zlib'\nMarshal.load(File.binread(ARGV[0])).each { |e| $stdout.write(Zlib::Inflate.inflate(e[2]) + \"\\0\") }\n");
            Process p = new ProcessBuilder("ruby", script.toString(), Fixtures.path(fixture).toString()).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
            assertEquals(shown.toString(), out, fixture);
        }
    }
}
