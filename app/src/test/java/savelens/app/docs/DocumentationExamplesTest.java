package savelens.app.docs;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import savelens.app.Fixtures;

/**
 * Every command example in README.md and docs/ runs and prints what the page shows. A block is the commands
 * ({@code $ savelens …}, {@code $ cat FILE}) of one fenced block, run in order from the repository root against a
 * scratch copy of {@code fixtures/} (so examples that write files never touch the repository); each command's
 * output must be the lines after it. Conventions, written where a reader sees them (docs/guide/README.md):
 * a last line {@code [exit N]} is the command's exit code; a shown line ending in {@code …} stands for any line
 * that begins with the text before it; a block marked {@code <!-- example: not run (REASON) -->} is skipped, and
 * the test says so.
 */
class DocumentationExamplesTest {
    private static final Duration PER_BLOCK = Duration.ofSeconds(60);
    private static final String ELLIPSIS = "…";

    @TestFactory
    Stream<DynamicTest> everyExampleRunsAsShown() throws IOException {
        Path repository = Fixtures.folder().getParent();
        List<MarkdownExamples.Block> blocks = new ArrayList<>();
        for (Path page : MarkdownExamples.pages(repository)) blocks.addAll(MarkdownExamples.read(repository, page));
        long skipped = blocks.stream().filter(b -> b.skipReason() != null).count();
        long commands = blocks.stream().filter(b -> b.skipReason() == null).mapToLong(b -> b.steps().size()).sum();
        assertFalse(blocks.isEmpty(), "no $ savelens examples found under " + repository);
        System.out.println("documentation examples: " + (blocks.size() - skipped) + " blocks (" + commands + " commands) run, " + skipped + " not run");
        return blocks.stream().map(b -> DynamicTest.dynamicTest(b.where(), () -> {
            if (b.skipReason() != null) {
                System.out.println("example not run: " + b.where() + " (" + b.skipReason() + ")");
                Assumptions.abort("not run: " + b.skipReason());
            }
            assertTimeoutPreemptively(PER_BLOCK, () -> runBlock(repository, b), b.where() + " did not finish");
        }));
    }

    private static void runBlock(Path repository, MarkdownExamples.Block block) throws IOException {
        Path scratch = Files.createTempDirectory("savelens-example");
        try {
            copyTree(repository.resolve("fixtures"), scratch.resolve("fixtures"));
            ExampleShell shell = new ExampleShell(scratch);
            List<String> failures = new ArrayList<>();
            for (MarkdownExamples.Step step : block.steps()) {
                String where = block.page() + ":" + step.line() + ": $ " + step.command();
                ExampleShell.Output output;
                try {
                    output = shell.run(step.command());
                } catch (ExampleShell.Unsupported e) {
                    fail(where + ": cannot be run here (" + e.getMessage() + "); mark the block <!-- example: not run (REASON) -->");
                    return;
                }
                String problem = compare(step.shown(), output);
                if (problem != null) failures.add(where + "\n" + problem);
            }
            String changed = firstDifference(repository.resolve("fixtures"), scratch.resolve("fixtures"));
            if (changed != null) {
                failures.add(block.where() + ": the example changes " + changed + " in place; a reader running it would change their clone"
                        + " (write to a new file with -o NAME)");
            }
            if (!failures.isEmpty()) fail("the page does not show what the commands print:\n\n" + String.join("\n\n", failures));
        } finally {
            deleteTree(scratch);
        }
    }

    /** Null when the output is as shown; otherwise a line diff (- shown, + printed). */
    static String compare(List<String> shownLines, ExampleShell.Output output) {
        List<String> shown = new ArrayList<>(shownLines);
        trimBlankEnd(shown);
        Integer exitCode = null;
        if (!shown.isEmpty() && shown.get(shown.size() - 1).matches("\\[exit \\d+]")) {
            String last = shown.remove(shown.size() - 1);
            exitCode = Integer.parseInt(last.substring(6, last.length() - 1));
            trimBlankEnd(shown);
        }
        List<String> printed = new ArrayList<>(List.of(output.text().split("\n", -1)));
        trimBlankEnd(printed);
        StringBuilder problem = new StringBuilder();
        if (!matches(shown, printed)) problem.append(diff(shown, printed));
        if (exitCode != null && exitCode != output.exitCode()) {
            problem.append("exit code: shown ").append(exitCode).append(", was ").append(output.exitCode()).append('\n');
        }
        return problem.length() == 0 ? null : problem.toString();
    }

    private static boolean matches(List<String> shown, List<String> printed) {
        if (shown.size() != printed.size()) return false;
        for (int i = 0; i < shown.size(); i++) if (!lineMatches(shown.get(i), printed.get(i))) return false;
        return true;
    }

    private static boolean lineMatches(String shown, String printed) {
        if (shown.endsWith(ELLIPSIS)) return printed.startsWith(shown.substring(0, shown.length() - ELLIPSIS.length()));
        return shown.equals(printed);
    }

    /** A unified-style diff of two short line lists (longest common subsequence). */
    static String diff(List<String> shown, List<String> printed) {
        int n = shown.size(), m = printed.size();
        int[][] common = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                common[i][j] = lineMatches(shown.get(i), printed.get(j)) ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
            }
        }
        StringBuilder out = new StringBuilder("--- shown\n+++ printed\n");
        int i = 0, j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && lineMatches(shown.get(i), printed.get(j))) {
                out.append("  ").append(printed.get(j)).append('\n');
                i++;
                j++;
            } else if (j < m && (i == n || common[i][j + 1] >= common[i + 1][j])) {
                out.append("+ ").append(printed.get(j++)).append('\n');
            } else {
                out.append("- ").append(shown.get(i++)).append('\n');
            }
        }
        return out.toString();
    }

    private static void trimBlankEnd(List<String> lines) {
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isBlank()) lines.remove(lines.size() - 1);
    }

    /** The first file of {@code copy} that is not as in {@code original} (changed, added or gone), as a path under fixtures/. */
    static String firstDifference(Path original, Path copy) throws IOException {
        List<Path> originals, copies;
        try (Stream<Path> a = Files.walk(original); Stream<Path> b = Files.walk(copy)) {
            originals = a.filter(Files::isRegularFile).map(original::relativize).sorted().toList();
            copies = b.filter(Files::isRegularFile).map(copy::relativize).sorted().toList();
        }
        for (Path p : copies) if (!originals.contains(p)) return "fixtures/" + p;
        for (Path p : originals) {
            if (!copies.contains(p) || Files.mismatch(original.resolve(p), copy.resolve(p)) != -1) return "fixtures/" + p;
        }
        return null;
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(target);
                else {
                    Files.copy(p, target);
                    target.toFile().setWritable(true);
                }
            }
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}
