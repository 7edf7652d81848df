package savelens.format.unity;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.document.ValueKind;
import savelens.edit.AddField;
import savelens.edit.EditCommand;
import savelens.edit.EditRefusedException;
import savelens.edit.InsertElement;
import savelens.edit.RemoveChild;
import savelens.file.Formats;

/**
 * Edits of real Unity files, run by hand like {@link UnityRealFilesCheck} ({@code -Dsavelens.unityFiles=FOLDER}):
 * in every Unity YAML file, random scalars set to awkward strings and numbers (each checked as the property test
 * checks one), and random sequences and mappings given or robbed of a child; each result must read again, with
 * SaveLens and SnakeYAML Engine, and undo to the exact bytes. Refusals are counted by reason.
 */
class UnityRealFilesEditCheck {
    private static final String[] PIECES = {"a", " ", ": ", " #", "'", "\"", "-", ",", "[", "{", "é", "\n", "12", "true", "😀", "\\"};

    @Test
    void randomEditsOfRealFilesKeepThemReadable() throws IOException {
        String folder = System.getProperty("savelens.unityFiles");
        if (folder == null) System.err.println("UnityRealFilesEditCheck skipped: -Dsavelens.unityFiles=FOLDER names no folder");
        assumeTrue(folder != null);
        UnityYamlFormat format = (UnityYamlFormat) Formats.byName(UnityYamlFormat.NAME);
        List<Path> files;
        try (Stream<Path> all = Files.walk(Path.of(folder))) {
            files = all.filter(Files::isRegularFile)
                    .filter(p -> format.extensions().stream().anyMatch(p.getFileName().toString()::endsWith)).sorted().toList();
        }
        Random random = new Random(14);
        int opened = 0, scalars = 0, structural = 0;
        Map<String, Integer> refusals = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        for (Path file : files) {
            byte[] bytes = Files.readAllBytes(file);
            if (!format.detect(bytes)) continue;
            Document doc = Formats.read(bytes, ReadContext.of(file));
            opened++;
            List<Integer> strings = ScalarEditCheck.scalars(doc, ValueKind.STRING), numbers = ScalarEditCheck.scalars(doc, ValueKind.NUMBER);
            for (int i = 0; i < 20; i++) {
                try {
                    if (!strings.isEmpty()) {
                        String s = awkward(random);
                        ScalarEditCheck.check(doc, strings.get(random.nextInt(strings.size())), NewValue.string(s), s);
                        scalars++;
                    }
                    if (!numbers.isEmpty()) {
                        String n = Integer.toString(random.nextInt(20001) - 10000);
                        ScalarEditCheck.check(doc, numbers.get(random.nextInt(numbers.size())), NewValue.number(n), SnakeYamlView.scalar(n));
                        scalars++;
                    }
                    if (structural(doc, random, refusals)) structural++;
                } catch (AssertionError | RuntimeException e) {
                    failures.add(file + ": " + e);
                }
            }
        }
        System.err.println("UnityRealFilesEditCheck: " + opened + " Unity YAML files, " + scalars + " scalar edits and " + structural
                + " structural edits read again and undone byte for byte, " + failures.size() + " failed");
        System.err.println("  refused: " + refusals);
        failures.forEach(System.err::println);
        assertEquals(List.of(), failures);
    }

    /** A random container loses a child or gains one; false when the edit was refused (counted by reason). */
    private static boolean structural(Document doc, Random random, Map<String, Integer> refusals) {
        List<Integer> containers = new ArrayList<>();
        for (int v = 0; v < doc.index().count(); v++) {
            ValueKind k = doc.kind(v);
            if ((k == ValueKind.ARRAY || k == ValueKind.OBJECT) && doc.ownerNode(v) >= 0 && !Synthetic.isSynthetic(doc, v)) containers.add(v);
        }
        if (containers.isEmpty()) return false;
        int c = containers.get(random.nextInt(containers.size()));
        int n = doc.visibleChildCount(c);
        EditCommand edit;
        if (n > 0 && random.nextBoolean()) edit = new RemoveChild(doc.childAt(c, random.nextInt(n)), "child");
        else if (doc.kind(c) == ValueKind.ARRAY) edit = new InsertElement(c, random.nextInt(n + 1), NewValue.string(awkward(random)), "array");
        else edit = new AddField(c, "added" + random.nextInt(1000), NewValue.number("5"), "object");
        try {
            Document after = edit.execute(doc);
            SnakeYamlView.load(after.text());
            assertArrayEquals(doc.text(), edit.undo(after).text(), "undo restores every byte");
            return true;
        } catch (EditRefusedException e) {
            refusals.merge(e.getMessage().replaceAll(".* is a flow mapping .*", "a flow mapping's fields")
                    .replaceAll(".* is a reference; .*", "a string into a list of references"), 1, Integer::sum);
            return false;
        }
    }

    private static String awkward(Random random) {
        StringBuilder s = new StringBuilder();
        for (int i = random.nextInt(5); i >= 0; i--) s.append(PIECES[random.nextInt(PIECES.length)]);
        return s.toString();
    }
}
