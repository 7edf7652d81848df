package savelens.app.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;
import savelens.document.InputTooLargeException;
import savelens.document.UnreadableDocumentException;
import savelens.document.ValueSyntaxException;
import savelens.edit.EditRefusedException;
import savelens.path.PathException;
import savelens.save.SaveFailedException;
import savelens.save.SaveRefusedException;

/**
 * The command line: {@code info}, {@code cycles}, {@code get}, {@code set}, the structural edits ({@code insert},
 * {@code remove}, {@code add-field}, {@code add-node}, {@code delete-node}), {@code convert}, {@code check},
 * the scene commands ({@code scene}, {@code find-tag}), {@code demo-world}.
 */
public final class Cli {
    private static final Set<String> COMMANDS = Set.of("info", "cycles", "get", "set", "insert", "remove", "add-field", "add-node",
            "delete-node", "convert", "check", "scene", "find-tag", "names", "diff", "demo-world", "live", "help", "--help", "-h");

    private Cli() {}

    public static boolean isCommand(String arg) { return COMMANDS.contains(arg); }

    /**
     * Whether these arguments are for the command line rather than the window: a command, or a first word that
     * is neither a command nor an existing file (a usage error, never a window).
     */
    public static boolean isCommandLine(String[] args) {
        return args.length > 0 && (isCommand(args[0]) || UnknownCommand.applies(args[0]));
    }

    /** Runs one command; returns the exit code (0 done, 1 request failed, 2 unreadable input, 64 usage). */
    public static int run(List<String> args, PrintStream out, PrintStream err) {
        if (args.isEmpty() || args.get(0).equals("help") || args.get(0).startsWith("-")) {
            out.print(USAGE);
            return args.isEmpty() ? CliFailure.USAGE : 0;
        }
        String command = args.get(0);
        if (!COMMANDS.contains(command)) return UnknownCommand.report(command, COMMANDS, err);
        List<String> rest = args.subList(1, args.size());
        if (command.equals("demo-world")) return DemoWorldCommand.run(rest, out, err);
        if (command.equals("live")) return LiveCommand.run(rest, out, err);
        String file = null;
        DocumentCommands commands = null;
        try {
            Arguments a = Arguments.parse(rest);
            file = a.positional.isEmpty() ? null : a.positional.get(0);
            commands = new DocumentCommands(a, out, err);
            switch (command) {
                case "info" -> commands.info();
                case "cycles" -> commands.cycles();
                case "get" -> commands.get();
                case "set" -> commands.set();
                case "insert" -> new StructureCommands(commands, a, out).insert();
                case "remove" -> new StructureCommands(commands, a, out).remove();
                case "add-field" -> new StructureCommands(commands, a, out).addField();
                case "add-node" -> new StructureCommands(commands, a, out).addNode();
                case "delete-node" -> new StructureCommands(commands, a, out).deleteNode();
                case "convert" -> commands.convert();
                case "scene" -> new SceneCommands(commands, a, out).scene();
                case "find-tag" -> new SceneCommands(commands, a, out).findTag();
                case "names" -> new NamesCommand(commands, a, out).names();
                case "diff" -> {
                    return new DiffCommand(commands, a, out, err).run();
                }
                case "check" -> {
                    return commands.check();
                }
                default -> throw new CliFailure(CliFailure.USAGE, "unknown command " + command);
            }
            return 0;
        } catch (CliFailure e) {
            err.println("savelens: " + (e.code == CliFailure.USAGE || file == null ? "" : name(file) + ": ") + e.getMessage());
            return e.code;
        } catch (InputTooLargeException e) {
            err.println("savelens: " + name(file) + ": " + e.getMessage() + "; --max-size N raises it (up to 2G)");
            return CliFailure.UNREADABLE;
        } catch (UnreadableDocumentException e) {
            err.println("savelens: " + name(file) + ": " + e.getMessage());
            return CliFailure.UNREADABLE;
        } catch (SaveRefusedException e) { // names the file itself, with what to do instead
            err.println("savelens: " + e.getMessage());
            return CliFailure.REQUEST_FAILED;
        } catch (PathException | EditRefusedException | ValueSyntaxException | SaveFailedException | savelens.format.ConversionRefusedException e) {
            err.println("savelens: " + name(file) + ": " + e.getMessage());
            return CliFailure.REQUEST_FAILED;
        } catch (OutOfMemoryError e) {
            err.println("savelens: " + name(file) + ": too large for this much memory (run java with a larger -Xmx)");
            return CliFailure.UNREADABLE;
        } catch (RuntimeException | StackOverflowError e) {
            // A fault of SaveLens, not of the input; still one plain line, and an exit code the contract knows.
            boolean loaded = commands != null && commands.loaded();
            err.println("savelens: " + name(file) + ": SaveLens failed unexpectedly " + (loaded ? "on this request" : "while reading the file")
                    + " (an internal error)");
            return loaded ? CliFailure.REQUEST_FAILED : CliFailure.UNREADABLE;
        }
    }

    private static String name(String file) {
        return file == null ? "" : file;
    }

    /** Printed by {@code savelens help}; the README's command line section shows it as printed. */
    static final String USAGE = """
            usage: savelens COMMAND FILE [options]
              info FILE [--json]                 format and graph facts
              cycles FILE [--json]               each strongly connected component with an example cycle
              get FILE PATH                      print the value at PATH ($.a.b[0], #ID.name)
              set FILE PATH VALUE [-o OUT] [--backups N] [--quiet]
                                                 edit and save (in place: atomic, with FILE.bak); prints
                                                 the change (PATH: OLD → NEW) unless --quiet
              insert FILE PATH INDEX VALUE [-o OUT] [--backups N]
                                                 insert VALUE into the array at PATH before element INDEX
                                                 (0 first, the array's length to append)
              remove FILE PATH [-o OUT] [--backups N]
                                                 remove the array element or field at PATH
              add-field FILE PATH NAME VALUE [-o OUT] [--backups N]
                                                 add the field NAME to the node or object at PATH
              add-node FILE TYPE [FIELDS-JSON] [-o OUT] [--backups N]
                                                 add a helio node and print its #ID; FIELDS-JSON is an
                                                 object, a reference in it {"$ref":"#ID"}
              delete-node FILE #ID [-o OUT] [--backups N]
                                                 delete a node; refused while anything refers to it
              convert FILE [--to FORMAT] -o OUT [--backups N]
                                                 re-save (same format by default) or convert
              check FILE                         validate; exit 1 if any error
              diff A B [--json]                  values changed, added and removed from A to B, one a line;
                                                 exit 0 equal, 1 different, 2 unreadable or other formats
              scene FILE [--json]                a scene's hierarchy: objects depth-first from the roots
                                                 with tag, layer, active state and components
              find-tag FILE TAG [--all]          the first object with TAG depth-first from the roots
                                                 (--all: every one, in that order) as #ID name
              names FILE [--json] [--game-data DIR]
                                                 an RPG Maker save's gold, party, items, weapons, armors,
                                                 switches and variables with their names from the game's data
              demo-world [--entities N] [--port P] [--seed S]
                                                 run the ECS demo world and serve the live protocol
              demo-world --snapshot OUT [--ticks T] [--entities N] [--seed S]
                                                 write the demo world after T ticks as a helio document
              live URL tables [--json]           a running world's tables (SaveLens's protocol or Flecs's
                                                 REST API, told from the server's replies)
              live URL rows TABLE [--offset N] [--limit N] [--json]
                                                 a page of a table's rows (default 0 and 100)
              live URL entity E [--json]         one entity (a SaveLens handle; a Flecs path or #ID)
            FORMAT: helio, rpgmaker-mv, rpgmaker-mz, jsonex-lite, dotnet-refs, cyclejs, jackson-identity, unity-yaml, godot-text
            every command takes --registry R; --game-data DIR: the RPG Maker game's data folder (found beside
            save/ or as www/data when not given) that names actors, classes, items, switches and variables
            --id-property NAME: the member that holds a Jackson object's id (default @id)
            --max-size N: the most read of a file and of the text a save unpacks to (default 1G; K, M, G suffixes)
            --backups N: backups kept when a save replaces a file, FILE.bak newest to FILE.bak.N (default 1, 0 none)
            exit codes: 0 done, 1 request failed, 2 unreadable input, 64 usage
            """;
}
