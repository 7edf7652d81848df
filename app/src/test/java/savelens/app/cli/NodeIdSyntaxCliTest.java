package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.cli.CliTest.Result;

/** The one id syntax on the command line: {@code #12} and {@code #"a1"} in paths and values alike. */
class NodeIdSyntaxCliTest {
    @TempDir Path dir;

    private Path scene() throws IOException {
        return Files.write(dir.resolve("scene.json"), ("{\"root\":0,\"types\":[{\"name\":\"Node\",\"version\":1,\"fields\":"
                + "[{\"name\":\"name\",\"kind\":\"string\"},{\"name\":\"next\",\"kind\":\"ref\"}]}],\"nodes\":["
                + "{\"id\":0,\"type\":\"Node\",\"fields\":{\"name\":\"a\",\"next\":1}},"
                + "{\"id\":1,\"type\":\"Node\",\"fields\":{\"name\":\"b\",\"next\":0}}]}").getBytes(StandardCharsets.UTF_8));
    }

    @Test void anIntegerIdIsReadInPathsAndValues() throws IOException {
        Path f = scene();
        assertEquals("#1\n", CliTest.run("get", f.toString(), "#0.next").out());
        assertEquals("\"b\"\n", CliTest.run("get", f.toString(), "#0.next.name").out());
        Result set = CliTest.run("set", f.toString(), "#1.next", "#1");
        assertEquals(0, set.code(), set.err());
        assertEquals("#1\n", CliTest.run("get", f.toString(), "$.next.next").out());
        assertEquals("cycle 1: 1 node: #1 Node -> #1 Node\n", CliTest.run("cycles", f.toString()).out());
    }

    @Test void aStringIdIsNoInteger() throws IOException {
        Path f = scene();
        Result get = CliTest.run("get", f.toString(), "#\"1\".name");
        assertEquals(1, get.code());
        assertEquals("savelens: " + f + ": no node #\"1\"\n", get.err());
        Result set = CliTest.run("set", f.toString(), "$.next", "#\"1\"");
        assertEquals(1, set.code());
        assertEquals("savelens: " + f + ": no node #\"1\" to refer to\n", set.err());
    }

    @Test void aMalformedIdIsRefusedWithAReason() throws IOException {
        Path f = scene();
        Result set = CliTest.run("set", f.toString(), "$.next", "#one");
        assertEquals(1, set.code());
        assertEquals("savelens: " + f + ": \"#one\" is not a reference: write #ID (#12, or #\"a1\" for a string id);"
                + " # takes an integer id or a quoted one (#12, #\"a1\")\n", set.err());
        Result get = CliTest.run("get", f.toString(), "#\"open.name");
        assertEquals(1, get.code());
        assertEquals("savelens: " + f + ": a path starts with $ or #ID: #\"open.name (unclosed quoted id #\"open.name)\n", get.err());
    }
}
