package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;
import savelens.app.Samples;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.OpenFile;
import savelens.fixtures.SceneGenerator;
import savelens.json.JsonText;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneObject;
import savelens.scene.ScenePaths;

/**
 * {@code scene --json} written from the scene's rows as bytes is the text the built objects, their scene paths and
 * {@link JsonText#quote} make, object by object ({@link #fromObjects}, as the command once wrote it): on every scene
 * of the fixtures and samples, on names that need escapes, slashes, shared names and no name, on a deep chain, and on a
 * generated scene of many objects.
 */
class SceneJsonTest {
    @TempDir Path dir;

    /** The JSON as written from the built objects, with strings and {@link JsonText#quote}. */
    static String fromObjects(SceneHierarchy scene) {
        StringBuilder b = new StringBuilder("{\"roots\":[");
        for (int i = 0; i < scene.roots().size(); i++) b.append(i > 0 ? "," : "").append(JsonText.quote(scene.roots().get(i).id().toString()));
        b.append("],\"objects\":[");
        List<String> paths = ScenePaths.of(scene).all();
        int at = 0;
        for (SceneObject o : scene.objects()) {
            if (at > 0) b.append(',');
            b.append("{\"id\":").append(JsonText.quote(o.id().toString()))
                    .append(",\"name\":").append(JsonText.quote(o.name()))
                    .append(",\"path\":").append(JsonText.quote(paths.get(at++)))
                    .append(",\"type\":").append(o.type() == null ? "null" : JsonText.quote(o.type()))
                    .append(",\"parent\":").append(o.parent() < 0 ? "null" : JsonText.quote(scene.object(o.parent()).id().toString()))
                    .append(",\"depth\":").append(o.depth())
                    .append(",\"activeSelf\":").append(o.activeSelf())
                    .append(",\"activeInHierarchy\":").append(o.activeInHierarchy());
            if (o.hasVisibility()) b.append(",\"visible\":").append(o.visible());
            if (o.isInherited()) {
                b.append(",\"inherited\":true,\"scene\":").append(o.inherited().scene() == null ? "null" : JsonText.quote(o.inherited().scene()))
                        .append(",\"found\":").append(o.inherited().found());
            }
            b.append(",\"tags\":").append(strings(o.tags()))
                    .append(",\"layer\":").append(o.layer() == null ? "null" : o.layer().json())
                    .append(",\"components\":").append(strings(o.components().stream().map(c -> c.id().toString()).toList()));
            if (o.fromPrefab()) {
                b.append(",\"prefab\":{\"instance\":").append(o.prefab().instanceId() == null ? "null" : JsonText.quote(o.prefab().instanceId().toString()))
                        .append(",\"source\":").append(o.prefab().source() == null ? "null" : JsonText.quote(o.prefab().source()))
                        .append(",\"modifications\":").append(strings(o.prefab().modifications())).append('}');
            }
            b.append('}');
        }
        return b.append("]}").append(System.lineSeparator()).toString();
    }

    private static String strings(List<String> values) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < values.size(); i++) b.append(i > 0 ? "," : "").append(JsonText.quote(values.get(i)));
        return b.append(']').toString();
    }

    private static SceneHierarchy scene(Path file) {
        Document doc = OpenFile.open(file, ReadContext.of(file)).document();
        return SceneHierarchy.forObjects(doc).orElse(null);
    }

    /** The command's bytes, then the same scene's objects built and written as strings: the two agree. */
    private static void agrees(Path file) {
        SceneHierarchy scene = scene(file);
        if (scene == null) return;
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        SceneJson.write(scene, new PrintStream(written, false, StandardCharsets.UTF_8));
        assertEquals(fromObjects(scene(file)), written.toString(StandardCharsets.UTF_8), file.toString());
        // Once the objects are built, the rows are the objects: the same bytes again.
        SceneHierarchy built = scene(file);
        built.objects();
        ByteArrayOutputStream again = new ByteArrayOutputStream();
        SceneJson.write(built, new PrintStream(again, false, StandardCharsets.UTF_8));
        assertEquals(written.toString(StandardCharsets.UTF_8), again.toString(StandardCharsets.UTF_8), file + ", objects built");
    }

    @Test void everySceneOfTheFixturesAndSamples() throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path folder : List.of(Fixtures.folder(), Samples.folder())) {
            try (Stream<Path> all = Files.walk(folder)) {
                all.filter(p -> p.toString().matches(".*\\.(json|unity|tscn)$")).sorted().forEach(files::add);
            }
        }
        assertTrue(files.size() > 10, "scenes found: " + files);
        int scenes = 0;
        for (Path f : files) {
            try {
                if (scene(f) == null) continue;
            } catch (RuntimeException unreadable) {
                continue; // a fixture that is meant not to read
            }
            agrees(f);
            scenes++;
        }
        assertTrue(scenes >= 8, "scenes compared: " + scenes);
    }

    @Test void namesThatNeedEscapesSlashesSharedNamesNoNameAndADeepChain() throws IOException {
        StringBuilder nodes = new StringBuilder("{\"id\":0,\"type\":\"Scene\",\"fields\":{\"name\":\"odd\",\"roots\":[1,2,3,4,5,6,7,8,9,10]}}");
        String[] names = {"plain", "a/b", "a/b", "sl\\\\/é/x", "", "tab\\there \\\"q\\\"", "\\u0001", "\\ud800 lone", "same", "same"};
        for (int i = 0; i < names.length; i++) {
            nodes.append(",{\"id\":").append(i + 1).append(",\"type\":\"GameObject\",\"fields\":{\"name\":\"").append(names[i])
                    .append("\",\"tag\":\"T").append(i % 2 == 0 ? "ä" : "").append("\",\"layer\":").append(i)
                    .append(",\"active\":").append(i % 3 != 0).append(",\"parent\":null,\"children\":[")
                    .append(i == 0 ? "11" : "").append("],\"components\":[").append(1000 + i).append("]}}");
            nodes.append(",{\"id\":").append(1000 + i).append(",\"type\":\"Component\",\"fields\":{\"kind\":\"K\\\\").append(i).append("\",\"owner\":").append(i + 1).append("}}");
        }
        int depth = 150; // below the first root: a chain deeper than the levels kept at first
        for (int d = 0; d < depth; d++) {
            int id = 11 + d;
            nodes.append(",{\"id\":").append(id).append(",\"type\":\"GameObject\",\"fields\":{\"name\":\"").append(d % 5 == 0 ? "x/y" : "n" + d % 3)
                    .append("\",\"parent\":").append(d == 0 ? 1 : id - 1).append(",\"children\":[").append(d + 1 < depth ? String.valueOf(id + 1) : "")
                    .append("],\"components\":[]}}");
        }
        Path file = Files.writeString(dir.resolve("odd.json"), "{\"root\":0,\"nodes\":[" + nodes + "]}", StandardCharsets.UTF_8);
        agrees(file);
    }

    @Test void aGeneratedSceneOfManyObjects() throws IOException {
        Path file = Files.write(dir.resolve("big.json"), SceneGenerator.generate(60_000, SceneGenerator.DEFAULT_SEED));
        agrees(file);
    }

    /**
     * The work after the load allocates a few bytes an object (the rows are read from the scene's arrays and written as
     * bytes), not the objects, paths and strings of every object: on a generated 100k-node scene, under 1,000 bytes per
     * object, the scene's read among them (about 270). Counts bytes, never time. Written as strings from the built
     * objects, the work took about 2,800.
     */
    @Test void theWorkAfterTheLoadAllocatesLittlePerObject() throws IOException {
        Path file = Files.write(dir.resolve("scene-100k.json"), SceneGenerator.generate(100_000, SceneGenerator.DEFAULT_SEED));
        int objects = scene(file).objects().size();
        PrintStream discard = new PrintStream(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8);
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        for (int round = 0; round < 2; round++) { // the first round also loads the classes it needs
            long[] read = {-1};
            int code = Cli.run(List.of("scene", "--json", file.toString()), discard, discard, f -> read[0] = threads.getThreadAllocatedBytes(thread));
            long work = threads.getThreadAllocatedBytes(thread) - read[0];
            assertEquals(0, code);
            assertTrue(read[0] >= 0, "the file was read");
            if (round == 1) assertTrue(work < 1000L * objects, "bytes per object after the load: " + work / objects);
        }
    }
}
