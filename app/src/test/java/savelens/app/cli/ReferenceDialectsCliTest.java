package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;

/** The JSON reference dialects from the command line: facts, reading, one edit, checking and converting. */
class ReferenceDialectsCliTest {
    @TempDir Path dir;

    private Path copy(String fixture) throws IOException {
        Path p = Files.copy(Fixtures.folder().resolve(fixture), dir.resolve(Path.of(fixture).getFileName()));
        p.toFile().setWritable(true);
        return p;
    }

    private static CliTest.Result run(String... args) { return CliTest.run(args); }

    @Test
    void dotnetRefs() throws IOException {
        Path guild = copy("dotnet-refs/guild.json");
        String file = guild.toString();
        assertEquals("{\"format\":\"dotnet-refs\",\"root\":\"#\\\"1\\\"\",\"nodes\":8,\"references\":13,\"cycles\":1,\"nodesOnCycles\":6,"
                + "\"shared\":4,\"dangling\":1,\"unreachable\":0,\"diagnostics\":{\"errors\":1,\"warnings\":1}}\n", run("info", file, "--json").out());
        assertEquals("\"Ayla\"\n", run("get", file, "$.Leader.Name").out());
        assertEquals("#\"8\"\n", run("get", file, "$.Chests[1]").out());
        CliTest.Result cycles = run("cycles", file);
        assertTrue(cycles.out().startsWith("cycle 1: 6 nodes: #\"1\" Guild -> "), cycles.out());
        CliTest.Result check = run("check", file);
        assertEquals(1, check.code());
        assertTrue(check.out().contains("error: dangling reference: #\"1\".Bank refers to #\"9\", which does not exist"), check.out());

        String before = Files.readString(guild, StandardCharsets.UTF_8);
        assertEquals(0, run("set", file, "$.Members[1].Friends[0]", "#\"7\"").code());
        assertEquals(before.replace("\"$values\": [\r\n            {\r\n              \"$ref\": \"3\"\r\n            }",
                "\"$values\": [\r\n            {\"$ref\":\"7\"}"), Files.readString(guild, StandardCharsets.UTF_8));
        assertEquals("#\"7\"\n", run("get", file, "$.Members[1].Friends[0]").out());

        Path helio = dir.resolve("guild.helio.json");
        CliTest.Result convert = run("convert", file, "--to", "helio", "-o", helio.toString());
        assertEquals(0, convert.code(), convert.err());
        assertEquals("\"Ayla\"\n", run("get", helio.toString(), "#1.Leader.Name").out());
        assertTrue(run("info", helio.toString(), "--json").out().startsWith("{\"format\":\"helio\",\"root\":\"#1\",\"nodes\":8,"));
    }

    @Test
    void dotnetRefsConversionIsRefusedWithItsReason() throws IOException {
        Path odd = dir.resolve("odd.json");
        Files.writeString(odd, "{\"$id\":\"a\",\"self\":{\"$ref\":\"a\"}}");
        CliTest.Result r = run("convert", odd.toString(), "--to", "helio", "-o", dir.resolve("out.json").toString());
        assertEquals(1, r.code());
        assertEquals("savelens: " + odd + ": #\"a\" is not a number, and a helio document's ids are numbers\n", r.err());
        assertFalse(Files.exists(dir.resolve("out.json")));
    }

    @Test
    void cyclejs() throws IOException {
        Path crew = copy("cyclejs/crew.json");
        String file = crew.toString();
        assertEquals("{\"format\":\"cyclejs\",\"root\":\"#\\\"$\\\"\",\"nodes\":8,\"references\":13,\"cycles\":2,\"nodesOnCycles\":6,"
                + "\"shared\":5,\"dangling\":1,\"unreachable\":0,\"diagnostics\":{\"errors\":1,\"warnings\":0}}\n", run("info", file, "--json").out());
        assertEquals("#\"$[\\\"ship\\\"][\\\"crew\\\"][1]\"\n", run("get", file, "$.ship.crew[2].mentor").out());
        assertEquals("\"Ada\"\n", run("get", file, "#\"$[\\\"ship\\\"][\\\"crew\\\"][1]\".name").out());
        assertEquals(1, run("check", file).code());

        String before = Files.readString(crew, StandardCharsets.UTF_8);
        CliTest.Result insert = run("insert", file, "$.ship.crew", "0", "\"stowaway\"");
        assertEquals(0, insert.code(), insert.err());
        String after = Files.readString(crew, StandardCharsets.UTF_8);
        String expected = before.replace("\"nobody\"", "\"stowaway\",\n      \"nobody\"")
                .replace("crew\\\"][2]", "crew\\\"][3]").replace("crew\\\"][1]", "crew\\\"][2]");
        assertEquals(expected, after, "the element inserted and the three paths through the moved ones, nothing else");
        assertEquals("\"Bo\"\n", run("get", file, "$.log[2].captain.name").out(), "the captain still names Bo");

        Path loop = copy("cyclejs/loop.json");
        Path helio = dir.resolve("loop.helio.json");
        CliTest.Result convert = run("convert", loop.toString(), "--to", "helio", "-o", helio.toString());
        assertEquals(0, convert.code(), convert.err());
        assertEquals("2\n", run("get", helio.toString(), "#0.items.items[2].n").out());
        CliTest.Result refused = run("convert", file, "--to", "helio", "-o", dir.resolve("crew.helio.json").toString());
        assertEquals(1, refused.code());
    }

    @Test
    void jacksonIdentity() throws IOException {
        Path zoo = copy("jackson-identity/zoo.json");
        copy("jackson-identity/zoo.registry.json");
        String file = zoo.toString();
        CliTest.Result info = run("info", file);
        assertTrue(info.out().startsWith("format       jackson-identity\nroot         #1 Zoo\nregistry     sidecar (3 types)\n"), info.out());
        assertEquals("{\"format\":\"jackson-identity\",\"root\":\"#1\",\"nodes\":5,\"references\":11,\"cycles\":1,\"nodesOnCycles\":5,"
                + "\"shared\":4,\"dangling\":1,\"unreachable\":0,\"diagnostics\":{\"errors\":1,\"warnings\":0}}\n", run("info", file, "--json").out());
        assertEquals("\"Leo\"\n", run("get", file, "$.keepers[1].favourite.name").out());
        assertEquals(1, run("check", file).code());
        String before = Files.readString(zoo, StandardCharsets.UTF_8);
        assertEquals(0, run("set", file, "$.director", "#4").code());
        assertEquals(before.replace("\"director\" : 9", "\"director\" : 4"), Files.readString(zoo, StandardCharsets.UTF_8));
        assertEquals(0, run("check", file).code());
        CliTest.Result notARef = run("set", file, "$.director", "5");
        assertEquals(1, notARef.code());
        assertTrue(notARef.err().contains("Zoo.director of #1 is registered as a reference"), notARef.err());
        Path helio = dir.resolve("zoo.helio.json");
        assertEquals(0, run("convert", file, "--to", "helio", "-o", helio.toString()).code());
        assertEquals("\"Tom\"\n", run("get", helio.toString(), "#1.director.name").out());
    }

    @Test
    void jacksonIdentityPropertyNamedOnTheCommandLine() throws IOException {
        Path tree = dir.resolve("tree.json");
        Files.writeString(tree, "{\"ref_id\":1,\"kids\":[{\"ref_id\":2,\"up\":1},{\"ref_id\":3,\"up\":1,\"twin\":2},2]}");
        assertEquals(2, run("info", tree.toString()).code(), "without it the file is plain JSON");
        CliTest.Result info = run("info", tree.toString(), "--json", "--id-property", "ref_id");
        assertEquals(0, info.code(), info.err());
        assertTrue(info.out().startsWith("{\"format\":\"jackson-identity\",\"root\":\"#1\",\"nodes\":3,\"references\":6,"), info.out());
        assertEquals("#2\n", run("get", tree.toString(), "$.kids[1].twin", "--id-property", "ref_id").out());
    }
}
