package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;

/** {@code convert --to} between helio and the JSON reference dialects, and between dialects. */
class DialectConvertCliTest {
    @TempDir Path dir;

    private Path copy(String fixture) throws IOException {
        Path p = Files.copy(Fixtures.folder().resolve(fixture), dir.resolve(Path.of(fixture).getFileName()));
        p.toFile().setWritable(true);
        return p;
    }

    private static CliTest.Result run(String... args) { return CliTest.run(args); }

    @Test
    void helioToDotNetAndBackKeepsIdsValuesAndReferences() throws IOException {
        Path scene = copy("helio/scene.json");
        Path dotnet = dir.resolve("scene.dotnet.json");
        CliTest.Result r = run("convert", scene.toString(), "--to", "dotnet-refs", "-o", dotnet.toString());
        assertEquals(0, r.code(), r.err());
        String facts = run("info", dotnet.toString(), "--json").out();
        assertTrue(facts.startsWith("{\"format\":\"dotnet-refs\",\"root\":\"#\\\"0\\\"\""), facts);
        assertEquals(run("get", scene.toString(), "#1.name").out(), run("get", dotnet.toString(), "#\"1\".name").out());
        assertEquals("#\"1\"\n", run("get", dotnet.toString(), "#\"3\".parent").out());

        Path back = dir.resolve("scene.back.json");
        assertEquals(0, run("convert", dotnet.toString(), "--to", "helio", "-o", back.toString()).code());
        assertEquals(run("get", scene.toString(), "$").out(), run("get", back.toString(), "$").out());
        assertEquals(run("info", scene.toString(), "--json").out().replaceAll("\"diagnostics\".*", ""),
                run("info", back.toString(), "--json").out().replaceAll("\"diagnostics\".*", ""));
    }

    @Test
    void dotNetToCycleJsWritesPathsAndJacksonToDotNetKeepsUuids() throws IOException {
        Path office = copy("dotnet-refs/office.json");
        Path cycle = dir.resolve("office.cycle.json");
        assertEquals(0, run("convert", office.toString(), "--to", "cyclejs", "-o", cycle.toString()).code());
        assertEquals("{\"Name\":\"Tyra\",\"Manager\":null,\"Reports\":[{\"Name\":\"Adri\",\"Manager\":{\"$ref\":\"$\"},\"Reports\":[]}]}",
                Files.readString(cycle));
        assertEquals("\"Tyra\"\n", run("get", cycle.toString(), "$.Reports[0].Manager.Name").out());

        Path world = copy("jackson-identity/world.json");
        Path dotnet = dir.resolve("world.dotnet.json");
        assertEquals(0, run("convert", world.toString(), "--to", "dotnet-refs", "-o", dotnet.toString()).code());
        assertEquals(run("get", world.toString(), "$.regions[0].name").out(), run("get", dotnet.toString(), "$.regions[0].name").out());
    }

    @Test
    void aConversionThatWouldLoseSomethingIsRefusedWithOneLineAndWritesNothing() throws IOException {
        Path island = copy("helio/island.json");
        Path out = dir.resolve("island.cycle.json");
        CliTest.Result r = run("convert", island.toString(), "--to", "cyclejs", "-o", out.toString());
        assertEquals(1, r.code());
        assertEquals("savelens: " + island + ": #0 is of type \"SceneNode\", and cycle.js keeps no type names\n", r.err());
        assertFalse(Files.exists(out));

        Path guild = copy("dotnet-refs/guild.json");
        r = run("convert", guild.toString(), "--to", "jackson-identity", "-o", out.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("#\"4\" is an array with an identity, and Jackson gives arrays none"), r.err());
        assertFalse(Files.exists(out));
        assertEquals(64, run("convert", guild.toString(), "--to", "yaml", "-o", out.toString()).code());
    }
}
