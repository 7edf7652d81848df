package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.app.Fixtures;
import savelens.app.cli.CliTest.Result;

/**
 * The examples in docs/query.md print what the page says: each line {@code $ savelens ARGS} in a fenced block is
 * run (from the repository root, {@code fixtures/…} as written) and its output compared with the lines after it.
 */
class QueryDocExamplesTest {
    @Test
    void everyExampleInTheQueryGuidePrintsWhatItShows() throws IOException {
        Path root = Fixtures.folder().getParent();
        List<String> lines = Files.readAllLines(root.resolve("docs/query.md"));
        int examples = 0;
        boolean fenced = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (!fenced || !line.startsWith("$ savelens ")) continue;
            StringBuilder expected = new StringBuilder();
            int j = i + 1;
            for (; j < lines.size() && !lines.get(j).startsWith("```") && !lines.get(j).startsWith("$ savelens "); j++) {
                expected.append(lines.get(j)).append('\n');
            }
            List<String> args = new ArrayList<>();
            for (String word : words(line.substring("$ savelens ".length()))) {
                args.add(word.startsWith("fixtures/") ? root.resolve(word).toString() : word);
                if (word.startsWith("/tmp/")) Files.deleteIfExists(Path.of(word)); // -o OUT: a new file each run
            }
            Result r = CliTest.run(args.toArray(String[]::new));
            assertEquals(expected.toString(), r.out().replace(root + "/", ""), line + "\n" + r.err());
            examples++;
            i = j - 1;
        }
        assertTrue(examples >= 4, "examples found: " + examples);
    }

    /** The words of a shell command line: blanks separate them, single and double quotes group them. */
    static List<String> words(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                if (c == quote) quote = 0;
                else word.append(c);
            } else if (c == '\'' || c == '"') {
                if (word == null) word = new StringBuilder();
                quote = c;
            } else if (c == ' ') {
                if (word != null) words.add(word.toString());
                word = null;
            } else {
                if (word == null) word = new StringBuilder();
                word.append(c);
            }
        }
        if (word != null) words.add(word.toString());
        return words;
    }
}
