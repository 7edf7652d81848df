package savelens.app.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import savelens.path.NearestNames;

/**
 * A first word that is neither a command nor an existing file ({@code savelens lvie}): a usage error with the
 * list of commands and the nearest one, rather than a window that opens on a file that is not there.
 */
final class UnknownCommand {
    private UnknownCommand() {}

    /** True for a word that names neither an option nor an existing file or folder. */
    static boolean applies(String word) {
        if (word.startsWith("-") || Cli.isCommand(word)) return false;
        try {
            return !Files.exists(Path.of(word));
        } catch (InvalidPathException e) {
            return true;
        }
    }

    static int report(String word, Set<String> commands, PrintStream err) {
        Set<String> names = new TreeSet<>();
        for (String c : commands) if (!c.startsWith("-")) names.add(c);
        err.println("savelens: \"" + word + "\" is neither a command nor an existing file" + NearestNames.hint(word, names));
        err.println("commands: " + String.join(", ", names) + " (savelens help shows each)");
        return CliFailure.USAGE;
    }
}
