package savelens.app;

import java.util.ArrayList;
import java.util.List;

/**
 * The window's own arguments: files to open, and {@code --smoke FILE}, which opens one file, reports whether
 * it was shown and exits (see {@link savelens.app.main.SmokeCheck}). No JavaFX here: the launcher checks them
 * before the toolkit starts.
 */
final class WindowArguments {
    static final String SMOKE = "--smoke";

    private WindowArguments() {}

    /** The file arguments (everything not starting with "-"). */
    static List<String> files(List<String> args) {
        List<String> files = new ArrayList<>();
        for (String a : args) if (!a.startsWith("-")) files.add(a);
        return files;
    }

    static boolean isSmoke(List<String> args) { return args.contains(SMOKE); }

    /** Why these arguments cannot start a smoke run, or null when they can (one file). */
    static String smokeProblem(List<String> args) {
        if (!isSmoke(args)) return null;
        int n = files(args).size();
        return n == 1 ? null : "--smoke takes exactly one file (got " + n + "): savelens --smoke FILE";
    }
}
