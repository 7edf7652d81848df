package savelens.app.cli;

import java.io.PrintStream;
import savelens.diff.Alignment;
import savelens.diff.Change;
import savelens.diff.DocumentDiff;
import savelens.document.UnreadableDocumentException;
import savelens.file.OpenFile;
import savelens.gamesave.ChangeNames;
import savelens.json.JsonText;

/**
 * {@code diff A B [--json]}: the values changed, added and removed from A to B, printed as they are found (a
 * million-node save streams), each with the name the game's data gives it after its path
 * ({@code $.switches._data[44] (switch 44 街灯): on → off}); exit 0 when equal and 1 when different, as {@code diff} does, and 2 when either
 * cannot be read or the two are of different formats.
 */
final class DiffCommand {
    private static final String USAGE = "diff A B [--json]";
    private final DocumentCommands commands;
    private final Arguments args;
    private final PrintStream out;
    private final PrintStream err;
    private final SecondRead.Choice secondRead;

    DiffCommand(DocumentCommands commands, Arguments args, PrintStream out, PrintStream err, SecondRead.Choice secondRead) {
        this.commands = commands;
        this.args = args;
        this.out = out;
        this.err = err;
        this.secondRead = secondRead;
    }

    int run() {
        args.expect(2, USAGE);
        args.allowOnly(USAGE, "--json");
        String second = args.positional.get(1);
        OpenFile a;
        OpenFile b;
        try (SecondRead read = SecondRead.start(commands, args.positional.get(0), second, secondRead)) { // B beside A, where it fits
            a = commands.load();
            try {
                b = read.get();
            } catch (UnreadableDocumentException e) { // named here: the command line's handler names the first file
                err.println("savelens: " + second + ": " + e.getMessage());
                return CliFailure.UNREADABLE;
            }
        }
        if (!a.format().name().equals(b.format().name())) {
            err.println("savelens: " + args.positional.get(0) + " is " + a.format().name() + " and " + second + " is "
                    + b.format().name() + "; only documents of one format can be compared");
            return CliFailure.UNREADABLE;
        }
        boolean json = args.flag("--json");
        ChangeNames names = ChangeNames.of(b.valueNames()).isEmpty() ? ChangeNames.of(a.valueNames()) : ChangeNames.of(b.valueNames());
        int[] count = {0};
        if (json) out.print("{\"changes\":[");
        DocumentDiff.between(a.document(), b.document(), Alignment.forFormat(a.format().name(), a.document()), c -> {
            if (json) out.print((count[0] == 0 ? "" : ",") + json(c, names));
            else out.println(names.line(c));
            count[0]++;
        });
        if (json) out.println("]}");
        return count[0] == 0 ? 0 : CliFailure.REQUEST_FAILED;
    }

    /** With the game's data found, each change also has its player's {@code name} (null where it has none). */
    private static String json(Change c, ChangeNames names) {
        String name = names.isEmpty() ? "" : ",\"name\":" + quoted(names.name(c.path()));
        return "{\"path\":" + JsonText.quote(c.path().toString()) + name + ",\"kind\":\"" + c.kind().word() + "\",\"old\":" + quoted(c.oldValue())
                + ",\"new\":" + quoted(c.newValue()) + (c.note() == null ? "" : ",\"note\":" + JsonText.quote(c.note())) + "}";
    }

    private static String quoted(String value) { return value == null ? "null" : JsonText.quote(value); }
}
