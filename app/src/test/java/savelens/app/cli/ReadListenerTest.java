package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;

/**
 * The command line tells a read listener when each file it names has been read, before the work on it prints anything,
 * and runs as it does without one: a benchmark times a command's load and its work apart in one run through it.
 */
class ReadListenerTest {
    @TempDir Path dir;

    /** What a run printed and the files the listener heard of, with how much had been printed at each. */
    private record Heard(int code, String out, String err, List<Path> files, List<Integer> printedAtRead) {}

    private static Heard run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<Path> files = new ArrayList<>();
        List<Integer> printed = new ArrayList<>();
        int code = Cli.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                file -> {
                    files.add(file);
                    printed.add(out.size());
                });
        return new Heard(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), files, printed);
    }

    @Test
    void eachCommandTellsOfItsFileOnceReadAndBeforeItPrints() throws IOException {
        Path scene = Fixtures.copy(dir, "helio/scene.json");
        for (String[] args : List.of(new String[] {"info", scene.toString()}, new String[] {"check", scene.toString()},
                new String[] {"scene", scene.toString()}, new String[] {"query", scene.toString(), "$..name", "--json"},
                new String[] {"size", scene.toString()}, new String[] {"get", scene.toString(), "$"})) {
            Heard heard = run(args);
            assertEquals(List.of(scene), heard.files(), String.join(" ", args));
            assertEquals(List.of(0), heard.printedAtRead(), String.join(" ", args) + ": nothing printed before the read was told");
            assertFalse(heard.out().isEmpty(), String.join(" ", args));
        }
    }

    @Test
    void theOutputAndExitCodeAreThoseOfARunWithoutAListener() throws IOException {
        Path scene = Fixtures.copy(dir, "helio/scene.json");
        for (String command : List.of("info", "check", "scene", "cycles")) {
            Heard heard = run(command, scene.toString());
            CliTest.Result plain = CliTest.run(command, scene.toString());
            assertEquals(plain.code(), heard.code(), command);
            assertEquals(plain.out(), heard.out(), command);
            assertEquals(plain.err(), heard.err(), command);
        }
    }

    @Test
    void aDiffTellsOfBothFilesInTheOrderItReadsThem() throws IOException {
        Path a = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        Path b = dir.resolve("file1 edited.rpgsave");
        Files.copy(a, b);
        assertEquals(0, CliTest.run("set", b.toString(), "$.party._gold", "999999", "--backups", "0").code());
        Heard heard = run("diff", a.toString(), b.toString());
        assertEquals(1, heard.code(), heard.err());
        assertEquals(List.of(a, b), heard.files());
        assertEquals(List.of(0, 0), heard.printedAtRead());
        assertTrue(heard.out().contains("999999"), heard.out());
    }

    @Test
    void noFileReadIsToldWhenTheCommandStopsBeforeReading() throws IOException {
        assertEquals(List.of(), run("info").files(), "a usage error");
        Heard missing = run("info", dir.resolve("no such file.json").toString());
        assertEquals(CliFailure.UNREADABLE, missing.code());
        assertEquals(List.of(), missing.files(), "an unreadable file");
        assertEquals(List.of(), run("formats").files(), "a command that reads no file");
    }
}
