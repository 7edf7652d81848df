package savelens.app.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import savelens.file.Formats;
import savelens.format.FormatCapabilities;
import savelens.format.FormatCapabilities.EditKind;
import savelens.format.FormatProvider;
import savelens.json.JsonText;

/**
 * {@code savelens formats [--json]}: every format SaveLens opens, from its providers, so that what it lists is what
 * detection and the installers use: the name ({@code convert --to} takes it), the file name endings, the edits its
 * documents take and what they convert to (a conversion that would lose something is still refused). {@code jpackage/smoke.sh} asks the packaged launcher for it.
 */
final class FormatsCommand {
    private final Arguments args;
    private final PrintStream out;

    FormatsCommand(Arguments args, PrintStream out) {
        this.args = args;
        this.out = out;
    }

    void run() {
        if (!args.positional.isEmpty()) throw new CliFailure(CliFailure.USAGE, "usage: savelens formats [--json]");
        if (args.flag("--json")) json();
        else table();
    }

    /** One format a line; the file endings last, since Unity's are many. */
    private void table() {
        out.println(String.format(Locale.ROOT, "%-17s %-28s %-23s %s", "FORMAT", "EDITS", "CONVERTS TO", "FILES"));
        for (FormatProvider p : Formats.all()) {
            List<String> edits = edits(p.capabilities());
            String files = String.join(" ", p.extensions().stream().map(e -> "*" + e).toList());
            out.println(String.format(Locale.ROOT, "%-17s %-28s %-23s %s", p.name(), edits.isEmpty() ? "read-only" : String.join(" ", edits),
                    converts(p.capabilities()), files));
        }
    }

    private void json() {
        StringBuilder s = new StringBuilder("[");
        for (FormatProvider p : Formats.all()) {
            if (s.length() > 1) s.append(',');
            s.append("{\"name\":").append(JsonText.quote(p.name())).append(",\"extensions\":").append(strings(p.extensions()))
                    .append(",\"edits\":").append(strings(edits(p.capabilities())))
                    .append(",\"converts\":").append(JsonText.quote(p.capabilities().graph().role().name().toLowerCase(Locale.ROOT)))
                    .append('}');
        }
        out.println(s.append(']'));
    }

    /** The edits as the commands that make them are named. */
    private static List<String> edits(FormatCapabilities c) {
        List<String> names = new ArrayList<>();
        for (EditKind k : EditKind.values()) {
            if (!c.allows(k)) continue;
            names.add(switch (k) {
                case SET_SCALAR -> "set";
                case INSERT_ELEMENT -> "insert";
                case REMOVE -> "remove";
                case ADD_FIELD -> "add-field";
            });
        }
        return names;
    }

    private static String converts(FormatCapabilities c) {
        FormatProvider hub = savelens.format.FormatProviders.hub();
        String hubName = hub == null ? "no hub" : hub.name();
        return switch (c.graph().role()) {
            case HUB -> "every dialect";
            case DIALECT -> hubName + ", the dialects";
            case SOURCE -> hubName;
            case NONE -> "none";
        };
    }

    private static String strings(List<String> values) {
        StringBuilder s = new StringBuilder("[");
        for (String v : values) s.append(s.length() > 1 ? "," : "").append(JsonText.quote(v));
        return s.append(']').toString();
    }
}
