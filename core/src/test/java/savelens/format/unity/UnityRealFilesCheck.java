package savelens.format.unity;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.junit.jupiter.api.io.TempDir;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.file.Conversions;
import savelens.convert.ConversionRefusedException;
import savelens.file.Formats;
import savelens.file.OpenFile;
import savelens.format.helio.HelioFormat;
import savelens.index.ValueIndex;
import savelens.save.SaveOptions;

/**
 * A check over real Unity projects, run by hand: {@code -Dsavelens.unityFiles=FOLDER} names a folder (say, a
 * checkout of a Unity project) whose Unity YAML files must all open, walk and save back byte for byte, and
 * convert to helio. Skipped without it: the files are others' and are not in the repository.
 */
class UnityRealFilesCheck {
    @Test
    void everyUnityYamlFileOpensAndSavesByteIdentical(@TempDir Path tmp) throws IOException {
        String folder = System.getProperty("savelens.unityFiles");
        if (folder == null) System.err.println("UnityRealFilesCheck skipped: -Dsavelens.unityFiles=FOLDER names no folder");
        assumeTrue(folder != null);
        UnityYamlFormat format = (UnityYamlFormat) Formats.byName(UnityYamlFormat.NAME);
        List<Path> files;
        try (Stream<Path> all = Files.walk(Path.of(folder))) {
            files = all.filter(Files::isRegularFile).filter(p -> hasUnityExtension(format, p)).sorted().toList();
        }
        int opened = 0, notYaml = 0, values = 0, converted = 0;
        Map<String, Integer> refusals = new TreeMap<>();
        List<String> beyondSnakeYaml = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        for (Path file : files) {
            byte[] bytes = Files.readAllBytes(file);
            if (!format.detect(bytes)) {
                notYaml++; // binary or JSON assets share the extensions
                continue;
            }
            try {
                OpenFile open = OpenFile.read(bytes, ReadContext.of(file));
                Document doc = open.document();
                values += walk(doc);
                List<String> mine = YamlTokens.index(doc);
                List<String> snake;
                try {
                    snake = YamlTokens.snakeYaml(new String(bytes, StandardCharsets.UTF_8));
                } catch (YamlEngineException e) { // Unity writes what it cannot read: an empty key (": x") in ProjectSettings
                    beyondSnakeYaml.add(file.getFileName() + " (" + e.getMessage().lines().reduce((x, y) -> y).orElse("") + ")");
                    snake = mine;
                }
                if (!mine.equals(snake)) failures.add(file + ": reads otherwise than SnakeYAML Engine: " + firstDifference(mine, snake));
                Path out = tmp.resolve("out" + opened + ".unity");
                open.convert(format, out, SaveOptions.defaults());
                assertArrayEquals(bytes, Files.readAllBytes(out), file + " saved differently");
                try {
                    byte[] helio = Conversions.convert(doc, format, Formats.byName(HelioFormat.NAME));
                    Formats.read(helio, ReadContext.of(tmp.resolve("converted.json")));
                    converted++;
                } catch (ConversionRefusedException e) {
                    refusals.merge(e.getMessage().replaceAll("#-?[0-9]+", "#N"), 1, Integer::sum);
                }
                opened++;
            } catch (RuntimeException | AssertionError e) {
                failures.add(file + ": " + e.getMessage());
            }
        }
        System.err.println("UnityRealFilesCheck: " + files.size() + " files with Unity extensions, " + opened
                + " Unity YAML files opened, walked (" + values + " values) and saved byte-identical, " + notYaml
                + " not YAML (binary or JSON), " + failures.size() + " failed");
        System.err.println("  compared with SnakeYAML Engine: " + (opened - beyondSnakeYaml.size()) + " read alike; SnakeYAML cannot read "
                + beyondSnakeYaml.size() + ": " + beyondSnakeYaml);
        System.err.println("  converted to helio: " + converted + "; refused: " + refusals);
        failures.forEach(System.err::println);
        assertEquals(List.of(), failures);
    }

    private static String firstDifference(List<String> a, List<String> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            if (!a.get(i).equals(b.get(i))) return "token " + i + ": " + a.get(i) + " vs " + b.get(i);
        }
        return "lengths " + a.size() + " vs " + b.size();
    }

    private static boolean hasUnityExtension(UnityYamlFormat format, Path p) {
        String name = p.getFileName().toString();
        return format.extensions().stream().anyMatch(name::endsWith);
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
