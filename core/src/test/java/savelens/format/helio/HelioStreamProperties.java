package savelens.format.helio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import savelens.Fixtures;
import savelens.Samples;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.format.JsonTexts;
import savelens.registry.RegistrySource;
import savelens.registry.TypeRegistry;

/**
 * Classifying nodes while the text is indexed must give exactly what classifying them from the finished
 * index gives: the same nodes, references, diagnostics, or the same error. Random documents vary what the
 * streaming read relies on (member order, registry place, kinds, escapes, damage) so both paths are taken.
 */
class HelioStreamProperties {
    private static final HelioFormat HELIO = new HelioFormat();
    private static final String TYPES = "[{\"name\":\"A\",\"fields\":[{\"name\":\"r\",\"kind\":\"ref\",\"type\":\"A\"},"
            + "{\"name\":\"kids\",\"kind\":\"array\",\"type\":\"B\"},{\"name\":\"s\",\"kind\":\"string\"},"
            + "{\"name\":\"n\",\"kind\":\"number\"},{\"name\":\"b\",\"kind\":\"bool\"},{\"name\":\"any\",\"kind\":\"any\"}]},"
            + "{\"name\":\"B\",\"fields\":[{\"name\":\"r\",\"kind\":\"ref\"}]}]";

    /** Where the registry is: none, embedded before or after the nodes, or given by the caller. */
    enum RegistryPlace { NONE, BEFORE, AFTER, GIVEN, BROKEN_BEFORE }

    /** How a node's members are written. */
    enum Layout { ID_TYPE_FIELDS, TYPE_ID_FIELDS, FIELDS_FIRST, NO_TYPE, NO_FIELDS, DUPLICATES, EXTRA_MEMBER, NOT_AN_OBJECT }

    record Node(long id, String type, Layout layout, List<String> fields) {}

    @Provide
    Arbitrary<String> fieldValues() {
        return Arbitraries.oneOf(
                Arbitraries.integers().between(-2, 12).map(String::valueOf),
                Arbitraries.of("null", "true", "false", "1.5", "2e3", "99999999999999999999", "-0", "\"x\"", "\"\\u0041\"",
                        "{}", "{\"k\":3}", "[]", "[1,2]", "[3,null,4]", "[1,\"a\"]", "[[1]]", "[{\"id\":1}]", " 7 "));
    }

    @Provide
    Arbitrary<List<Node>> graphs() {
        Arbitrary<String> names = Arbitraries.of("r", "kids", "s", "n", "b", "any", "extra", "other", "r\\u0000", "k\\u0069ds");
        Arbitrary<String> field = Combinators.combine(names, fieldValues()).as((n, v) -> "\"" + n + "\":" + v);
        Arbitrary<Layout> layouts = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(20, Arbitraries.just(Layout.ID_TYPE_FIELDS)),
                net.jqwik.api.Tuple.of(1, Arbitraries.of(Layout.values())));
        Arbitrary<Node> node = Combinators.combine(
                Arbitraries.longs().between(0, 12),
                Arbitraries.of("A", "B", "C", "\\u0041"),
                layouts,
                field.list().ofMaxSize(5)).as(Node::new);
        return node.list().ofMinSize(1).ofMaxSize(12);
    }

    static String write(List<Node> nodes, RegistryPlace place, long root) {
        StringBuilder s = new StringBuilder("{");
        if (place == RegistryPlace.BEFORE || place == RegistryPlace.GIVEN) s.append("\"types\":").append(TYPES).append(',');
        if (place == RegistryPlace.BROKEN_BEFORE) s.append("\"types\":[{\"fields\":[]}],");
        s.append("\"root\":").append(root).append(",\"nodes\":[");
        for (int i = 0; i < nodes.size(); i++) {
            Node n = nodes.get(i);
            if (i > 0) s.append(",\n ");
            String id = "\"id\":" + n.id(), type = "\"type\":\"" + n.type() + "\"", fields = "\"fields\":{" + String.join(",", n.fields()) + "}";
            s.append(switch (n.layout()) {
                case ID_TYPE_FIELDS -> "{" + id + "," + type + "," + fields + "}";
                case TYPE_ID_FIELDS -> "{" + type + ", " + id + ", " + fields + "}";
                case FIELDS_FIRST -> "{" + fields + "," + id + "," + type + "}";
                case NO_TYPE -> "{" + id + "," + fields + "}";
                case NO_FIELDS -> "{" + id + "," + type + "}";
                case DUPLICATES -> "{" + id + ",\"id\":\"dup\"," + type + ",\"type\":7," + fields + ",\"fields\":{\"r\":1}}";
                case EXTRA_MEMBER -> "{\"meta\":{\"id\":[1]}," + id + "," + type + "," + fields + ",\"tail\":[{\"r\":2}]}";
                case NOT_AN_OBJECT -> "[" + n.id() + "]";
            });
        }
        s.append(']');
        if (place == RegistryPlace.AFTER) s.append(",\"types\":").append(TYPES);
        return s.append('}').toString();
    }

    @Property(tries = 1500)
    void bothWaysOfReadingAgree(@ForAll("graphs") List<Node> nodes, @ForAll RegistryPlace place) {
        long root = nodes.get(0).id();
        byte[] text = write(nodes, place, root).getBytes(StandardCharsets.UTF_8);
        ReadContext context = ReadContext.of(Path.of("random.json"));
        if (place == RegistryPlace.GIVEN) {
            context = context.withRegistry(TypeRegistry.parse("{\"types\":[{\"name\":\"B\",\"fields\":[{\"name\":\"kids\",\"kind\":\"array\"}]}]}"
                    .getBytes(StandardCharsets.UTF_8)), RegistrySource.GIVEN);
        }
        assertEquals(outcome(text, context, false), outcome(text, context, true));
        assertEquals(outcome(text, context, true), outcomeOutside(text, context), "read from outside the heap");
        assertEquals(outcome(text, context, true), outcomeBesideTheParse(text, context), "read beside the parse");
    }

    /** A scene of many batches (see ValueRelay) read beside the parse, on the heap and outside it, as on the parse's thread. */
    @Example
    void aSceneOfManyBatchesReadsBesideTheParseAsOnItsThread() {
        StringBuilder s = new StringBuilder("{\"types\":" + TYPES + ",\"root\":0,\"nodes\":[");
        java.util.Random r = new java.util.Random(11);
        int n = 6_000;
        for (int i = 0; i < n; i++) {
            if (i > 0) s.append(",\n");
            String type = i % 3 == 0 ? "B" : "A";
            s.append("{\"id\":").append(i).append(",\"type\":\"").append(type).append("\",\"fields\":{");
            if (type.equals("B")) s.append("\"r\":").append(r.nextInt(n + 5)); // some name no node: dangling
            else s.append("\"r\":").append(r.nextInt(n)).append(",\"kids\":[").append(r.nextInt(n)).append(',').append(r.nextInt(n))
                    .append("],\"s\":\"{[\\\"").append(i).append("\\\"]}\",\"n\":").append(r.nextInt(50)).append('.').append(r.nextInt(9))
                    .append(",\"b\":").append(r.nextBoolean()).append(",\"inferred\":").append(r.nextInt(n)).append(",\"any\":{\"x\":[1,{\"y\":null}]}");
            s.append("}}");
        }
        byte[] text = s.append("]}").toString().getBytes(StandardCharsets.UTF_8);
        ReadContext context = ReadContext.of(Path.of("many.json"));
        String onItsThread = outcome(text, context, true);
        assertTrue(!onItsThread.startsWith("unreadable"), onItsThread.length() > 300 ? onItsThread.substring(0, 300) : onItsThread);
        assertEquals(outcome(text, context, false), onItsThread);
        assertEquals(onItsThread, outcomeBesideTheParse(text, context));
        java.nio.ByteBuffer outside = java.nio.ByteBuffer.allocateDirect(text.length).put(text).flip().asReadOnlyBuffer();
        assertEquals(onItsThread, outcome(HELIO.readBesideTheParse(outside, context)), "outside the heap");
        assertTrue(text.length < HelioStream.OWN_THREAD_FROM || HelioStream.OWN_THREAD_FROM == Long.MAX_VALUE,
                "read on the parse's thread by default, so the two ways differ");
    }

    /**
     * Names, blanks, strings and numbers longer than the windows a text outside the heap is read through (64 kB) and
     * than the first look back for a name (256 bytes) are read as on the heap.
     */
    @Example
    void longNamesBlanksAndValuesReadFromOutsideTheHeapAsOnIt() {
        String longName = "n".repeat(70_000) + "\\\"q" + "m".repeat(300);
        String blanks = " ".repeat(70_000);
        String digits = "1" + "0".repeat(9_000); // under the parser's limit on a number's length
        String text = "{\"types\":" + TYPES + ",\"root\":1,\"nodes\":[{\"id\":1,\"type\":\"A\",\"fields\":{\"r\":2,\"" + longName
                + "\":" + blanks + "\"" + "s".repeat(90_000) + "\",\"n\":" + digits + ",\"s\"" + blanks + ":" + blanks + "\"x\\\"\"}},"
                + "{\"id\":2,\"type\":\"B\",\"fields\":{\"r\":1}}," + "{\"id\":3,\"type\":\"" + "T".repeat(70_000) + "\",\"fields\":{}}]}";
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        ReadContext context = ReadContext.of(Path.of("long.json"));
        String heap = outcome(bytes, context, true);
        assertTrue(!heap.startsWith("unreadable"), heap.length() > 300 ? heap.substring(0, 300) : heap);
        assertEquals(heap, outcomeOutside(bytes, context));
        for (String broken : List.of("", "  \n", "{\"root\":1,\"nodes\":[", "{\"root\":1,\"nodes\":[]} x", "[1,2]", "{\"a\":1}")) {
            byte[] b = broken.getBytes(StandardCharsets.UTF_8);
            assertEquals(outcome(b, context, true), outcomeOutside(b, context), broken);
        }
    }

    @Example
    void theUsualLayoutIsClassifiedWhileIndexingAndOthersFromTheIndex() {
        for (RegistryPlace place : RegistryPlace.values()) {
            for (Layout layout : Layout.values()) {
                List<Node> nodes = List.of(new Node(1, "A", Layout.ID_TYPE_FIELDS, List.of("\"r\":1")), new Node(2, "B", layout, List.of()));
                byte[] text = write(nodes, place, 1).getBytes(StandardCharsets.UTF_8);
                HelioStream stream = new HelioStream(text, ReadContext.of(Path.of("x.json")));
                JsonTexts.index(text, stream);
                boolean usual = layout == Layout.ID_TYPE_FIELDS || layout == Layout.TYPE_ID_FIELDS
                        || layout == Layout.DUPLICATES || layout == Layout.EXTRA_MEMBER;
                boolean registryInTime = place != RegistryPlace.AFTER && place != RegistryPlace.BROKEN_BEFORE;
                assertEquals(usual && registryInTime, stream.completed(), place + " " + layout);
            }
        }
    }

    @Example
    void theFixturesReadTheSameBothWays() throws Exception {
        assertEquals(4, helioReadTheSameBothWays(Fixtures.dir()), "island, scene, village and attic");
    }

    @Example
    void theSharedSamplesReadTheSameBothWays() throws Exception {
        assertTrue(helioReadTheSameBothWays(Samples.dir()) >= 2);
    }

    /** Reads every helio document under {@code dir} both ways, expecting the same; returns how many there were. */
    private static int helioReadTheSameBothWays(Path dir) throws Exception {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(dir)) {
            files = walk.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        int helio = 0;
        for (Path p : files) {
            byte[] text = Files.readAllBytes(p);
            if (!HELIO.detect(text)) continue;
            helio++;
            ReadContext context = ReadContext.of(p);
            assertEquals(outcome(text, context, false), outcome(text, context, true), p.toString());
            assertEquals(outcome(text, context, true), outcomeOutside(text, context), p + " read from outside the heap");
            assertEquals(outcome(text, context, true), outcomeBesideTheParse(text, context), p + " read beside the parse");
        }
        return helio;
    }

    /** Everything a read decides, as text: the error, or nodes, per-value roles and diagnostics. */
    static String outcome(byte[] text, ReadContext context, boolean whileIndexing) {
        try {
            return outcome(HELIO.read(text, context, whileIndexing));
        } catch (UnreadableDocumentException e) {
            return "unreadable: " + e.getMessage();
        }
    }

    /** As {@link #outcome}, the nodes classified on a thread beside the parse's. */
    static String outcomeBesideTheParse(byte[] text, ReadContext context) {
        try {
            return outcome(HELIO.readBesideTheParse(text, context));
        } catch (UnreadableDocumentException e) {
            return "unreadable: " + e.getMessage();
        }
    }

    /** As {@link #outcome}, the text read from a copy outside the heap. */
    static String outcomeOutside(byte[] text, ReadContext context) {
        java.nio.ByteBuffer outside = java.nio.ByteBuffer.allocateDirect(text.length).put(text).flip().asReadOnlyBuffer();
        try {
            Document d = HELIO.read(outside, context);
            assertTrue(((savelens.json.JsonIndex) d.index()).readsOutsideHeap());
            return outcome(d);
        } catch (UnreadableDocumentException e) {
            return "unreadable: " + e.getMessage();
        }
    }

    private static String outcome(Document d) {
        List<String> out = new ArrayList<>();
        var index = d.index();
        for (int v = 0; v < index.count(); v++) {
            out.add("value " + v + " " + index.kind(v) + " [" + index.start(v) + "," + index.end(v) + ") key " + index.keyStart(v)
                    + " parent " + index.parent(v) + " after " + index.after(v));
        }
        out.add("registry " + d.registrySource() + " root " + d.root());
        for (int n = 0; n < d.nodeCount(); n++) {
            out.add("node " + d.nodeId(n) + " " + d.type(n) + " at " + d.nodeValue(n) + " body " + d.body(n));
        }
        for (int v = 0; v < d.index().count(); v++) {
            if (d.target(v) >= 0 || d.isDangling(v)) out.add("value " + v + " → " + d.target(v) + " (" + d.referencedNodeId(v) + ")");
        }
        d.readDiagnostics().forEach(x -> out.add(x.toString()));
        return String.join("\n", out);
    }
}
