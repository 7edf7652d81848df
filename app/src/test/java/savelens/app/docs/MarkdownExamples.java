package savelens.app.docs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The command examples of the project's Markdown: every fenced block with a line that begins with
 * {@code $ savelens}, cut into commands, each with the lines shown after it. Read from the pages themselves, so
 * the test checks what a reader sees.
 */
final class MarkdownExamples {
    private MarkdownExamples() {}

    /** A line of its own right before a block that is not run, with the reason: {@code <!-- example: not run (REASON) -->}. */
    static final Pattern NOT_RUN = Pattern.compile("\\s*<!--\\s*example:\\s*not run\\s*\\((.+)\\)\\s*-->\\s*");

    /** One {@code $ } line and the lines shown after it, up to the next {@code $ } line or the end of the block. */
    record Step(int line, String command, List<String> shown) {}

    /** A fenced block of examples; {@code skipReason} is null for a block that runs. */
    record Block(String page, int line, List<Step> steps, String skipReason) {
        String where() { return page + ":" + line; }
    }

    /** README.md and every Markdown page under docs/, in a stable order. */
    static List<Path> pages(Path repository) throws IOException {
        List<Path> pages = new ArrayList<>();
        pages.add(repository.resolve("README.md"));
        try (Stream<Path> docs = Files.walk(repository.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    static List<Block> read(Path repository, Path page) throws IOException {
        String name = repository.relativize(page).toString().replace('\\', '/');
        List<String> lines = Files.readAllLines(page);
        List<Block> blocks = new ArrayList<>();
        String pendingSkip = null;
        int pendingSkipLine = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher skip = NOT_RUN.matcher(line);
            if (skip.matches()) {
                if (pendingSkip != null) throw new IllegalStateException(name + ":" + pendingSkipLine + ": a not-run marker with no example block after it");
                pendingSkip = skip.group(1).trim();
                pendingSkipLine = i + 1;
                continue;
            }
            if (!line.startsWith("```")) {
                if (pendingSkip != null && !line.isBlank()) {
                    throw new IllegalStateException(name + ":" + pendingSkipLine + ": a not-run marker must stand right before the block it marks");
                }
                continue;
            }
            int open = i;
            List<String> body = new ArrayList<>();
            for (i++; i < lines.size() && !lines.get(i).startsWith("```"); i++) body.add(lines.get(i));
            List<Step> steps = steps(body, open + 2);
            boolean examples = steps.stream().anyMatch(s -> s.command().startsWith("savelens ") || s.command().equals("savelens"));
            if (examples) blocks.add(new Block(name, open + 1, steps, pendingSkip));
            else if (pendingSkip != null) throw new IllegalStateException(name + ":" + pendingSkipLine + ": a not-run marker before a block with no $ savelens line");
            pendingSkip = null;
        }
        if (pendingSkip != null) throw new IllegalStateException(name + ":" + pendingSkipLine + ": a not-run marker with no example block after it");
        return blocks;
    }

    private static List<Step> steps(List<String> body, int firstLine) {
        List<Step> steps = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= body.size(); i++) {
            if (i < body.size() && !body.get(i).startsWith("$ ")) continue;
            if (start >= 0) steps.add(new Step(firstLine + start, body.get(start).substring(2), List.copyOf(body.subList(start + 1, i))));
            start = i;
        }
        return steps;
    }
}
