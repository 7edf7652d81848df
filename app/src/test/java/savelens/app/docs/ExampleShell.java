package savelens.app.docs;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import savelens.app.cli.Cli;

/**
 * Runs an example's command line as a reader would type it at the repository root, in process: {@code savelens}
 * is the command line's entry point, {@code cat FILE} prints a file. The working folder is a scratch copy of the
 * repository's {@code fixtures/}, so an example that writes files writes them there. The JVM's own working
 * folder cannot be changed, so arguments that name files in the scratch folder (and the targets of {@code -o}
 * and {@code --snapshot}) are made absolute, and the folder's path is taken out of the output again.
 */
final class ExampleShell {
    /** What a command printed (standard output and error in the order written, as a terminal shows them) and its exit code. */
    record Output(String text, int exitCode) {}

    /** Thrown for a command line the shell does not run: a reader's shell could, so the block must be marked. */
    static final class Unsupported extends Exception {
        Unsupported(String message) { super(message); }
    }

    private static final Set<String> OUTPUT_OPTIONS = Set.of("-o", "--snapshot");

    private final Path workingFolder;

    ExampleShell(Path workingFolder) { this.workingFolder = workingFolder.toAbsolutePath(); }

    Output run(String commandLine) throws Unsupported, IOException {
        List<String> words = words(commandLine);
        if (words.isEmpty()) throw new Unsupported("an empty command");
        String program = words.get(0);
        List<String> args = words.subList(1, words.size());
        if (program.equals("cat")) return cat(args);
        if (!program.equals("savelens")) throw new Unsupported("\"" + program + "\" is not a command the examples run (savelens, cat)");
        if (args.isEmpty() || (!Cli.isCommand(args.get(0)) && !args.get(0).startsWith("-") && Files.exists(workingFolder.resolve(args.get(0))))) {
            throw new Unsupported("it opens the window");
        }
        List<String> absolute = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            boolean output = i > 0 && OUTPUT_OPTIONS.contains(args.get(i - 1));
            boolean existing = i > 0 && !a.isEmpty() && !a.startsWith("-") && Files.exists(workingFolder.resolve(a));
            absolute.add(output || existing ? workingFolder.resolve(a).toString() : a);
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream both = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        int code = Cli.run(absolute, both, both);
        both.flush();
        return new Output(relative(bytes.toString(StandardCharsets.UTF_8)), code);
    }

    private Output cat(List<String> args) throws Unsupported, IOException {
        if (args.size() != 1) throw new Unsupported("cat takes one file here");
        Path file = workingFolder.resolve(args.get(0));
        if (!Files.isRegularFile(file)) return new Output("cat: " + args.get(0) + ": No such file or directory\n", 1);
        String text = Files.readString(file, StandardCharsets.UTF_8);
        return new Output(text.endsWith("\n") ? text : text + "\n", 0);
    }

    /** Paths as the reader typed them: the scratch folder is the reader's working folder. */
    private String relative(String text) {
        String folder = workingFolder.toString();
        return text.replace(folder + java.io.File.separator, "").replace(folder, ".");
    }

    /** Splits a line as a POSIX shell does for the quoting examples use; anything more (pipes, ;, $VAR) is refused. */
    static List<String> words(String line) throws Unsupported {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\'') {
                int end = line.indexOf('\'', i + 1);
                if (end < 0) throw new Unsupported("an unclosed ' quote");
                word.append(line, i + 1, end);
                i = end;
                inWord = true;
            } else if (c == '"') {
                inWord = true;
                for (i++; ; i++) {
                    if (i >= line.length()) throw new Unsupported("an unclosed \" quote");
                    char d = line.charAt(i);
                    if (d == '"') break;
                    if (d == '$' || d == '`') throw new Unsupported("shell expansion inside double quotes");
                    if (d == '\\' && i + 1 < line.length() && "\"\\$`".indexOf(line.charAt(i + 1)) >= 0) d = line.charAt(++i);
                    word.append(d);
                }
            } else if (c == '\\') {
                if (i + 1 >= line.length()) throw new Unsupported("a line continuation");
                word.append(line.charAt(++i));
                inWord = true;
            } else if (c == ' ' || c == '\t') {
                if (inWord) words.add(word.toString());
                word.setLength(0);
                inWord = false;
            } else if ("|;&<>()$`*?~".indexOf(c) >= 0 || (c == '#' && !inWord)) {
                throw new Unsupported("shell syntax (" + c + ")");
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) words.add(word.toString());
        return words;
    }
}
