package savelens.format.hostile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import savelens.Fixtures;
import savelens.format.rpgmaker.MzContainer;

/**
 * Documents of every format damaged at random: bytes of the file changed, bytes of the JSON inside changed
 * or tokens slipped in (packed again for RPG Maker saves), spans deleted or repeated, Base64 characters of
 * an MV save deleted or replaced, the zlib stream of an MZ save corrupted or cut, a helio sidecar registry
 * damaged. Each outcome is a document
 * or a refusal in plain words (see {@link HostileReading}); jqwik reports, per property, the inputs tried per
 * format and how many still read.
 */
@StatisticsReport(onFailureOnly = true) // what the tries covered is worth reading when one fails
class MutatedInputsProperties {
    private static final List<Subject> SUBJECTS = subjects();
    /** Bytes that mean something to a JSON or JsonEx reader, drawn as often as any other byte. */
    private static final byte[] SIGNIFICANT = "{}[]\",:\\-+.0123456789eEtfn @ \t\n\u0000".getBytes(StandardCharsets.ISO_8859_1);
    private static final List<String> TOKENS = List.of("{", "}", "[", "]", "\"", ",", ":", "null", "true", "-0", "1e999", "-1",
            "9007199254740993", "0.5", "\"\\ud800\"", "\"\\u0000\"", "\"@\":\"Game_Actor\",", "\"@c\":1,", "\"@c\":7,", "{\"@r\":1}",
            "{\"@r\":99}", "{\"@r\":-1}", "{\"@c\":3,\"@a\":[]}", "\"@a\":[1],", "\"@constructor\":\"X\",", "\"@circularID\":0,",
            "{\"@reference\":0}", "{\"@reference\":5}", "\"root\":1,", "\"id\":0,", "\"type\":\"T\",", "\"nodes\":[],", "\"fields\":{},",
            "\"types\":[],", "[[[[[[[[", "]]]]]]]]", "{\"a\":{\"a\":{\"a\":", "\"\\", "\uFEFF", "\u00e9", "\uD83D\uDE00");
    private static final String BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

    private final HostileReading reading = new HostileReading();

    private static List<Subject> subjects() {
        List<Subject> all = new ArrayList<>(Subject.fixtures());
        all.addAll(Subject.samples());
        return all;
    }

    @Provide Arbitrary<Subject> anyDocument() { return Arbitraries.of(SUBJECTS); }

    @Provide Arbitrary<Subject> mvSave() { return Arbitraries.of(SUBJECTS.stream().filter(s -> s.format().name().equals("rpgmaker-mv")).toList()); }

    @Provide Arbitrary<Subject> mzSave() { return Arbitraries.of(SUBJECTS.stream().filter(s -> s.format().name().equals("rpgmaker-mz")).toList()); }

    @Provide Arbitrary<List<Byte>> replacements() {
        return Arbitraries.oneOf(Arbitraries.bytes(), Arbitraries.of(boxed(SIGNIFICANT))).list().ofMinSize(1).ofMaxSize(4);
    }

    @Provide Arbitrary<String> token() { return Arbitraries.of(TOKENS); }

    @Provide Arbitrary<List<Character>> base64Characters() {
        return Arbitraries.of(BASE64.chars().mapToObj(c -> (char) c).toList()).list().ofMinSize(1).ofMaxSize(3);
    }

    @Property(tries = 2500)
    void fileBytesChanged(@ForAll("anyDocument") Subject s, @ForAll @Size(min = 1, max = 4) List<@IntRange(min = 0, max = 1 << 20) Integer> at,
            @ForAll("replacements") List<Byte> values) {
        read(s, s.file(), replaced(s.file(), at, values), "file bytes at " + at + " set to " + values);
    }

    @Property(tries = 1500)
    void jsonBytesChanged(@ForAll("anyDocument") Subject s, @ForAll @Size(min = 1, max = 4) List<@IntRange(min = 0, max = 1 << 20) Integer> at,
            @ForAll("replacements") List<Byte> values) {
        read(s, s.json(), s.wrap(replaced(s.json(), at, values)), "JSON bytes at " + at + " set to " + values);
    }

    @Property(tries = 1500)
    void jsonTokensSlippedIn(@ForAll("anyDocument") Subject s, @ForAll @IntRange(min = 0, max = 1 << 20) int at, @ForAll("token") String token) {
        byte[] json = s.json();
        int i = at % (json.length + 1);
        byte[] t = token.getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[json.length + t.length];
        System.arraycopy(json, 0, out, 0, i);
        System.arraycopy(t, 0, out, i, t.length);
        System.arraycopy(json, i, out, i + t.length, json.length - i);
        read(s, json, s.wrap(out), token + " slipped into the JSON at " + i);
    }

    /** A span of the JSON deleted, or copied elsewhere: members, ids and references out of place or twice over. */
    @Property(tries = 1500)
    void jsonSpansMovedAbout(@ForAll("anyDocument") Subject s, @ForAll @IntRange(min = 0, max = 1 << 20) int from,
            @ForAll @IntRange(min = 1, max = 200) int length, @ForAll @IntRange(min = -1, max = 1 << 20) int to) {
        byte[] json = s.json();
        int a = from % json.length;
        int b = Math.min(json.length, a + length);
        byte[] out;
        String what;
        if (to < 0) {
            out = new byte[json.length - (b - a)];
            System.arraycopy(json, 0, out, 0, a);
            System.arraycopy(json, b, out, a, json.length - b);
            what = "JSON bytes " + a + " to " + b + " deleted";
        } else {
            int t = to % (json.length + 1);
            out = new byte[json.length + (b - a)];
            System.arraycopy(json, 0, out, 0, t);
            System.arraycopy(json, a, out, t, b - a);
            System.arraycopy(json, t, out, t + (b - a), json.length - t);
            what = "JSON bytes " + a + " to " + b + " copied to " + t;
        }
        read(s, json, s.wrap(out), what);
    }

    @Property(tries = 1500)
    void mvBase64CharactersDeleted(@ForAll("mvSave") Subject s, @ForAll @Size(min = 1, max = 3) List<@IntRange(min = 0, max = 1 << 20) Integer> at) {
        byte[] file = s.file();
        boolean[] gone = new boolean[file.length];
        for (int i : at) gone[i % file.length] = true;
        byte[] out = new byte[file.length];
        int n = 0;
        for (int i = 0; i < file.length; i++) if (!gone[i]) out[n++] = file[i];
        read(s, file, Arrays.copyOf(out, n), "Base64 characters at " + at + " deleted");
    }

    @Property(tries = 1500)
    void mvBase64CharactersReplaced(@ForAll("mvSave") Subject s, @ForAll @Size(min = 1, max = 3) List<@IntRange(min = 0, max = 1 << 20) Integer> at,
            @ForAll("base64Characters") List<Character> with) {
        byte[] file = s.file().clone();
        for (int k = 0; k < at.size(); k++) file[at.get(k) % file.length] = (byte) (char) with.get(k % with.size());
        read(s, s.file(), file, "Base64 characters at " + at + " set to " + with);
    }

    @Property(tries = 1500)
    void mzZlibBytesCorrupted(@ForAll("mzSave") Subject s, @ForAll @Size(min = 1, max = 4) List<@IntRange(min = 0, max = 1 << 20) Integer> at,
            @ForAll @Size(min = 1, max = 4) List<Byte> values, @ForAll boolean nearTheEnds) {
        byte[] zlib = MzContainer.binaryFromUtf8(s.file());
        byte[] bad = zlib.clone();
        for (int k = 0; k < at.size(); k++) {
            int i = at.get(k) % zlib.length;
            // The header (2 bytes) and the checksum (4) are where a container check must catch damage the inflater does not.
            if (nearTheEnds) i = i % 2 == 0 ? i % 2 + (i / 2) % 2 : zlib.length - 1 - i % 4;
            bad[i] = values.get(k % values.size());
        }
        read(s, s.file(), MzContainer.utf8FromBinary(bad, bad.length), "zlib bytes at " + at + (nearTheEnds ? " (near its ends)" : "") + " set to " + values);
    }

    @Property(tries = 800)
    void mzZlibCut(@ForAll("mzSave") Subject s, @ForAll @IntRange(min = 0, max = 1 << 20) int at) {
        byte[] zlib = MzContainer.binaryFromUtf8(s.file());
        int n = at % zlib.length;
        read(s, s.file(), MzContainer.utf8FromBinary(zlib, n), "zlib stream cut to " + n + " bytes");
    }

    /** A helio document's sidecar registry damaged: the document is read with it, as it would be beside the file. */
    @Property(tries = 400)
    void sidecarRegistryChanged(@ForAll @IntRange(min = 0, max = 1) int which, @ForAll @Size(min = 1, max = 4) List<@IntRange(min = 0, max = 1 << 20) Integer> at,
            @ForAll("replacements") List<Byte> values, @ForAll boolean cut) throws IOException {
        String name = which == 0 ? "island" : "scene";
        byte[] registry = Fixtures.bytes("helio/" + name + ".registry.json");
        byte[] bad = cut ? Arrays.copyOf(registry, at.get(0) % registry.length) : replaced(registry, at, values);
        Path folder = Files.createTempDirectory("sidecar");
        try {
            Path doc = Files.write(folder.resolve(name + ".json"), Fixtures.bytes("helio/" + name + ".json"));
            Files.write(folder.resolve(name + ".registry.json"), bad);
            Subject s = Subject.of("fixtures/helio/" + name + ".json with a damaged registry", doc);
            String what = cut ? "its registry cut to " + bad.length + " bytes" : "registry bytes at " + at + " set to " + values;
            collect(s, Arrays.equals(registry, bad), reading.read(s, s.file(), what));
        } finally {
            for (Path p : new Path[] {folder.resolve(name + ".json"), folder.resolve(name + ".registry.json"), folder}) {
                Files.deleteIfExists(p);
            }
        }
    }

    private void read(Subject s, byte[] original, byte[] damaged, String what) {
        collect(s, Arrays.equals(original, damaged), reading.read(s, damaged, what));
    }

    private static void collect(Subject s, boolean unchanged, HostileReading.Outcome outcome) {
        Statistics.label("format").collect(s.format().name());
        Statistics.label("outcome").collect(unchanged ? "unchanged" : outcome.name().toLowerCase(Locale.ROOT));
    }

    private static byte[] replaced(byte[] bytes, List<Integer> at, List<Byte> values) {
        byte[] out = bytes.clone();
        for (int k = 0; k < at.size(); k++) out[at.get(k) % out.length] = values.get(k % values.size());
        return out;
    }

    private static List<Byte> boxed(byte[] bytes) {
        List<Byte> out = new ArrayList<>();
        for (byte b : bytes) out.add(b);
        return out;
    }
}
