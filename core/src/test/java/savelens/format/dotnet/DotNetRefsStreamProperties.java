package savelens.format.dotnet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.format.JsonTexts;

/**
 * Reading the .NET metadata while the text is indexed must give exactly what walking the finished index gives:
 * the same nodes, references, hidden members, diagnostics, or the same error. Random documents mix what .NET
 * writes with what it never does (metadata out of order, odd ids, escaped names), so both paths are taken.
 */
class DotNetRefsStreamProperties {
    private static final DotNetRefsFormat DOTNET = new DotNetRefsFormat();

    @Property(tries = 1500)
    void bothWaysOfReadingAgree(@ForAll Random random) {
        String doc = random.nextInt(8) == 0 ? array(random, 0) : object(random, 0, true);
        byte[] text = doc.getBytes(StandardCharsets.UTF_8);
        ReadContext context = ReadContext.of(Path.of("random.json"));
        assertEquals(outcome(text, context, false), outcome(text, context, true), doc);
    }

    @Example
    void whatDotNetWritesIsReadWhileIndexingAndTheRestFromTheIndex() {
        String[] usual = {
            "{\"$id\":\"1\",\"a\":{\"$ref\":\"2\"},\"b\":{\"$id\":\"2\",\"$type\":\"T, A\",\"$values\":[{\"$ref\":\"1\"}]}}",
            "{\"$type\":\"Root\",\"x\":{\"$type\":\"Leaf\",\"v\":1}}",
            "[{\"$id\":\"1\"},{\"$ref\":\"1\"},{\"$ref\":\"9\"}]",
            "{}"};
        String[] other = {
            "{\"a\":1,\"$id\":\"1\"}", "{\"$id\":\"a1\"}", "{\"x\":{\"$ref\":\"1\",\"y\":2}}", "{\"x\":{\"\\u0024id\":\"1\"}}",
            "{\"x\":{\"$values\":[]}}", "{\"x\":{\"$ref\":1}}", "7"};
        for (String s : usual) assertTrue(streamed(s), s);
        for (String s : other) assertFalse(streamed(s), s);
    }

    @Example
    void theFixturesReadTheSameBothWays() throws Exception {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(Fixtures.dir().resolve("dotnet-refs"))) {
            files = walk.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertTrue(files.size() >= 2);
        for (Path p : files) {
            byte[] text = Files.readAllBytes(p);
            assertEquals(outcome(text, ReadContext.of(p), false), outcome(text, ReadContext.of(p), true), p.toString());
        }
    }

    private static boolean streamed(String doc) {
        byte[] text = doc.getBytes(StandardCharsets.UTF_8);
        DotNetRefsStream stream = new DotNetRefsStream(text);
        JsonTexts.index(text, stream);
        return stream.completed();
    }

    private static String object(Random r, int depth, boolean root) {
        List<String> members = new ArrayList<>();
        int shape = r.nextInt(10);
        String id = "\"$id\":" + pick(r, "\"1\"", "\"2\"", "\"3\"", "\"4\"", "\"10\"", "\"a\"", "\"07\"", "5", "null", "\"\\u0031\"");
        String type = "\"$type\":" + pick(r, "\"T\"", "\"U, Asm\"", "\"T\"", "3");
        if (!root && shape == 0) return "{\"$ref\":" + pick(r, "\"1\"", "\"2\"", "\"3\"", "\"9\"", "\"b\"", "4", "\"\"") + "}";
        if (!root && shape == 1) return "{\"$ref\":\"2\"," + pick(r, "\"k\":1", "\"$id\":\"6\"") + "}";
        if (shape <= 5) members.add(id);
        if (shape == 3 || shape == 6) members.add(type);
        if (shape == 4 || shape == 7) {
            members.add("\"$values\":" + array(r, depth + 1));
            if (r.nextInt(4) == 0) members.add("\"k\":2");
        } else {
            int n = r.nextInt(depth > 3 ? 2 : 4);
            for (int i = 0; i < n; i++) members.add("\"" + pick(r, "a", "b", "c", "$x", "\\u0024type", "$type", "$id", "$values") + "\":" + value(r, depth + 1));
        }
        if (r.nextInt(12) == 0) java.util.Collections.shuffle(members, r);
        return "{" + String.join(",", members) + "}";
    }

    private static String array(Random r, int depth) {
        List<String> elements = new ArrayList<>();
        int n = r.nextInt(depth > 3 ? 2 : 4);
        for (int i = 0; i < n; i++) elements.add(value(r, depth + 1));
        return "[" + String.join(", ", elements) + "]";
    }

    private static String value(Random r, int depth) {
        int k = r.nextInt(depth > 4 ? 3 : 6);
        return switch (k) {
            case 0 -> pick(r, "1", "null", "\"s\"", "true", "2.5");
            case 1, 2 -> object(r, depth, false);
            case 3 -> array(r, depth);
            default -> object(r, depth, false);
        };
    }

    private static String pick(Random r, String... options) { return options[r.nextInt(options.length)]; }

    /** Everything a read decides, as text: the error, or nodes, per-value roles and diagnostics. */
    static String outcome(byte[] text, ReadContext context, boolean whileIndexing) {
        Document d;
        try {
            d = DOTNET.read(text, context, whileIndexing);
        } catch (UnreadableDocumentException e) {
            return "unreadable: " + e.getMessage();
        }
        List<String> out = new ArrayList<>();
        out.add("root " + d.root());
        for (int n = 0; n < d.nodeCount(); n++) {
            out.add("node " + d.nodeId(n) + " " + d.type(n) + " at " + d.nodeValue(n) + " body " + d.body(n));
        }
        for (int v = 0; v < d.index().count(); v++) {
            if (d.target(v) >= 0 || d.isDangling(v)) out.add("value " + v + " → " + d.target(v) + " (" + d.referencedNodeId(v) + ")");
            if (d.isHidden(v)) out.add("hidden " + v);
        }
        d.readDiagnostics().forEach(x -> out.add(x.toString()));
        return String.join("\n", out);
    }
}
