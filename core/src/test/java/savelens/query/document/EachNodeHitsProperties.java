package savelens.query.document;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.document.ValueKind;
import savelens.edit.EditRefusedException;
import savelens.edit.SetValues;
import savelens.file.OpenFile;
import savelens.path.DocumentPath;
import savelens.path.Location;
import savelens.path.ValuePrinter;
import savelens.query.QueryHit;

/**
 * Node by node, a query's hits are places in the document, each once: random queries over documents that write
 * nodes inside each other (MV, VX Ace) and one that does not (helio). Every hit's path leads to its place, no two
 * hits are one place, the count is the list's length, the places are those the query reaches from any node, and
 * setting every hit changes those values and no other.
 */
class EachNodeHitsProperties {
    private static final String[] FILES = {"rpgmaker-mv/file1.rpgsave", "rpgmaker-mv/shop.rpgsave", "rpgmaker-vxace/Save01.rvdata2", "helio/scene.json"};
    // Member names each document has, some of them in nodes written inside others.
    private static final Map<String, String[]> NAMES = Map.of(
            "rpgmaker-mv/file1.rpgsave", new String[] {"_name", "_hp", "_itemId", "_data", "_equips", "_x", "_actors", "_events"},
            "rpgmaker-mv/shop.rpgsave", new String[] {"_gold", "_items", "_weapons", "_data", "_name", "_itemId"},
            "rpgmaker-vxace/Save01.rvdata2", new String[] {"@name", "@hp", "@data", "@item_id", "@equips", "@actors", "@level"},
            "helio/scene.json", new String[] {"name", "power", "children", "components", "owner", "layer"});
    // Last segments that select scalars, so that setting every hit is allowed; {S} is a scalar member name.
    private static final Map<String, String[]> SCALAR_NAMES = Map.of(
            "rpgmaker-mv/file1.rpgsave", new String[] {"_name", "_hp", "_itemId", "_x"},
            "rpgmaker-mv/shop.rpgsave", new String[] {"_gold", "_name", "_itemId"},
            "rpgmaker-vxace/Save01.rvdata2", new String[] {"@name", "@hp", "@item_id", "@level"},
            "helio/scene.json", new String[] {"name", "power", "layer"});
    private static final String[] SCALAR_ENDS = {"..[?@ > 10]", "..[?@ == true]", "..[?@ == 1]", "[?@ == 0]", "..['{S}']", "['{S}']"};
    // $ is the array of every node: first segments that select nodes, then any; {N} is a member name of the document.
    private static final String[] FIRST = {"[*]", "..*", "..[*]", "[0,0]", "[?@['{N}']]", "[*,1]", "[0:3]", "..[?@['{N}']]",
        "[?@['{N}'] > 100]", "..[?@['{N}'] > 1]", "[?@[1]]"};
    private static final String[] SEGMENTS = {"[*]", "..[*]", "..*", "[0]", "[1]", "[-1]", "[0,0]", "[0:2]", "[*,1]", "['{N}']",
        "..['{N}']", "['{N}','{N}']", "['{N}','{M}']", "[?@['{N}']]", "..[?@['{N}']]", "[?@ > 10]", "..[?@ == true]", "..[?@ == 1]",
        "[?@ != 0]", "..[?@['{N}'] > 1]['{M}']"};
    private static final Map<String, Document> OPENED = new HashMap<>();

    private static synchronized Document open(String fixture) {
        return OPENED.computeIfAbsent(fixture, f -> {
            Path p = Fixtures.path(f);
            return OpenFile.open(p, ReadContext.of(p)).document();
        });
    }

    private static String randomQuery(Random r, String file) {
        StringBuilder q = new StringBuilder("$").append(named(r, file, FIRST[r.nextInt(FIRST.length)]));
        for (int n = r.nextInt(3); n > 0; n--) q.append(named(r, file, SEGMENTS[r.nextInt(SEGMENTS.length)]));
        return q.toString();
    }

    private static String named(Random r, String file, String segment) {
        String[] names = NAMES.get(file);
        String[] scalars = SCALAR_NAMES.get(file);
        segment = segment.replace("{S}", scalars[r.nextInt(scalars.length)]);
        return segment.replace("{N}", names[r.nextInt(names.length)]).replace("{M}", names[r.nextInt(names.length)]);
    }

    @Property(tries = 400)
    void eachHitIsAPlaceOfItsOwnReachedByItsPath(@ForAll long seed) {
        Random r = new Random(seed);
        String file = FILES[r.nextInt(FILES.length)];
        Document doc = open(file);
        String text = randomQuery(r, file);
        DocumentQuery query = DocumentQuery.parse(text, true);
        List<DocumentHit> hits = query.run(doc);
        Statistics.collect(hits.isEmpty() ? "none" : hits.size() == 1 ? "one" : "several");
        String what = file + " " + text;
        Set<Location> places = new HashSet<>();
        for (DocumentHit h : hits) {
            assertEquals(true, places.add(h.location()), what + ": " + h.path() + " is a place listed before");
            assertEquals(h.location(), h.path().resolve(doc), what + ": " + h.path() + " leads elsewhere");
        }
        assertEquals(hits.size(), query.count(doc), what + ": the count");
        List<DocumentHit> streamed = new ArrayList<>();
        query.stream(query.tree(doc), () -> false, streamed::add);
        assertEquals(hits, streamed, what + ": streamed");
        assertEquals(reached(doc, query), places, what + ": the places the query reaches from each node");
    }

    /** Every place the query reaches from any node, by the path from the node it started at, duplicates and all. */
    private static Set<Location> reached(Document doc, DocumentQuery query) {
        DocumentTree tree = query.tree(doc);
        Set<Location> out = new HashSet<>();
        for (QueryHit h : query.query().select(tree)) {
            List<Object> steps = h.path().steps();
            DocumentPath p = DocumentPath.node(doc.nodeId(tree.nodeAt((Integer) steps.get(0))));
            for (Object s : steps.subList(1, steps.size())) p = s instanceof Integer n ? p.index(n) : p.member(doc, (String) s);
            Location at = p.resolve(doc);
            // a nested node reached in its container is that node
            if (!at.isNode() && doc.kind(at.value()) == ValueKind.NODE) at = new Location(doc.target(at.value()), -1);
            out.add(at);
        }
        return out;
    }

    @Property(tries = 200)
    void settingEveryHitChangesExactlyTheHits(@ForAll long seed) {
        Random r = new Random(seed);
        String file = FILES[r.nextInt(FILES.length)];
        Document doc = open(file);
        String text = "$" + named(r, file, FIRST[r.nextInt(FIRST.length)]) + (r.nextInt(3) == 0 ? named(r, file, SEGMENTS[r.nextInt(SEGMENTS.length)]) : "")
                + named(r, file, SCALAR_ENDS[r.nextInt(SCALAR_ENDS.length)]);
        List<DocumentHit> hits = DocumentQuery.parse(text, true).run(doc);
        Map<Integer, String> labels = new java.util.LinkedHashMap<>();
        for (DocumentHit h : hits) {
            if (h.isNode()) {
                Statistics.collect("a whole node: refused");
                return;
            }
            labels.put(h.location().value(), h.path().toString());
        }
        if (labels.isEmpty()) {
            Statistics.collect("nothing to set");
            return;
        }
        // a value keeps its kind: the new one is of the first hit's
        String value = switch (doc.kind(hits.get(0).location().value())) {
            case NUMBER -> "7777";
            case BOOL -> "false";
            default -> "\"set\"";
        };
        Document after;
        try {
            after = new SetValues(labels, NewValue.parse(value)).execute(doc);
        } catch (EditRefusedException refused) {
            Statistics.collect("refused"); // a container, overlapping hits
            return;
        }
        Statistics.collect("set");
        assertEquals(hits.size(), labels.size(), file + " " + text + ": one label a hit");
        Map<String, String> was = everyValue(doc), now = everyValue(after);
        Set<String> changed = new HashSet<>();
        for (String path : was.keySet()) if (!was.get(path).equals(now.get(path))) changed.add(path);
        Set<String> expected = new HashSet<>();
        for (DocumentHit h : hits) if (!was.get(h.path().toString()).equals(value)) expected.add(h.path().toString());
        assertEquals(expected, changed, file + " " + text);
    }

    /** Every scalar of every node, by its path from the node that owns it, printed as get prints it. */
    private static Map<String, String> everyValue(Document doc) {
        Map<String, String> out = new HashMap<>();
        ValuePrinter printer = new ValuePrinter(doc);
        for (DocumentHit h : DocumentQuery.parse("$..*", true).run(doc)) if (!h.isNode()) out.put(h.path().toString(), printer.print(h.location()));
        return out;
    }
}
