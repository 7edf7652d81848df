package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.edit.DocumentFacts;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.file.OpenFile;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;
import savelens.path.DocumentPath;
import savelens.save.SaveOptions;
import savelens.save.SaveRefusedException;

/**
 * A Marshal file opened from disk is read over a copy of its bytes outside the heap: the index and the analysis
 * {@code info} makes take no copy onto the heap, and saves and edits write the bytes read (and edited), whatever
 * happened to the file on disk since.
 */
class MarshalOffHeapTest {
    private static final String SAVE = "rpgmaker-vxace/Save01.rvdata2";
    private static final String GOLD = "$[1].party.@gold";
    @TempDir Path dir;

    private static MarshalIndex index(OpenFile file) { return (MarshalIndex) file.document().index(); }

    private static int at(Document doc, String path) { return DocumentPath.parse(path, doc).resolve(doc).value(); }

    @Test void anOpenedSaveIsIndexedAndAnalysedWithNoCopyOfItsBytesOnTheHeap() {
        Path save = Fixtures.copy(SAVE, dir);
        OpenFile file = OpenFile.open(save, ReadContext.of(save));
        MarshalIndex index = index(file);
        assertTrue(index.bytes().isDirect(), "the file's bytes are outside the heap");
        Document doc = file.document();
        GraphAnalysis g = GraphAnalysis.of(doc);
        DocumentCheck.diagnostics(doc, g, file.diagnostics());
        doc.raw(at(doc, GOLD));
        assertEquals(0, index.heapCopies(), "reading, analysing and showing a scalar copy nothing onto the heap");
        // The same facts as the file's bytes read on the heap.
        Document onHeap = Formats.read(Fixtures.bytes(SAVE), ReadContext.of(save));
        assertEquals(DocumentFacts.of(onHeap, GraphAnalysis.of(onHeap)), DocumentFacts.of(doc, g));
    }

    /**
     * The kinds and member names the index tells from the bytes are those the reader gives as it reads (neither is
     * kept a value), hash keys shown as names among them.
     */
    @Test void eachValuesKindAndNameToldFromItsBytesAreTheOnesTheReaderGives() throws Exception {
        java.util.List<byte[]> files = new java.util.ArrayList<>();
        for (String engine : java.util.List.of("rpgmaker-xp", "rpgmaker-vx", "rpgmaker-vxace")) {
            try (var all = Files.walk(Fixtures.path(engine))) {
                for (Path f : all.filter(p -> p.toString().matches(".*\\.r(xdata|vdata2?)$")).toList()) files.add(Files.readAllBytes(f));
            }
        }
        for (long seed = 0; seed < 1000; seed++) files.add(MarshalWriter.asRuby(new RandomMarshal(seed).streams()));
        long values = 0, keysShown = 0;
        for (byte[] file : files) {
            MarshalIndexReader r = MarshalIndexReader.read(java.nio.ByteBuffer.wrap(file), true);
            MarshalIndex index = new MarshalIndex(r, java.nio.ByteBuffer.wrap(file));
            for (int v = 0; v < r.count; v++) {
                assertEquals(r.kind[v], index.kind(v), "kind of value " + v);
                assertEquals(r.parentRead[v], index.parent(v), "parent of value " + v);
                assertEquals(r.kind[v] == MarshalIndex.OBJECT || r.kind[v] == MarshalIndex.ARRAY, index.isContainer(v), "container " + v);
                int code = r.nameCode[v];
                String read = code == 0 ? null : code == MarshalIndex.OTHER_NAME ? null : index.symbolName(index.streamNumber(v), code - 1);
                if (code != MarshalIndex.OTHER_NAME) assertEquals(read, index.name(v), "name of value " + v);
                else assertTrue(index.name(v) != null, "a name that is no symbol's, value " + v);
            }
            for (int i = 0; i < r.shownKeyValues.size(); i++) {
                int v = r.shownKeyValues.get(i);
                assertEquals(r.shownKeyNames.get(i), index.name(v), "the name of value " + v + ", shown from its key");
                keysShown++;
            }
            values += r.count;
        }
        assertTrue(files.size() > 1000 && values > 5_000, files.size() + " files, values compared: " + values);
        assertTrue(keysShown > 100, "names shown from their hash keys, compared: " + keysShown);
    }

    @Test void anUnchangedSaveAndAnEditWriteTheBytesReadAndEdited() throws Exception {
        Path save = Fixtures.copy(SAVE, dir);
        byte[] original = Files.readAllBytes(save);
        OpenFile file = OpenFile.open(save, ReadContext.of(save));
        Path same = dir.resolve("same.rvdata2");
        file.write(file.document(), same, SaveOptions.defaults());
        assertArrayEquals(original, Files.readAllBytes(same));

        file.history().execute(new SetValue(at(file.document(), GOLD), NewValue.parse("351"), GOLD));
        file.save(save, SaveOptions.defaults().expecting(file.stamp()));
        byte[] edited = Files.readAllBytes(save);
        Document fresh = new MarshalFormat().read(edited, ReadContext.of(save));
        assertEquals("351", fresh.raw(at(fresh, GOLD)));
        assertEquals(original.length, edited.length);
        int differing = 0;
        for (int i = 0; i < original.length; i++) if (original[i] != edited[i]) differing++;
        assertTrue(differing > 0 && differing <= 2, "only the gold's bytes change: " + differing);
    }

    @Test void aFileChangedOnDiskAfterItWasOpenedChangesNeitherTheDocumentNorWhatIsSaved() throws Exception {
        Path save = Fixtures.copy(SAVE, dir);
        byte[] original = Files.readAllBytes(save);
        OpenFile file = OpenFile.open(save, ReadContext.of(save));
        String gold = file.document().raw(at(file.document(), GOLD));
        // Another program rewrites the file in place, shorter, before the stamp was ever asked for.
        Files.write(save, java.util.Arrays.copyOf(original, original.length / 2));
        assertEquals(gold, file.document().raw(at(file.document(), GOLD)), "the document is over a copy, not the file");
        SaveRefusedException refused = assertThrows(SaveRefusedException.class,
                () -> file.save(save, SaveOptions.defaults().expecting(file.stamp())));
        assertEquals(SaveRefusedException.Reason.CHANGED_ON_DISK, refused.reason());
        Path elsewhere = dir.resolve("elsewhere.rvdata2");
        file.write(file.document(), elsewhere, SaveOptions.defaults());
        assertArrayEquals(original, Files.readAllBytes(elsewhere), "what was read is written, not what is on disk now");
    }
}
