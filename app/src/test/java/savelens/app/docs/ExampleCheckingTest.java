package savelens.app.docs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;

/** How the documentation examples are read, run and compared: a drifted example must fail, with a diff. */
class ExampleCheckingTest {
    @TempDir Path dir;

    @Test void aDriftedLineFailsWithADiff() {
        String problem = DocumentationExamplesTest.compare(List.of("format       helio", "registry     none", "nodes        2"),
                new ExampleShell.Output("format       helio\nnodes        2\n", 0));
        assertEquals("--- shown\n+++ printed\n  format       helio\n- registry     none\n  nodes        2\n", problem);
    }

    @Test void outputTheBlockDoesNotShowFails() {
        String problem = DocumentationExamplesTest.compare(List.of(), new ExampleShell.Output("#4.parent: #1 → #5 (written to out.json)\n", 0));
        assertTrue(problem.contains("+ #4.parent: #1 → #5 (written to out.json)"), problem);
    }

    @Test void aShownExitCodeIsChecked() {
        assertNull(DocumentationExamplesTest.compare(List.of("$.a: 1 → 2", "[exit 1]"), new ExampleShell.Output("$.a: 1 → 2\n", 1)));
        String problem = DocumentationExamplesTest.compare(List.of("$.a: 1 → 2", "[exit 1]"), new ExampleShell.Output("$.a: 1 → 2\n", 0));
        assertEquals("exit code: shown 1, was 0\n", problem);
    }

    @Test void aLineEndingInAnEllipsisMatchesItsBeginning() {
        assertNull(DocumentationExamplesTest.compare(List.of("{\"roots\":[\"#1\"],…", ""), new ExampleShell.Output("{\"roots\":[\"#1\"],\"objects\":[]}\n\n", 0)));
        assertFalse(DocumentationExamplesTest.compare(List.of("{\"roots\":[\"#2\"],…"), new ExampleShell.Output("{\"roots\":[\"#1\"]}\n", 0)) == null);
    }

    @Test void blocksAreCutIntoCommandsAndMarkedBlocksAreSkippedWithTheirReason() throws IOException {
        Path page = Files.writeString(dir.resolve("page.md"), String.join("\n",
                "Intro", "", "```", "$ savelens get a.json '$'", "1", "$ cat b.json", "{}", "```", "",
                "<!-- example: not run (needs a running server) -->", "```", "$ savelens live http://127.0.0.1:1 tables", "```", "",
                "```sh", "$ curl -s http://127.0.0.1:27760/world", "```", ""));
        List<MarkdownExamples.Block> blocks = MarkdownExamples.read(dir, page);
        assertEquals(2, blocks.size());
        MarkdownExamples.Block first = blocks.get(0);
        assertEquals("page.md:3", first.where());
        assertNull(first.skipReason());
        assertEquals(List.of(new MarkdownExamples.Step(4, "savelens get a.json '$'", List.of("1")),
                new MarkdownExamples.Step(6, "cat b.json", List.of("{}"))), first.steps());
        assertEquals("needs a running server", blocks.get(1).skipReason());
    }

    @Test void aMarkerThatMarksNoExampleIsAnError() throws IOException {
        Path page = Files.writeString(dir.resolve("page.md"), "<!-- example: not run (timings) -->\nSome text\n\n```\n$ savelens help\n```\n");
        assertThrows(IllegalStateException.class, () -> MarkdownExamples.read(dir, page));
    }

    @Test void wordsAreSplitAsAShellSplitsThem() throws ExampleShell.Unsupported {
        assertEquals(List.of("savelens", "get", "f.json", "#\"$[\\\"ship\\\"]\".name", "a b", "x\"y"),
                ExampleShell.words("savelens get f.json '#\"$[\\\"ship\\\"]\".name' \"a b\" x\\\"y"));
        assertThrows(ExampleShell.Unsupported.class, () -> ExampleShell.words("savelens live URL tables | grep -v built-in"));
        assertThrows(ExampleShell.Unsupported.class, () -> ExampleShell.words("savelens info x; echo $?"));
    }

    @Test void commandsRunInTheScratchFolderAndShowPathsAsTyped() throws Exception {
        Path fixture = dir.resolve("fixtures/helio");
        Files.createDirectories(fixture);
        Files.copy(Fixtures.folder().resolve("helio/village.json"), fixture.resolve("village.json"));
        byte[] before = Files.readAllBytes(fixture.resolve("village.json"));
        ExampleShell shell = new ExampleShell(dir);
        ExampleShell.Output out = shell.run("savelens set fixtures/helio/village.json '#4.parent' '#5' -o cycle.json");
        assertEquals(new ExampleShell.Output("#4.parent: #1 → #5 (written to cycle.json)\n", 0), out);
        assertTrue(Files.exists(dir.resolve("cycle.json")));
        assertEquals(1, shell.run("savelens check cycle.json").exitCode());
        assertArrayEquals(before, Files.readAllBytes(fixture.resolve("village.json")), "the fixture is as it was");
        assertThrows(ExampleShell.Unsupported.class, () -> shell.run("savelens fixtures/helio/village.json"));
        assertThrows(ExampleShell.Unsupported.class, () -> shell.run("curl http://127.0.0.1:27760/world"));
    }

    @Test void anExampleThatEditsAFixtureInPlaceIsCaught() throws IOException {
        Path original = Files.createDirectories(dir.resolve("original/helio"));
        Path copy = Files.createDirectories(dir.resolve("copy/helio"));
        Files.writeString(original.resolve("a.json"), "{\"root\":0}");
        Files.writeString(copy.resolve("a.json"), "{\"root\":0}");
        assertNull(DocumentationExamplesTest.firstDifference(dir.resolve("original"), dir.resolve("copy")));
        Files.writeString(copy.resolve("a.json.bak"), "{\"root\":0}");
        assertEquals("fixtures/helio/a.json.bak", DocumentationExamplesTest.firstDifference(dir.resolve("original"), dir.resolve("copy")));
        Files.delete(copy.resolve("a.json.bak"));
        Files.writeString(copy.resolve("a.json"), "{\"root\":1}");
        assertEquals("fixtures/helio/a.json", DocumentationExamplesTest.firstDifference(dir.resolve("original"), dir.resolve("copy")));
    }
}
