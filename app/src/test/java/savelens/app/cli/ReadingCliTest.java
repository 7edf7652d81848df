package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.cli.CliTest.Result;
import savelens.format.rpgmaker.RpgMakerMzFormat;

/** What the commands make of unusual input: one-value saves, truncated files. */
class ReadingCliTest {
    @TempDir Path dir;

    private static byte[] utf8(String s) { return s.getBytes(StandardCharsets.UTF_8); }

    private static Result run(String... args) { return CliTest.run(args); }

    @Test
    void aTruncatedTypeNameIsAnUnreadableDocument() throws IOException {
        Path t = Files.write(dir.resolve("t.json"), utf8("{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"Sce"));
        Result r = run("info", t.toString());
        assertEquals(2, r.code());
        assertEquals("savelens: " + t + ": line 1, column 39: unexpected end of the file (the document is truncated) inside a string\n", r.err());
    }

    @Test
    void aSaveThatIsOneStringIsReadEditedAndWrittenBack() throws IOException {
        String json = "\"{\\\"quest\\\":3}\"";
        byte[] original = new RpgMakerMzFormat().encode(utf8(json));
        Path save = Files.write(dir.resolve("plugin.rmmzsave"), original);

        Result info = run("info", save.toString(), "--json");
        assertEquals(0, info.code(), info.err());
        assertEquals("{\"format\":\"rpgmaker-mz\",\"root\":\"$\",\"nodes\":0,\"references\":0,\"cycles\":0,\"nodesOnCycles\":0,"
                + "\"shared\":0,\"dangling\":0,\"unreachable\":0,\"diagnostics\":{\"errors\":0,\"warnings\":0}}\n", info.out());
        assertTrue(run("info", save.toString()).out().contains("root         $ (a string)\n"));
        assertEquals(json + "\n", run("get", save.toString(), "$").out());

        Path copy = dir.resolve("copy.rmmzsave");
        assertEquals(0, run("convert", save.toString(), "-o", copy.toString()).code());
        assertArrayEquals(original, Files.readAllBytes(copy), "an unedited round trip is byte-identical");

        Result set = run("set", save.toString(), "$", "\"{\\\"quest\\\":4}\"");
        assertEquals(0, set.code(), set.err());
        assertEquals("\"{\\\"quest\\\":4}\"\n", run("get", save.toString(), "$").out());
        assertEquals(1, run("get", save.toString(), "$.quest").code(), "a string has no fields");
    }

    @Test
    void duplicateMembersAreReportedAndNotEdited() throws IOException {
        Path party = Files.write(dir.resolve("party.json"), utf8("{\"@constructor\":\"Game_Party\",\"_gold\":1,\"_gold\":0}"));
        assertEquals("0\n", run("get", party.toString(), "$._gold").out(), "the last one counts, as in JSON.parse");
        Result check = run("check", party.toString());
        assertEquals(1, check.code());
        assertEquals("error: duplicate member \"_gold\" at line 1, column 30 and line 1, column 40: the game reads only the last one\n"
                + "1 errors, 0 warnings\n", check.out());
        Result set = run("set", party.toString(), "$._gold", "5");
        assertEquals(1, set.code());
        assertTrue(set.err().contains("cannot edit \"_gold\": its object has that name twice"), set.err());

        Path helio = Files.write(dir.resolve("g.json"), utf8("{\"root\":0,\"root\":1,\"nodes\":[{\"id\":0,\"type\":\"T\",\"fields\":{}}]}"));
        Result info = run("info", helio.toString());
        assertEquals(2, info.code());
        assertEquals("savelens: " + helio + ": line 1, column 11: \"root\" is written twice in one object (first at line 1, column 2);"
                + " with its structure given twice the document cannot be read safely\n", info.err());
    }
}
