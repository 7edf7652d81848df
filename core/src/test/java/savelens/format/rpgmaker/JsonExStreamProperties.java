package savelens.format.rpgmaker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.Samples;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.file.Formats;
import savelens.format.JsonTexts;
import savelens.format.rpgmaker.JsonExLiteFormat;

/**
 * Finding JsonEx nodes while the text is indexed must give exactly what the reader finds in the finished
 * index: the same nodes, references, hidden metadata, or the same error. Random saves mix what the
 * dialects write (ids after an object's members, class names, references, array wrappers) with what they
 * never write (wrappers with extra members, references to containers, escaped names, ids that are not
 * integers), so both the streaming read and its fallback are exercised.
 */
class JsonExStreamProperties {
    private static final List<savelens.format.FormatProvider> FORMATS = List.of(new RpgMakerMvFormat(), new RpgMakerMzFormat(), new JsonExLiteFormat());
    private static final JsonExReader.Dialect[] DIALECTS = {JsonExReader.MV, JsonExReader.MZ, JsonExReader.LITE};

    @Property(tries = 1500)
    void bothWaysOfReadingAgree(@ForAll long seed) {
        Random r = new Random(seed);
        int d = r.nextInt(DIALECTS.length);
        JsonExReader.Dialect dialect = DIALECTS[d];
        String text = new Generator(r, dialect).container(0);
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        assertEquals(outcome(FORMATS.get(d), dialect, bytes, false), outcome(FORMATS.get(d), dialect, bytes, true), text);
    }

    @Example
    void theRandomSavesTakeBothPaths() {
        int streamed = 0, total = 600;
        for (long seed = 0; seed < total; seed++) {
            Random r = new Random(seed);
            JsonExReader.Dialect dialect = DIALECTS[r.nextInt(DIALECTS.length)];
            byte[] bytes = new Generator(r, dialect).container(0).getBytes(StandardCharsets.UTF_8);
            JsonExStream stream = new JsonExStream(bytes, dialect);
            try {
                JsonTexts.index(bytes, stream);
            } catch (UnreadableDocumentException e) {
                continue;
            }
            if (stream.completed()) streamed++;
        }
        assertTrue(streamed > total / 4 && streamed < total * 9 / 10, "streamed " + streamed + " of " + total);
    }

    @Example
    void theFixturesReadTheSameBothWays() {
        String[] fixtures = {"rpgmaker-mv/file1.rpgsave", "rpgmaker-mv/file2.rpgsave", "rpgmaker-mv/global.rpgsave",
            "rpgmaker-mv/config.rpgsave", "rpgmaker-mz/file1.rmmzsave", "rpgmaker-mz/file2.rmmzsave", "rpgmaker-mz/global.rmmzsave",
            "rpgmaker-mz/config.rmmzsave", "jsonex-lite/party.json", "jsonex-lite/self-array.json"};
        for (String s : fixtures) readTheSameBothWays(s, Fixtures.bytes(s));
    }

    // A JUnit test rather than a jqwik example: skipped in a clone without ../shared, jqwik would print a report for it.
    @Test
    void theSharedSamplesReadTheSameBothWays() {
        String[] samples = {"rpgmaker-mv/file1.rpgsave", "rpgmaker-mv/global.rpgsave", "rpgmaker-mz/file1.rmmzsave",
            "rpgmaker-mz/global.rmmzsave", "jsonex-lite/party.json", "jsonex-lite/self-array.json"};
        for (String s : samples) readTheSameBothWays(s, Samples.bytes(s));
    }

    private static void readTheSameBothWays(String name, byte[] file) {
        savelens.format.FormatProvider format = Formats.detect(file, Path.of(name));
        JsonExReader.Dialect dialect = format instanceof RpgMakerMvFormat ? JsonExReader.MV
                : format instanceof RpgMakerMzFormat ? JsonExReader.MZ : JsonExReader.LITE;
        byte[] json = format.decode(file);
        assertEquals(outcome(format, dialect, json, false), outcome(format, dialect, json, true), name);
    }

    @Example
    void whatTheEnginesWriteIsFoundWhileIndexing() {
        String save = "{\"a\":{\"@r\":2},\"list\":{\"@c\":3,\"@a\":[{\"x\":1,\"@c\":4,\"@\":\"Game_Item\"},[1,2]]},\"@c\":1}";
        JsonExStream stream = new JsonExStream(save.getBytes(StandardCharsets.UTF_8), JsonExReader.MV);
        JsonTexts.index(save.getBytes(StandardCharsets.UTF_8), stream);
        assertTrue(stream.completed());
        String odd = "{\"list\":{\"@c\":3,\"@a\":[1],\"extra\":2},\"@c\":1}"; // a wrapper with a member after its array
        JsonExStream gaveUp = new JsonExStream(odd.getBytes(StandardCharsets.UTF_8), JsonExReader.MV);
        JsonTexts.index(odd.getBytes(StandardCharsets.UTF_8), gaveUp);
        assertTrue(!gaveUp.completed());
        assertEquals(outcome(FORMATS.get(0), JsonExReader.MV, odd.getBytes(StandardCharsets.UTF_8), false),
                outcome(FORMATS.get(0), JsonExReader.MV, odd.getBytes(StandardCharsets.UTF_8), true));
    }

    static String outcome(savelens.format.FormatProvider format, JsonExReader.Dialect dialect, byte[] json, boolean whileIndexing) {
        Document d;
        try {
            d = JsonExReader.document(format, dialect, json, ReadContext.of(Path.of("save")), whileIndexing);
        } catch (UnreadableDocumentException e) {
            return "unreadable: " + e.getMessage();
        }
        List<String> out = new ArrayList<>();
        out.add("root " + d.root());
        for (int n = 0; n < d.nodeCount(); n++) {
            out.add("node " + d.nodeId(n) + " " + d.type(n) + " at " + d.nodeValue(n) + " body " + d.body(n));
        }
        for (int v = 0; v < d.index().count(); v++) {
            out.add(v + " " + d.kind(v) + " → " + d.target(v) + (d.isHidden(v) ? " hidden" : ""));
        }
        d.readDiagnostics().forEach(x -> out.add(x.toString()));
        return String.join("\n", out);
    }

    /** Random JsonEx-like text, mostly as the engines write it, sometimes not. */
    private static final class Generator {
        private final Random r;
        private final JsonExReader.Dialect dialect;
        private int nextId = 1;

        Generator(Random r, JsonExReader.Dialect dialect) {
            this.r = r;
            this.dialect = dialect;
        }

        String container(int depth) {
            return r.nextInt(4) == 0 ? array(depth) : object(depth);
        }

        String value(int depth) {
            int k = r.nextInt(depth > 4 ? 6 : 10);
            return switch (k) {
                case 0 -> "null";
                case 1 -> Integer.toString(r.nextInt(20) - 2);
                case 2 -> r.nextBoolean() ? "\"s\"" : "\"\\u0040c\"";
                case 3 -> "1.5";
                case 4 -> reference();
                case 5 -> "true";
                default -> container(depth + 1);
            };
        }

        String reference() {
            String key = dialect.refKey() != null && r.nextInt(8) != 0 ? dialect.refKey() : "@r";
            String target = switch (r.nextInt(10)) {
                case 0 -> "\"x\"";
                case 1 -> "[1]";
                case 2 -> "2.5";
                default -> Integer.toString(r.nextInt(nextId + 2));
            };
            return r.nextInt(10) == 0 ? "{\"" + key + "\":" + target + ",\"k\":1}" : "{\"" + key + "\":" + target + "}";
        }

        String array(int depth) {
            List<String> items = new ArrayList<>();
            int n = r.nextInt(4);
            for (int i = 0; i < n; i++) items.add(value(depth + 1));
            String plain = "[" + String.join(",", items) + "]";
            if (dialect.arrayKey() == null || r.nextInt(3) == 0) return plain;
            List<String> members = new ArrayList<>();
            if (dialect.idKey() != null && r.nextInt(4) != 0) members.add(q(dialect.idKey()) + ":" + id());
            if (r.nextInt(4) == 0) members.add(q(dialect.typeKey()) + ":" + typeValue());
            if (r.nextInt(8) == 0) members.add("\"extra\":1");
            members.add(r.nextInt(12) == 0 ? members.size() / 2 : members.size(), q(dialect.arrayKey()) + ":" + plain);
            if (r.nextInt(10) == 0) members.add("\"after\":" + value(depth + 1));
            return "{" + String.join(",", members) + "}";
        }

        String object(int depth) {
            List<String> members = new ArrayList<>();
            int n = r.nextInt(depth > 4 ? 2 : 5);
            for (int i = 0; i < n; i++) members.add(q("k" + r.nextInt(3)) + ":" + value(depth + 1));
            if (dialect.idKey() != null && r.nextInt(3) != 0) members.add(q(dialect.idKey()) + ":" + id());
            if (r.nextInt(2) == 0) members.add(q(dialect.typeKey()) + ":" + typeValue());
            if (r.nextInt(15) == 0) members.add("\"\\u0040\":\"Escaped\"");
            if (r.nextInt(15) == 0 && !members.isEmpty()) members.add(0, members.get(members.size() - 1)); // a repeat
            if (r.nextInt(10) == 0) java.util.Collections.shuffle(members, r);
            return "{" + String.join(",", members) + "}";
        }

        String id() {
            return switch (r.nextInt(12)) {
                case 0 -> "\"7\"";
                case 1 -> "99999999999999999999";
                case 2 -> "3e2";
                default -> Integer.toString(nextId++);
            };
        }

        String typeValue() {
            return switch (r.nextInt(6)) {
                case 0 -> "null";
                case 1 -> "5";
                case 2 -> "\"Game_\\u0041ctor\"";
                default -> "\"Game_" + (char) ('A' + r.nextInt(3)) + "\"";
            };
        }

        static String q(String s) { return "\"" + s + "\""; }
    }
}
