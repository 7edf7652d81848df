package savelens.app.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import savelens.app.Fixtures;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentState;
import savelens.app.document.PathNames;
import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.json.VisibleText;

/**
 * The search matches names and scalars in the text's bytes where it can; it must find exactly what matching the
 * decoded names and values, one value at a time, finds: with escapes, non-ASCII text, quotes, any case.
 */
class SearchMatchesDecodedTextTest {
    private static final List<String> NEEDLES = List.of("a", "A", "na", "NAME", "é", "É", "灯", "\\n", "\\t", "\"", "\\\"", "@", "1",
            "1.5", "0.7", "true", "nul", "_", "Lamp", "beam", "x", "zzz", "k", "S",
            "\u212A", "\u0131", "\u017F", "Héros", "HÉ");

    @Test
    void everyFixtureDocumentAndNeedleFindsWhatTheDecodedTextHolds() throws Exception {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(Fixtures.folder())) {
            files = walk.filter(Files::isRegularFile).filter(p -> !p.toString().endsWith(".md")).sorted().toList();
        }
        int documents = 0;
        for (Path p : files) {
            DocumentState state;
            try {
                state = DocumentLoader.load(p);
            } catch (RuntimeException e) {
                continue; // a sidecar registry, say
            }
            documents++;
            for (String needle : NEEDLES) {
                assertEquals(valueByValue(state, needle), DocumentSearch.find(state, needle), p + ": " + needle);
            }
        }
        assertTrue(documents >= 10, "documents searched: " + documents);
    }

    /**
     * A node whose bytes never show the needle is passed over by its text alone; one whose decoded text holds it only
     * through an escape or a non-ASCII letter that folds to it (the Kelvin sign to k) is still searched and found.
     */
    @Test
    void nodesWhoseBytesHoldTheNeedleOnlyOnceDecodedAreStillFound(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path file = dir.resolve("escapes.json");
        Files.writeString(file, "{\"root\":0,\"nodes\":["
                + "{\"id\":0,\"type\":\"Save\",\"fields\":{\"a\":1,\"b\":2,\"c\":3,\"d\":4}},"
                + "{\"id\":1,\"type\":\"Item\",\"fields\":{\"name\":\"L\\u0061mp\"}},"
                + "{\"id\":2,\"type\":\"Item\",\"fields\":{\"name\":\"\u212Aey\"}},"
                + "{\"id\":3,\"type\":\"Lamp\",\"fields\":{\"name\":\"plain\"}},"
                + "{\"id\":4,\"type\":\"Item\",\"fields\":{\"n\\u0061me\":\"x\"}}]}", java.nio.charset.StandardCharsets.UTF_8);
        DocumentState state = DocumentLoader.load(file);
        for (String needle : List.of("lamp", "key", "name", "plain", "zzz")) {
            assertEquals(valueByValue(state, needle), DocumentSearch.find(state, needle), needle);
        }
        assertEquals(List.of("$.a.name", "$.c"), // node 1 by its escape, node 3 by its type
                DocumentSearch.find(state, "lamp").stream().map(h -> h.path().toString()).toList());
        assertEquals(1, DocumentSearch.find(state, "key").size(), "the Kelvin sign folds to k");
    }

    /**
     * A needle only non-ASCII text holds is looked for only in nodes whose text has an escape or a non-ASCII byte;
     * one with a character that folds to ASCII (the Kelvin sign, a long s) is still looked for everywhere.
     */
    @Test
    void aNonAsciiNeedleIsFoundWrittenOutOrEscapedAndOneThatFoldsToAsciiInPlainText(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path file = dir.resolve("accents.json");
        Files.writeString(file, "{\"root\":0,\"nodes\":["
                + "{\"id\":0,\"type\":\"Save\",\"fields\":{\"a\":1,\"b\":2,\"c\":3}},"
                + "{\"id\":1,\"type\":\"Hero\",\"fields\":{\"name\":\"H\\u00e9ros\"}},"
                + "{\"id\":2,\"type\":\"Hero\",\"fields\":{\"n\u00e9\":\"h\u00c9ROS\"}},"
                + "{\"id\":3,\"type\":\"Key\",\"fields\":{\"name\":\"key mess\"}}]}", java.nio.charset.StandardCharsets.UTF_8);
        DocumentState state = DocumentLoader.load(file);
        for (String needle : List.of("héros", "é", "\u212Aey", "me\u017F\u017F", "zé")) {
            assertEquals(valueByValue(state, needle), DocumentSearch.find(state, needle), needle);
        }
        assertEquals(List.of("$.a.name", "$.b.n\u00e9"), // node 2 by its name: its value is not looked at then
                DocumentSearch.find(state, "é").stream().map(h -> h.path().toString()).toList());
        assertEquals(List.of("$.a.name", "$.b.n\u00e9"), DocumentSearch.find(state, "héros").stream().map(h -> h.path().toString()).toList());
        assertEquals(List.of("$.c", "$.c.name"), DocumentSearch.find(state, "\u212Aey").stream().map(h -> h.path().toString()).toList(),
                "the Kelvin sign folds to k, in the type and the name written in ASCII");
    }

    /** The search as it was written first: each visible child looked up, its name and text decoded. */
    private static List<SearchHit> valueByValue(DocumentState state, String needle) {
        Document doc = state.document();
        PathNames paths = state.paths();
        List<SearchHit> hits = new ArrayList<>();
        for (int node = 0; node < doc.nodeCount(); node++) {
            String type = doc.type(node);
            if (type != null && contains(type, needle)) hits.add(new SearchHit(paths.node(node), savelens.app.document.NodeLabels.full(doc, node), "type"));
            walk(doc, paths, doc.body(node), needle, hits);
        }
        return hits.size() > DocumentSearch.LIMIT ? hits.subList(0, DocumentSearch.LIMIT) : hits;
    }

    private static void walk(Document doc, PathNames paths, int container, String needle, List<SearchHit> hits) {
        doc.forEachChild(container, v -> {
            String name = doc.name(v);
            ValueKind kind = doc.kind(v);
            if (name != null && contains(name, needle)) {
                hits.add(new SearchHit(paths.value(v), VisibleText.show(name), "field"));
            } else if (kind.isScalar()) {
                String text = kind == ValueKind.STRING ? doc.index().string(v) : doc.raw(v);
                if (contains(text, needle)) hits.add(new SearchHit(paths.value(v), kind == ValueKind.STRING ? VisibleText.show(text) : text, "value"));
            }
            if (kind == ValueKind.ARRAY || kind == ValueKind.OBJECT) walk(doc, paths, v, needle, hits);
        });
    }

    private static boolean contains(String haystack, String needle) {
        if (containsAsIs(haystack, needle)) return true;
        return needle.indexOf('\\') >= 0 && VisibleText.needsEscapes(haystack) && containsAsIs(VisibleText.show(haystack), needle);
    }

    private static boolean containsAsIs(String haystack, String needle) {
        for (int i = 0, last = haystack.length() - needle.length(); i <= last; i++) {
            if (haystack.regionMatches(true, i, needle, 0, needle.length())) return true;
        }
        return false;
    }
}
