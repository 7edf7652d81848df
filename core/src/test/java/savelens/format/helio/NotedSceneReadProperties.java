package savelens.format.helio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.json.VisibleText;
import savelens.scene.SceneComponent;
import savelens.scene.SceneFacts;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneObject;
import savelens.scene.SceneShape;
import savelens.scene.SceneValues;

/**
 * The helio scene read straight from the fields noted while the document was read ({@link NotedSceneRead}) is the
 * scene read node by node, from the same noted fields and from a scan of each node's text: on random documents that
 * mix the scene's field names with values of every kind (links that lead nowhere or to a node of another kind, lists
 * of anything, names that are no strings, components listed by several objects or by none), whatever a field the
 * direct read missed or took otherwise would show in the objects, their order, the root list or the findings.
 */
class NotedSceneReadProperties {
    private static final String TYPES = "[{\"name\":\"Scene\",\"fields\":[{\"name\":\"name\",\"kind\":\"string\"},"
            + "{\"name\":\"roots\",\"kind\":\"array\",\"type\":\"GameObject\"}]},"
            + "{\"name\":\"GameObject\",\"fields\":[{\"name\":\"name\",\"kind\":\"string\"},{\"name\":\"parent\",\"kind\":\"ref\"},"
            + "{\"name\":\"children\",\"kind\":\"array\",\"type\":\"GameObject\"},{\"name\":\"components\",\"kind\":\"array\",\"type\":\"Component\"}]},"
            + "{\"name\":\"Component\",\"fields\":[{\"name\":\"kind\",\"kind\":\"string\"},{\"name\":\"owner\",\"kind\":\"ref\"}]}]";

    /** A node: its id, its type, and its fields as written. */
    record Node(int id, String type, List<String> fields) {}

    @Provide
    Arbitrary<List<Node>> scenes() {
        return Arbitraries.integers().between(1, 30).flatMap(n -> {
            Arbitrary<Integer> ids = Arbitraries.integers().between(-1, n); // -1 and n name no node
            Arbitrary<String> link = Arbitraries.oneOf(ids.map(String::valueOf), Arbitraries.of("null", "\"3\"", "{\"k\":1}", "1.5"));
            Arbitrary<String> list = Arbitraries.oneOf(
                    link.list().ofMaxSize(5).map(l -> "[" + String.join(",", l) + "]"),
                    ids.list().ofMaxSize(4).map(l -> l.toString().replace(" ", "")),
                    Arbitraries.of("[]", "7", "\"x\"", "null", "{}"));
            Arbitrary<String> text = Arbitraries.of("\"Rock\"", "\"Lamp\"", "\"\"", "\"H\\u00e9ros \\\"1\\\"\"", "\"é\"", "3", "null", "true", "[\"a\"]");
            Arbitrary<String> flag = Arbitraries.of("true", "false", "0", "1", "2.5", "\"no\"", "null");
            Arbitrary<String> tags = Arbitraries.of("[\"a\",\"b\"]", "[]", "[\"a\",3]", "\"a\"", "5");
            Arbitrary<String> layer = Arbitraries.of("5", "-2", "1.50", "\"Water\"", "null", "[1]");
            List<Arbitrary<String>> fields = List.of(
                    text.map(v -> "\"name\":" + v), flag.map(v -> "\"active\":" + v), text.map(v -> "\"tag\":" + v),
                    tags.map(v -> "\"tags\":" + v), layer.map(v -> "\"layer\":" + v), link.map(v -> "\"parent\":" + v),
                    list.map(v -> "\"children\":" + v), list.map(v -> "\"components\":" + v), list.map(v -> "\"roots\":" + v),
                    link.map(v -> "\"owner\":" + v), text.map(v -> "\"kind\":" + v), link.map(v -> "\"target\":" + v));
            Arbitrary<List<String>> someFields = Arbitraries.subsetOf(fields).flatMap(chosen -> chosen.isEmpty()
                    ? Arbitraries.just(List.<String>of())
                    : Combinators.combine(new ArrayList<>(chosen)).as(Function.<List<String>>identity()).flatMap(Arbitraries::shuffle));
            Arbitrary<String> types = Arbitraries.frequencyOf(
                    net.jqwik.api.Tuple.of(4, Arbitraries.just("GameObject")), net.jqwik.api.Tuple.of(4, Arbitraries.just("Component")),
                    net.jqwik.api.Tuple.of(1, Arbitraries.just("Scene")), net.jqwik.api.Tuple.of(2, Arbitraries.just("Thing")));
            return Combinators.combine(types.list().ofSize(n), someFields.list().ofSize(n), Arbitraries.shuffle(range(n)))
                    .as((t, f, order) -> {
                        List<Node> nodes = new ArrayList<>();
                        for (int i = 0; i < n; i++) nodes.add(new Node(order.get(i), t.get(i), f.get(i)));
                        return nodes;
                    });
        });
    }

    private static List<Integer> range(int n) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(i);
        return out;
    }

    static String write(List<Node> nodes, boolean registry) {
        StringBuilder s = new StringBuilder("{");
        if (registry) s.append("\"types\":").append(TYPES).append(',');
        s.append("\"root\":").append(nodes.get(0).id()).append(",\"nodes\":[");
        for (int i = 0; i < nodes.size(); i++) {
            Node n = nodes.get(i);
            if (i > 0) s.append(",\n");
            s.append("{\"id\":").append(n.id()).append(",\"type\":\"").append(n.type()).append("\",\"fields\":{")
                    .append(String.join(",", n.fields())).append("}}");
        }
        return s.append("]}").toString();
    }

    @Property(tries = 300)
    void theSceneReadFromTheNotedFieldsIsTheSceneReadNodeByNode(@ForAll("scenes") List<Node> nodes, @ForAll boolean registry,
            @ForAll boolean outsideHeap) {
        byte[] text = write(nodes, registry).getBytes(StandardCharsets.UTF_8);
        ReadContext context = ReadContext.of(Path.of("random.json"));
        Document doc = outsideHeap
                ? new HelioFormat().read(ByteBuffer.allocateDirect(text.length).put(text).flip().asReadOnlyBuffer(), context)
                : new HelioFormat().read(text, context, true);
        HelioSceneFields noted = ((HelioSyntax) doc.syntax()).sceneFields(doc);
        assertNotNull(noted, "fields noted while reading");
        List<Object> direct = describe(doc, d -> NotedSceneRead.read(HelioSceneShape.STANDARD, d, noted));
        assertEquals(describe(doc, d -> HelioSceneShape.STANDARD.readNodeByNode(d, noted)), direct, "node by node, from the noted fields");
        assertEquals(describe(doc, d -> HelioSceneShape.STANDARD.readNodeByNode(d, null)), direct, "node by node, each node's text scanned");
    }

    /**
     * What a printer of the scene reads without decoding is what the document writes: a row's name copied as its bytes
     * (when it is written as printable ASCII with no escape, and only then, in a text on the heap) is the name, as
     * shown; each component's kind, known by its bytes when met before, is its own {@code kind} string decoded (else its
     * node's type).
     */
    @Property(tries = 300)
    void aRowsCopiedNameAndEachComponentsKindAreWhatTheDocumentWrites(@ForAll("scenes") List<Node> nodes, @ForAll boolean registry,
            @ForAll boolean outsideHeap) {
        byte[] text = write(nodes, registry).getBytes(StandardCharsets.UTF_8);
        ReadContext context = ReadContext.of(Path.of("random.json"));
        Document doc = outsideHeap
                ? new HelioFormat().read(ByteBuffer.allocateDirect(text.length).put(text).flip().asReadOnlyBuffer(), context)
                : new HelioFormat().read(text, context, true);
        SceneHierarchy rows = SceneHierarchy.forObjects(doc).orElse(null);
        if (rows == null) return;
        rows.forEachRowPrepared(r -> {
            String written = SceneValues.string(doc, SceneValues.field(doc, r.node(), "name"));
            boolean plain = !outsideHeap && written != null && written.chars().allMatch(c -> c >= ' ' && c <= '~' && c != '\\' && c != '"');
            int n = r.plainNameLength();
            assertEquals(plain ? written.length() : -1, n, "plain name of " + r.id() + ": " + written);
            if (n >= 0) {
                byte[] copied = new byte[n + 2];
                r.copyPlainName(copied, 1);
                assertEquals(VisibleText.show(r.name()), new String(copied, 1, n, StandardCharsets.US_ASCII));
                assertEquals(written, r.name());
            }
        }, number -> {});
        for (SceneObject o : SceneHierarchy.forObjects(doc).orElseThrow().objects()) {
            for (SceneComponent c : o.components()) {
                String kind = SceneValues.string(doc, SceneValues.field(doc, c.node(), "kind"));
                assertEquals(kind != null ? kind : doc.type(c.node()), c.kind(), "kind of " + c.id());
            }
        }
    }

    /**
     * A search for a tag answers what the objects of the scene, read whole, say: the ones with the tag in the tree's
     * order (the first alone when asked), also where the search reads no scene because no noted value says the tag.
     */
    @Property(tries = 300)
    void aTagSearchFindsTheObjectsOfTheWholeSceneWithTheTag(@ForAll("scenes") List<Node> nodes, @ForAll boolean registry,
            @ForAll("tagsSought") String tag, @ForAll boolean first) {
        byte[] text = write(nodes, registry).getBytes(StandardCharsets.UTF_8);
        Document doc = new HelioFormat().read(text, ReadContext.of(Path.of("random.json")), true);
        Optional<List<String>> expected = SceneHierarchy.forObjects(doc).map(h -> h.objects().stream()
                .filter(o -> o.tags().contains(tag)).limit(first ? 1 : Long.MAX_VALUE).map(NotedSceneReadProperties::idAndName).toList());
        Optional<List<String>> found = SceneHierarchy.findWithTag(doc, tag, first).map(l -> l.stream().map(NotedSceneReadProperties::idAndName).toList());
        assertEquals(expected, found);
    }

    @Provide
    Arbitrary<String> tagsSought() {
        return Arbitraries.of("Rock", "Lamp", "", "H\u00e9ros \"1\"", "Héros \"1\"", "é", "a", "b", "3", "true", "Untagged");
    }

    /** An object as a search answers it: its id and name. */
    private static String idAndName(SceneObject o) { return o.id() + " " + o.name(); }

    /** Everything the scene says: its node, name and flag, the root list, the findings and every object. */
    private static List<Object> describe(Document doc, Function<Document, SceneFacts> read) {
        SceneShape shape = new SceneShape() {
            @Override public String name() { return "helio"; }
            @Override public boolean isSceneFile() { return false; }
            @Override public int recognitionOrder() { return 200; }
            @Override public boolean recognises(Document d) { return true; }
            @Override public SceneFacts read(Document d) { return read.apply(d); }
        };
        SceneHierarchy h = SceneHierarchy.of(doc, shape);
        List<Object> out = new ArrayList<>();
        out.add(h.sceneNode());
        out.add(h.name());
        out.add(h.savedActive());
        out.add(h.rootList());
        out.add(h.diagnostics());
        out.add(h.objects());
        out.add(h.roots());
        return out;
    }
}
