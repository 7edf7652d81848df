package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;
import savelens.app.cli.CliTest.Result;
import savelens.format.Format;
import savelens.file.Formats;
import savelens.format.rpgmaker.MzContainer;

/**
 * The commands on damaged and hostile files made from every fixture: cut short, bytes changed in the file
 * and in the JSON inside, MV Base64 characters deleted, MZ zlib bytes changed, nesting at and past the
 * reader's depth limit. Whatever the input, a command exits 0, 1, 2 or 64 and says nothing that names a
 * Java class or an internal error. A fixed seed: the same inputs on every run.
 */
class HostileInputCliTest {
    private static final List<String> FILES = List.of(
            "helio/island.json", "helio/scene.json", "jsonex-lite/party.json", "jsonex-lite/self-array.json",
            "rpgmaker-mv/file1.rpgsave", "rpgmaker-mv/global.rpgsave", "rpgmaker-mv/config.rpgsave", "rpgmaker-mv/file2.rpgsave",
            "rpgmaker-mz/file1.rmmzsave", "rpgmaker-mz/global.rmmzsave", "rpgmaker-mz/config.rmmzsave", "rpgmaker-mz/file2.rmmzsave");
    private static final Set<Integer> EXIT_CODES = Set.of(0, 1, 2, 64);
    private static final Pattern JAVA = Pattern.compile("[A-Za-z]*(Exception|Error)\\b|java\\.|javax\\.|com\\.fasterxml|failed unexpectedly|internal error");
    private static final int EACH = 10;

    @TempDir Path dir;
    private final Map<String, int[]> tally = new TreeMap<>();
    private int serial;

    @Test
    void everyCommandOnDamagedFilesExitsWithAKnownCodeInPlainWords() throws IOException {
        Random r = new Random(20_261_130);
        for (String f : FILES) {
            Path fixture = Fixtures.folder().resolve(f);
            byte[] file = Files.readAllBytes(fixture);
            Format format = Formats.detect(file, fixture);
            boolean container = format.name().startsWith("rpgmaker");
            byte[] json = format.decode(file);
            String name = fixture.getFileName().toString();
            commands(format, name, file, "the file as it is");
            for (int i = 0; i < EACH; i++) {
                int n = r.nextInt(file.length);
                commands(format, name, Arrays.copyOf(file, n), "cut to " + n + " bytes");
                commands(format, name, changed(file, r), "file bytes changed (seed run " + i + ")");
                commands(format, name, container ? format.encode(changed(json, r)) : changed(json, r), "JSON bytes changed (run " + i + ")");
                if (container) {
                    int m = r.nextInt(json.length);
                    commands(format, name, format.encode(Arrays.copyOf(json, m)), "JSON cut to " + m + " bytes, packed again");
                }
                if (format.name().equals("rpgmaker-mv")) {
                    int at = r.nextInt(file.length);
                    byte[] out = new byte[file.length - 1];
                    System.arraycopy(file, 0, out, 0, at);
                    System.arraycopy(file, at + 1, out, at, file.length - at - 1);
                    commands(format, name, out, "Base64 character " + at + " deleted");
                }
                if (format.name().equals("rpgmaker-mz")) {
                    byte[] zlib = MzContainer.binaryFromUtf8(file);
                    byte[] bad = changed(zlib, r);
                    commands(format, name, MzContainer.utf8FromBinary(bad, bad.length), "zlib bytes changed (run " + i + ")");
                }
            }
        }
        deepNesting();
        StringBuilder s = new StringBuilder("hostile input, commands: ");
        tally.forEach((format, t) -> s.append(format).append(' ').append(t[0]).append(" inputs, ").append(t[1]).append(" commands; "));
        System.out.println(s);
        assertTrue(tally.values().stream().mapToInt(t -> t[0]).sum() > 500);
    }

    private void deepNesting() {
        int limit = savelens.json.JsonIndexer.MAX_DEPTH;
        for (int depth : new int[] {limit - 4, limit, 100_000}) {
            String objects = "{\"a\":".repeat(depth) + "1" + "}".repeat(depth);
            String arrays = "[".repeat(depth) + "]".repeat(depth);
            for (String deep : new String[] {objects, arrays, "[".repeat(depth)}) {
                helio("{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"T\",\"fields\":{\"deep\":" + deep + "}}]}", depth);
                json(Formats.byName("jsonex-lite"), "deep.json", "{\"@constructor\":\"Game_Party\",\"@circularID\":0,\"deep\":" + deep + "}", depth);
                json(Formats.byName("jsonex-lite"), "deep.json", "{\"@constructor\":\"Game_Party\",\"deep\":" + deep + "}", depth);
                json(Formats.byName("rpgmaker-mv"), "file1.rpgsave", "{\"deep\":" + deep + ",\"@c\":1}", depth);
                json(Formats.byName("rpgmaker-mz"), "file1.rmmzsave", "{\"deep\":" + deep + "}", depth);
            }
        }
    }

    private void helio(String text, int depth) {
        json(Formats.byName("helio"), "deep.json", text, depth);
    }

    private void json(Format format, String name, String text, int depth) {
        byte[] json = text.getBytes(StandardCharsets.UTF_8);
        commands(format, name, format.name().startsWith("rpgmaker") ? format.encode(json) : json, "nested " + depth + " deep", true);
    }

    /** Bytes that mean something to a JSON or JsonEx reader, drawn as often as any other byte. */
    private static final String SIGNIFICANT = "{}[]\",:-.0123456789e\\@ ";

    private static byte[] changed(byte[] bytes, Random r) {
        byte[] out = bytes.clone();
        int n = 1 + r.nextInt(3);
        for (int i = 0; i < n; i++) {
            out[r.nextInt(out.length)] = r.nextBoolean() ? (byte) r.nextInt(256) : (byte) SIGNIFICANT.charAt(r.nextInt(SIGNIFICANT.length()));
        }
        return out;
    }

    /** Runs the reading commands on the bytes, and a conversion and an edit on a copy when they read. */
    private void commands(Format origin, String name, byte[] bytes, String what) {
        commands(origin, name, bytes, what, false);
    }

    private void commands(Format origin, String name, byte[] bytes, String what, boolean write) {
        try {
            Path folder = Files.createDirectories(dir.resolve(String.valueOf(serial++)));
            Path file = Files.write(folder.resolve(name), bytes);
            String f = file.toString();
            int[] t = tally.computeIfAbsent(origin.name(), k -> new int[2]);
            t[0]++;
            Result info = run(t, what, "info", f);
            run(t, what, "info", "--json", f);
            run(t, what, "check", f);
            run(t, what, "cycles", f);
            run(t, what, "get", f, "$");
            run(t, what, "get", f, "#1");
            // Writing every one would only run the same code paths more slowly.
            if (info.code() != 0 || !write && serial % 4 != 0) return;
            run(t, what, "convert", f, "-o", folder.resolve("same-" + name).toString());
            run(t, what, "convert", f, "--to", "helio", "-o", folder.resolve("as-helio.json").toString());
            run(t, what, "set", f, "$[0]", "7", "-o", folder.resolve("edited-" + name).toString());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Result run(int[] t, String what, String... args) {
        t[1]++;
        Result r;
        try {
            r = CliTest.run(args);
        } catch (RuntimeException | StackOverflowError e) {
            return fail(what + ": " + String.join(" ", args) + " threw " + e, e);
        }
        if (!EXIT_CODES.contains(r.code()) || JAVA.matcher(r.err()).find() || JAVA.matcher(r.out()).find()) {
            fail(what + ": " + String.join(" ", args) + " exited " + r.code() + "\n" + r.err() + r.out());
        }
        return r;
    }
}
