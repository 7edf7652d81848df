package savelens.app.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Command-line arguments: options may stand before or after the positional arguments, a value that
 * looks like a negative number is a value, and {@code --} ends the options.
 */
final class Arguments {
    private static final Set<String> FLAGS = Set.of("--json", "--all", "--quiet", "--each-node", "--unreachable", "--apply",
            "--switches", "--variables", "--items", "--weapons", "--armors", "--party");
    private static final Set<String> WITH_VALUE = Set.of("--registry", "-o", "--to", "--game-data", "--backups", "--max-size", "--id-property",
            "--find", "--top", "--by", "--depth");
    /** Options every document command takes. */
    private static final Set<String> GLOBAL = Set.of("--registry", "--game-data", "--max-size", "--id-property",
            "--top", "--by", "--depth");

    final List<String> positional = new ArrayList<>();
    private final Map<String, String> options = new HashMap<>();

    static Arguments parse(List<String> args) {
        Arguments a = new Arguments();
        boolean optionsEnded = false;
        for (int i = 0; i < args.size(); i++) {
            String s = args.get(i);
            if (optionsEnded || !s.startsWith("-") || s.equals("-") || looksNumeric(s)) {
                a.positional.add(s);
            } else if (s.equals("--")) {
                optionsEnded = true;
            } else if (FLAGS.contains(s)) {
                a.options.put(s, "true");
            } else if (WITH_VALUE.contains(s)) {
                if (i + 1 >= args.size()) throw new CliFailure(CliFailure.USAGE, s + " needs a value");
                a.options.put(s, args.get(++i));
            } else if (s.startsWith("--") && s.contains("=") && WITH_VALUE.contains(s.substring(0, s.indexOf('=')))) {
                a.options.put(s.substring(0, s.indexOf('=')), s.substring(s.indexOf('=') + 1));
            } else {
                throw new CliFailure(CliFailure.USAGE, "unknown option " + s);
            }
        }
        return a;
    }

    private static boolean looksNumeric(String s) {
        return s.length() > 1 && (Character.isDigit(s.charAt(1)) || s.charAt(1) == '.');
    }

    boolean flag(String name) { return options.containsKey(name); }

    String option(String name) { return options.get(name); }

    /** Exactly {@code n} positional arguments after the command, else a usage error. */
    void expect(int n, String usage) {
        if (positional.size() != n) throw new CliFailure(CliFailure.USAGE, "usage: savelens " + usage);
    }

    void allowOnly(String usage, String... names) {
        Set<String> allowed = Set.of(names);
        for (String o : options.keySet()) {
            if (!allowed.contains(o) && !GLOBAL.contains(o)) throw new CliFailure(CliFailure.USAGE, o + " does not apply here; usage: savelens " + usage);
        }
    }
}
