package savelens.app.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;
import savelens.app.memory.MemoryAdvice;
import savelens.document.InputTooLargeException;
import savelens.document.TooLargeForMemoryException;
import savelens.document.UnreadableDocumentException;
import savelens.document.ValueSyntaxException;
import savelens.edit.EditRefusedException;
import savelens.index.TextPastOneArrayException;
import savelens.path.PathException;
import savelens.save.SaveFailedException;
import savelens.save.SaveRefusedException;

/**
 * The command line: {@code info}, {@code cycles}, {@code get}, {@code set}, the structural edits ({@code insert},
 * {@code remove}, {@code add-field}, {@code add-node}, {@code delete-node}), {@code convert}, {@code check},
 * the scene commands ({@code scene}, {@code find-tag}), {@code demo-world}, {@code formats}.
 */
public final class Cli {
    private static final Set<String> COMMANDS = Set.of("info", "cycles", "get", "set", "insert", "remove", "add-field", "add-node",
            "delete-node", "convert", "check", "scene", "find-tag", "names", "query", "diff", "demo-world", "live", "help", "--help", "-h",
            "size", "dominators", "why", "clean", "formats", "--version");

    private Cli() {}

    public static boolean isCommand(String arg) { return COMMANDS.contains(arg); }

    /** The commands by name, without the spellings of help that start with a dash. */
    static java.util.SortedSet<String> commandNames() {
        java.util.SortedSet<String> names = new java.util.TreeSet<>();
        for (String c : COMMANDS) if (!c.startsWith("-")) names.add(c);
        return names;
    }

    /**
     * Whether these arguments are for the command line rather than the window: a command, or a first word that
     * is neither a command nor an existing file (a usage error, never a window).
     */
    public static boolean isCommandLine(String[] args) {
        return args.length > 0 && (isCommand(args[0]) || UnknownCommand.applies(args[0]));
    }

    /**
     * Runs one command; returns the exit code (0 done, 1 request failed, differences or errors found, 2 unreadable
     * input, 64 usage, 70 internal error: see {@code docs/exit-codes.md}).
     */
    public static int run(List<String> args, PrintStream out, PrintStream err) {
        return run(args, out, err, () -> { }, file -> { }, SecondRead.BY_HEAP);
    }

    /**
     * Told each time a command has read a file it names, before its work on that document starts. The command runs and
     * prints as it does without one: a benchmark uses it to time a command's read and its work apart, in one run.
     */
    @FunctionalInterface
    public interface ReadListener {
        void read(java.nio.file.Path file);
    }

    /** As {@link #run(List, PrintStream, PrintStream)}, telling {@code reads} as each file named is read. */
    public static int run(List<String> args, PrintStream out, PrintStream err, ReadListener reads) {
        return run(args, out, err, () -> { }, reads, SecondRead.BY_HEAP);
    }

    /** As {@link #run(List, PrintStream, PrintStream)}; {@code atStart} runs as the command starts (tests make an internal error there). */
    static int run(List<String> args, PrintStream out, PrintStream err, Runnable atStart) {
        return run(args, out, err, atStart, file -> { }, SecondRead.BY_HEAP);
    }

    /** As {@link #run(List, PrintStream, PrintStream, ReadListener)}, a diff's second file read beside the first or after it as told (tests take both ways). */
    static int run(List<String> args, PrintStream out, PrintStream err, ReadListener reads, SecondRead.Choice secondRead) {
        return run(args, out, err, () -> { }, reads, secondRead);
    }

    private static int run(List<String> args, PrintStream out, PrintStream err, Runnable atStart, ReadListener reads, SecondRead.Choice secondRead) {
        if (!args.isEmpty() && args.get(0).equals("--version")) {
            out.println(version(savelens.app.about.BuildInfo.bundled()));
            return 0;
        }
        if (args.isEmpty() || args.get(0).equals("help") || args.get(0).startsWith("-")) {
            out.print(USAGE);
            return args.isEmpty() ? CliFailure.USAGE : 0;
        }
        String command = args.get(0);
        if (!COMMANDS.contains(command)) return UnknownCommand.report(command, COMMANDS, err);
        List<String> rest = args.subList(1, args.size());
        String file = null;
        DocumentCommands commands = null;
        try {
            if (command.equals("demo-world") || command.equals("live")) {
                atStart.run();
                return command.equals("live") ? LiveCommand.run(rest, out, err) : DemoWorldCommand.run(rest, out, err);
            }
            Arguments a = Arguments.parse(rest);
            if (command.equals("formats")) {
                atStart.run();
                new FormatsCommand(a, out).run();
                return 0;
            }
            file = a.positional.isEmpty() ? null : a.positional.get(0);
            commands = new DocumentCommands(a, out, err, reads);
            atStart.run();
            switch (command) {
                case "info" -> commands.info();
                case "cycles" -> commands.cycles();
                case "get" -> commands.get();
                case "set" -> {
                    if (a.flag("--all")) new QueryCommand(commands, a, out, err).setAll();
                    else commands.set();
                }
                case "query" -> {
                    return new QueryCommand(commands, a, out, err).query();
                }
                case "insert" -> new StructureCommands(commands, a, out).insert();
                case "remove" -> new StructureCommands(commands, a, out).remove();
                case "add-field" -> new StructureCommands(commands, a, out).addField();
                case "add-node" -> new StructureCommands(commands, a, out).addNode();
                case "delete-node" -> new StructureCommands(commands, a, out).deleteNode();
                case "convert" -> commands.convert();
                case "scene" -> new SceneCommands(commands, a, out).scene();
                case "find-tag" -> new SceneCommands(commands, a, out).findTag();
                case "names" -> new NamesCommand(commands, a, out).names();
                case "size" -> new SizeCommands(commands, a, out).size();
                case "dominators" -> new SizeCommands(commands, a, out).dominators();
                case "why" -> new SizeCommands(commands, a, out).why();
                case "clean" -> new SizeCommands(commands, a, out).clean();
                case "diff" -> {
                    return new DiffCommand(commands, a, out, err, secondRead).run();
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
        } catch (TooLargeForMemoryException e) {
            err.println("savelens: " + name(file) + ": " + MemoryAdvice.tooLarge("…"));
            return CliFailure.UNREADABLE;
        } catch (InputTooLargeException e) {
            err.println("savelens: " + name(file) + ": " + e.getMessage() + (e.raisable() ? "; --max-size N raises it (" + DocumentCommands.MAX_SIZE_MOST + ")" : ""));
            return CliFailure.UNREADABLE;
        } catch (UnreadableDocumentException e) {
            err.println("savelens: " + name(file) + ": " + e.getMessage());
            return CliFailure.UNREADABLE;
        } catch (SaveRefusedException e) { // names the file itself, with what to do instead
            err.println("savelens: " + e.getMessage());
            return CliFailure.REQUEST_FAILED;
        } catch (PathException | EditRefusedException | ValueSyntaxException | SaveFailedException | savelens.convert.ConversionRefusedException e) {
            err.println("savelens: " + name(file) + ": " + e.getMessage());
            return CliFailure.REQUEST_FAILED;
        } catch (TextPastOneArrayException e) { // a view of the whole text that has no reading in pieces yet
            err.println("savelens: " + name(file) + ": " + e.getMessage());
            return CliFailure.REQUEST_FAILED;
        } catch (OutOfMemoryError e) {
            err.println("savelens: " + name(file) + ": " + MemoryAdvice.tooLarge("…"));
            return CliFailure.UNREADABLE;
        } catch (RuntimeException | StackOverflowError e) {
            // A fault of SaveLens, not of the input nor of the request: one plain line, and a code of its own, so that
            // a script never takes a crash for "different" (1) or "unreadable" (2).
            boolean loaded = commands != null && commands.loaded();
            String when = loaded ? " on this request" : file == null ? "" : " while reading the file";
            err.println("savelens: " + (file == null ? command : file) + ": SaveLens failed unexpectedly" + when + " (an internal error)");
            return CliFailure.INTERNAL;
        }
    }

    private static String name(String file) {
        return file == null ? "" : file;
    }

    /** {@code SaveLens 0.1.0 (Java 17.0.15, JavaFX 21.0.11)}: the build's version and the Java running it. */
    static String version(savelens.app.about.BuildInfo build) {
        return build.name() + " " + build.version() + " (Java " + System.getProperty("java.version") + ", JavaFX " + build.javafxVersion() + ")";
    }

    /** Printed by {@code savelens help}; the guide's command line page (docs/guide/commands.md) shows it as printed. */
    static final String USAGE = """
            usage: savelens COMMAND FILE [options]
              info FILE [--json]                 format and graph facts
              formats [--json]                   the formats SaveLens opens: file endings, edits, conversions
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
              names FILE [--party] [--items] [--weapons] [--armors] [--switches] [--variables] [--find TEXT]
                                                 only those sections; --find: names holding TEXT, or number TEXT
              query FILE QUERY [--each-node] [--json]
                                                 the values an RFC 9535 JSONPath query selects, one a line;
                                                 --each-node: $ is every node in document order,
                                                 each value one hit, named from its own node
              set FILE --all [--each-node] QUERY VALUE [-o OUT] [--backups N]
                                                 set every value the query selects, as one edit and one save
              size FILE [--top N] [--by type] [--all] [--json]
                                                 the biggest nodes by retained size, or bytes by type
              dominators FILE [NODE] [--depth N] [--json]
                                                 the dominator tree from the root or from NODE
              why FILE NODE [--json]             every shortest path from the root to NODE, merged
              clean FILE --unreachable [--apply] [-o OUT] [--backups N]
                                                 list (or with --apply remove) the nodes the root cannot reach
              demo-world [--entities N] [--port P] [--seed S]
                                                 run the ECS demo world and serve the live protocol
              demo-world --snapshot OUT [--ticks T] [--entities N] [--seed S]
                                                 write the demo world after T ticks as a helio document
              live URL tables [--json]           a running world's tables (SaveLens's protocol or Flecs's
                                                 REST API, told from the server's replies)
              live URL rows TABLE [--offset N] [--limit N] [--json]
                                                 a page of a table's rows (default 0 and 100)
              live URL entity E [--json]         one entity (a SaveLens handle; a Flecs path or #ID)
            FORMAT: a format's name as savelens formats lists it (helio, rpgmaker-mv, unity-yaml, godot-text, ...)
            every command takes --registry R; --game-data DIR: the RPG Maker game's data folder (found beside
            save/ or as www/data when not given) that names actors, classes, items, switches and variables
            --id-property NAME: the member that holds a Jackson object's id (default @id)
            --max-size N: the most read of a file and of the text a save unpacks to (default 1G; K, M, G suffixes;
              up to 4G for a helio document, 2G for the other formats)
            --backups N: backups kept when a save replaces a file, FILE.bak newest to FILE.bak.N (default 1, 0 none)
            --version: SaveLens's version and the Java running it
            exit codes: 0 done, 1 request failed, 2 unreadable input, 64 usage, 70 internal error (docs/exit-codes.md)
            """;
}
