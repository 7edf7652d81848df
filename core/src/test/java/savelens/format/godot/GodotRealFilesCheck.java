package savelens.format.godot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.file.Conversions;
import savelens.file.Formats;
import savelens.file.OpenFile;
import savelens.convert.ConversionRefusedException;
import savelens.format.helio.HelioFormat;
import savelens.graph.GraphAnalysis;
import savelens.index.ValueIndex;
import savelens.save.SaveOptions;

/**
 * A check over real Godot projects, run by hand: {@code -Dsavelens.godotFiles=FOLDER} names a folder (say, a
 * checkout of godot-demo-projects) whose {@code .tscn} and {@code .tres} files must all open, walk and save back
 * byte for byte, and convert to helio. Skipped without it: the files are others' and are not in the repository.
 */
class GodotRealFilesCheck {
    @Test
    void everyGodotTextFileOpensAndSavesByteIdentical(@TempDir Path tmp) throws IOException {
        String folder = System.getProperty("savelens.godotFiles");
        if (folder == null) System.err.println("GodotRealFilesCheck skipped: -Dsavelens.godotFiles=FOLDER names no folder");
        assumeTrue(folder != null);
        GodotTextFormat format = (GodotTextFormat) Formats.byName(GodotTextFormat.NAME);
        List<Path> files;
        try (Stream<Path> all = Files.walk(Path.of(folder))) {
            files = all.filter(Files::isRegularFile)
                    .filter(p -> p.getFileName().toString().endsWith(".tscn") || p.getFileName().toString().endsWith(".tres")).sorted().toList();
        }
        int opened = 0, notText = 0, values = 0, converted = 0;
        long nodes = 0, references = 0, dangling = 0, external = 0, cycles = 0, unreachable = 0;
        List<String> notTextFiles = new ArrayList<>();
        Map<Integer, Integer> byFormat = new TreeMap<>();
        Map<String, Integer> refusals = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        List<String> danglingFiles = new ArrayList<>();
        InstancePaths instancePaths = new InstancePaths();
        int typeParameters = 0, hiddenNodes = 0, runningUnderDisabled = 0;
        for (Path file : files) {
            byte[] bytes = Files.readAllBytes(file);
            if (!format.detect(bytes)) {
                notText++; // a binary resource saved under a text extension
                notTextFiles.add(file.toString());
                continue;
            }
            try {
                OpenFile open = OpenFile.read(bytes, ReadContext.of(file));
                Document doc = open.document();
                values += walk(doc);
                GraphAnalysis g = GraphAnalysis.of(doc);
                nodes += doc.fileNodeCount();
                references += g.references() - rootEdges(doc);
                unreachable += g.unreachable();
                dangling += g.dangling();
                cycles += g.cycles().size();
                if (g.dangling() > 0) danglingFiles.add(file + ": " + g.dangling());
                external += doc.externalReferences().count();
                instancePaths.add(file, doc);
                for (int v = 0; v < index(doc).count(); v++) if (index(doc).isTypeParameter(v) && doc.referencedNodeId(v) != null) typeParameters++;
                var scene = savelens.scene.SceneHierarchy.of(doc);
                if (scene.isPresent()) {
                    for (var o : scene.get().objects()) {
                        if (Boolean.FALSE.equals(o.visible())) hiddenNodes++;
                        if (o.activeInHierarchy() && o.parent() >= 0 && !scene.get().object(o.parent()).activeInHierarchy()) runningUnderDisabled++;
                    }
                }
                byFormat.merge(GodotSceneFacts.of(doc).formatVersion(), 1, Integer::sum);
                Path out = tmp.resolve("out" + opened + ".tscn");
                open.convert(format, out, SaveOptions.defaults());
                assertArrayEquals(bytes, Files.readAllBytes(out), file + " saved differently");
                try {
                    byte[] helio = Conversions.convert(doc, format, Formats.byName(HelioFormat.NAME));
                    Formats.read(helio, ReadContext.of(tmp.resolve("converted.json")));
                    converted++;
                } catch (ConversionRefusedException e) {
                    refusals.merge(e.getMessage().replaceAll("#\"[^\"]*\"", "#ID"), 1, Integer::sum);
                }
                opened++;
            } catch (UnreadableDocumentException | AssertionError e) {
                failures.add(file + ": " + e.getMessage());
            }
        }
        System.err.println("GodotRealFilesCheck: " + files.size() + " .tscn/.tres files, " + opened
                + " opened, walked (" + values + " values) and saved byte-identical, " + notText + " not text, " + failures.size() + " failed");
        System.err.println("  by format: " + byFormat + "; nodes " + nodes + ", references " + references + ", dangling " + dangling
                + ", external " + external + ", cycles " + cycles + ", unreachable " + unreachable);
        System.err.println("  typed containers' element types that are resources: " + typeParameters + "; nodes hidden (visible = false): "
                + hiddenNodes + "; nodes running under a disabled parent (process_mode 1-3): " + runningUnderDisabled);
        instancePaths.print();
        notTextFiles.forEach(f -> System.err.println("  not text: " + f));
        System.err.println("  converted to helio: " + converted + "; refused: " + refusals);
        danglingFiles.forEach(f -> System.err.println("  dangling in " + f));
        failures.forEach(System.err::println);
        assertEquals(List.of(), failures);
    }

    private static GodotTextIndex index(Document doc) { return (GodotTextIndex) doc.index(); }

    /**
     * The paths ({@code parent=}, connection ends, listed NodePaths) that go through an instanced node: each must be
     * an external reference into that scene (never dangling), resolved there when the project has the file.
     */
    private static final class InstancePaths {
        int through, sceneFound, nodeFound, nodeMissing, sceneMissing;
        final List<String> missing = new ArrayList<>();

        void add(Path file, Document doc) {
            for (var e : GodotSceneFacts.of(doc).externalValues().entrySet()) {
                String target = e.getValue().target();
                if (!target.contains(" in res://")) continue;
                through++;
                assertTrue(!doc.isDangling(e.getKey()), file + ": a path through an instance is dangling");
                if (e.getValue().path() == null) {
                    sceneMissing++;
                    missing.add(file + ": scene not found for " + target);
                } else if (target.endsWith("(no such node there)")) {
                    sceneFound++;
                    nodeMissing++;
                    missing.add(file + ": " + target);
                } else {
                    sceneFound++;
                    nodeFound++;
                }
            }
        }

        void print() {
            System.err.println("  paths through instanced nodes: " + through + " (scene found " + sceneFound + ": node found " + nodeFound
                    + ", no such node " + nodeMissing + "; scene not found, external: " + sceneMissing + ")");
            missing.forEach(m -> System.err.println("    " + m));
        }
    }

    /** The root's resolved references: the entry points the format made, not references of the file. */
    private static int rootEdges(Document doc) {
        int made = 0;
        for (int e = doc.edges().firstEdge(doc.root()); e < doc.edges().endEdge(doc.root()); e++) if (doc.edges().target(e) >= 0) made++;
        return made;
    }

    /** Every value: children inside their parent's span, in order; scalars decode. */
    private static int walk(Document doc) {
        ValueIndex index = doc.index();
        int n = index.count();
        for (int v = 1; v < n; v++) {
            int p = index.parent(v);
            assertTrue(p >= 0 && p < v, "parent of " + v);
            assertTrue(index.start(p) <= index.start(v) && index.end(v) <= index.end(p), "value " + v + " inside its parent");
            if (index.kind(v) == ValueIndex.STRING) index.string(v);
            if (index.keyStart(v) >= 0) index.name(v);
        }
        return n;
    }
}
