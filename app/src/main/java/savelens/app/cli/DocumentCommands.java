package savelens.app.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.Function;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.InputTooLargeException;
import savelens.document.ReadContext;
import savelens.document.Severity;
import savelens.document.ShownTypes;
import savelens.document.SizeLimit;
import savelens.document.NewValue;
import savelens.document.UnreadableDocumentException;
import savelens.edit.EditCommand;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.file.OpenFile;
import savelens.format.Format;
import savelens.format.GameData;
import savelens.format.GameDataSource;
import savelens.format.NotGameDataException;
import savelens.graph.Cycle;
import savelens.graph.DocumentCheck;
import savelens.graph.FileCounts;
import savelens.graph.GraphFacts;
import savelens.json.JsonText;
import savelens.path.DocumentPath;
import savelens.path.Location;
import savelens.path.PathException;
import savelens.path.ValuePrinter;
import savelens.save.Backups;
import savelens.registry.RegistryFormatException;
import savelens.registry.RegistrySource;
import savelens.registry.TypeRegistry;
import savelens.save.SaveOptions;
import savelens.save.SaveResult;
import savelens.scene.SceneHierarchy;

/** The commands that read a document file. */
final class DocumentCommands {
    private static final String SET = "set FILE PATH VALUE [-o OUT] [--backups N] [--quiet]";
    private static final String CONVERT = "convert FILE [--to FORMAT] -o OUT [--backups N]";
    private final Arguments args;
    private final PrintStream out;
    private final PrintStream err;
    private final Cli.ReadListener reads;
    private boolean loaded;

    DocumentCommands(Arguments args, PrintStream out, PrintStream err, Cli.ReadListener reads) {
        this.args = args;
        this.out = out;
        this.err = err;
        this.reads = reads;
    }

    void info() {
        args.expect(1, "info FILE [--json]");
        args.allowOnly("info FILE [--json]", "--json");
        OpenFile file = load();
        Document doc = file.document();
        Analysed analysed = analyse(file, true);
        GraphFacts g = analysed.graph();
        List<Diagnostic> diagnostics = analysed.diagnostics();
        long errors = diagnostics.stream().filter(d -> d.severity() == Severity.ERROR).count();
        long warnings = diagnostics.size() - errors;
        if (args.flag("--json")) {
            out.println("{\"format\":" + JsonText.quote(file.format().name()) + ",\"root\":" + JsonText.quote(rootName(doc))
                    + ",\"nodes\":" + doc.fileNodeCount() + ",\"references\":" + fileReferences(doc, g) + ",\"cycles\":" + g.cycleCount()
                    + ",\"nodesOnCycles\":" + g.nodesOnCycles() + ",\"shared\":" + g.shared() + ",\"dangling\":" + g.dangling()
                    + ",\"unreachable\":" + g.unreachable()
                    + (doc.externalReferences().count() > 0 || doc.hasSyntheticRoot() ? ",\"externalReferences\":" + doc.externalReferences().count() : "")
                    + (gameData(file) != null ? ",\"gameData\":" + JsonText.quote(gameData(file).toString()) : "")
                    + (doc.syntax().readOnly() != null ? ",\"readOnly\":" + JsonText.quote(doc.syntax().readOnly()) : "")
                    + ",\"diagnostics\":{\"errors\":" + errors + ",\"warnings\":" + warnings + "}}");
            return;
        }
        out.println("format       " + file.format().name());
        out.println("root         " + rootName(doc) + " " + (doc.isSingleValue() ? "(" + doc.kind(0).describe() + ")" : ShownTypes.of(doc, doc.root())));
        if (doc.registryApplies()) out.println("registry     " + describeRegistry(doc));
        GameDataSource source = Formats.capabilities(file.format()).gameData();
        if (source != null) {
            out.println("game data    " + (gameData(file) == null ? "none found (" + source.whyNotFound(file.path())
                    + "; --game-data DIR names it)" : gameData(file)));
        }
        if (doc.syntax().readOnly() != null) out.println("read-only    " + doc.syntax().readOnly());
        out.println("nodes        " + doc.fileNodeCount());
        out.println("references   " + fileReferences(doc, g));
        if (doc.externalReferences().count() > 0) out.println("external     " + doc.externalReferences().count());
        out.println("cycles       " + g.cycleCount() + " (" + g.nodesOnCycles() + " nodes on cycles)");
        out.println("shared       " + g.shared());
        out.println("dangling     " + g.dangling());
        out.println("unreachable  " + g.unreachable());
        out.println("diagnostics  " + errors + " errors, " + warnings + " warnings");
    }

    void cycles() {
        args.expect(1, "cycles FILE [--json]");
        args.allowOnly("cycles FILE [--json]", "--json");
        Document doc = load().document();
        List<Cycle> cycles = GraphFacts.of(doc).cycles();
        if (args.flag("--json")) out.println(CycleReport.json(doc, cycles));
        else CycleReport.lines(doc, cycles).forEach(out::println);
    }

    void get() {
        args.expect(2, "get FILE PATH");
        args.allowOnly("get FILE PATH");
        Document doc = load().document();
        Location at = DocumentPath.parse(args.positional.get(1), doc).resolve(doc);
        out.println(new ValuePrinter(doc).print(at));
    }

    void set() {
        String[] before = new String[1];
        Path target = args.option("-o") != null ? Path.of(args.option("-o")) : args.positional.isEmpty() ? null : file();
        boolean replaces = target != null && Files.exists(target);
        OpenFile[] opened = new OpenFile[1];
        edit(3, SET, file -> opened[0] = file, doc -> {
            String path = args.positional.get(1);
            Location at = DocumentPath.parse(path, doc).resolve(doc);
            if (at.isNode()) throw new CliFailure(CliFailure.REQUEST_FAILED, path + " is a whole node; set one of its fields");
            before[0] = new ValuePrinter(doc).print(at);
            return new SetValue(at.value(), NewValue.parse(args.positional.get(2)), path);
        });
        if (args.flag("--quiet")) return;
        // What the file holds now, printed as get prints it. The path leads to the same place after a scalar
        // edit, except where the value was part of the node's id (a Godot node's name): then the value given is it.
        Document now = opened[0].document();
        String after;
        try {
            after = new ValuePrinter(now).print(DocumentPath.parse(args.positional.get(1), now).resolve(now));
        } catch (PathException renamed) {
            after = args.positional.get(2).trim();
        }
        out.println(args.positional.get(1) + ": " + before[0] + " → " + after + " (" + whereSaved(target, replaces) + ")");
    }

    /** Where a set went: the backup it kept, or the new file it wrote. */
    String whereSaved(Path target, boolean replaced) {
        String backups = args.option("--backups");
        if (!replaced) return "written to " + target;
        if ("0".equals(backups)) return "no backup kept";
        Path backup = Backups.newest(target);
        boolean besideTarget = backup.getParent().equals(target.toAbsolutePath().normalize().getParent());
        return "backup: " + (besideTarget ? backup.getFileName() : backup);
    }

    /**
     * What every editing command does: checks its arguments, reads FILE with the stamp a save compares with,
     * runs the edit the function makes of the document, and saves in place (atomic, with backups) or to
     * {@code -o OUT}. Returns the command once saved, for what it has to tell.
     */
    <C extends EditCommand> C edit(int positional, String usage, Function<Document, C> command) {
        return edit(positional, usage, file -> { }, command);
    }

    /** As {@link #edit(int, String, Function)}, handing the open file to {@code opened} first. */
    <C extends EditCommand> C edit(int positional, String usage, java.util.function.Consumer<OpenFile> opened, Function<Document, C> command) {
        args.expect(positional, usage);
        if (usage.equals(SET)) args.allowOnly(usage, "-o", "--backups", "--quiet");
        else if (usage.equals(QueryCommand.SET_ALL)) args.allowOnly(usage, "-o", "--backups", "--all", "--each-node");
        else args.allowOnly(usage, "-o", "--backups");
        SaveOptions options = saveOptions();
        OpenFile file = load();
        opened.accept(file);
        C c = command.apply(file.document());
        file.history().execute(c);
        Path target = args.option("-o") != null ? Path.of(args.option("-o")) : file();
        warn(file.save(target, file.expecting(options)));
        return c;
    }

    void convert() {
        args.expect(1, CONVERT);
        args.allowOnly(CONVERT, "-o", "--to", "--backups");
        if (args.option("-o") == null) throw new CliFailure(CliFailure.USAGE, "convert needs -o OUT");
        SaveOptions options = saveOptions();
        OpenFile file = load();
        Format to = file.format();
        if (args.option("--to") != null) {
            to = Formats.byName(args.option("--to"));
            if (to == null) throw new CliFailure(CliFailure.USAGE, "unknown format " + args.option("--to"));
        }
        // OUT may be FILE itself (or a link to it): then it must still be the file that was read.
        warn(file.convert(to, Path.of(args.option("-o")), file.expecting(options)));
    }

    /** {@code --backups N}: how many backup generations a save keeps. */
    SaveOptions saveOptions() {
        String n = args.option("--backups");
        if (n == null) return SaveOptions.defaults();
        try {
            int backups = Integer.parseInt(n);
            if (backups >= 0 && backups <= SaveOptions.MAX_BACKUPS) return SaveOptions.defaults().withBackups(backups);
        } catch (NumberFormatException e) {
            // said below
        }
        throw new CliFailure(CliFailure.USAGE, "--backups takes a whole number from 0 to " + SaveOptions.MAX_BACKUPS + ", not " + n);
    }

    void warn(SaveResult result) {
        for (String w : result.warnings()) err.println("savelens: warning: " + w);
    }

    int check() {
        args.expect(1, "check FILE");
        args.allowOnly("check FILE");
        OpenFile file = load();
        List<Diagnostic> diagnostics = analyse(file, false).diagnostics();
        int errors = 0;
        for (Diagnostic d : diagnostics) {
            if (d.severity() == Severity.ERROR) errors++;
            out.println((d.severity() == Severity.ERROR ? "error: " : "warning: ") + d.message());
        }
        out.println(errors + " errors, " + (diagnostics.size() - errors) + " warnings");
        return errors > 0 ? CliFailure.REQUEST_FAILED : 0;
    }

    /** The graph's facts, and its findings followed by a scene's (seed 004: its lists must tell one story). */
    private record Analysed(GraphFacts graph, List<Diagnostic> diagnostics) {}

    /**
     * The graph and the scene are read side by side, the scene on a thread of its own: neither needs the other, and
     * each goes through the whole document (the graph's edges, the scene's fields of every node). Only the scene's
     * findings are kept, so its facts are let go as soon as they are listed. In a heap too small for both at once the
     * scene goes first and the graph after it. The graph's part is one walk on this thread: with {@code cycles}, the
     * components' (which counts what the root reaches on the way), else a search from the root alone; the counts
     * of edges are plain passes over them, and the findings look at each node only when they say there is one.
     */
    private static Analysed analyse(OpenFile file, boolean cycles) {
        Document doc = file.document();
        boolean sideBySide = doc.nodeCount() >= SIDE_BY_SIDE_FROM
                && Runtime.getRuntime().maxMemory() / doc.nodeCount() >= SIDE_BY_SIDE_HEAP_A_NODE;
        // Side by side, the scene's own findings are made beside its tree walk too (a third thread's worth of work).
        FutureTask<List<Diagnostic>> scene = new FutureTask<>(() ->
                (sideBySide ? SceneHierarchy.ofSideBySide(doc) : SceneHierarchy.of(doc)).map(SceneHierarchy::diagnostics).orElse(List.of()));
        if (sideBySide) {
            Thread reader = new Thread(scene, "savelens-scene-facts");
            reader.setDaemon(true);
            reader.start();
        } else {
            scene.run();
        }
        GraphFacts g = GraphFacts.of(doc);
        if (cycles) g.cycleCount();
        List<Diagnostic> all = new ArrayList<>(DocumentCheck.diagnostics(doc, g, file.diagnostics()));
        all.addAll(sceneOf(scene));
        return new Analysed(g, all);
    }

    /** Nodes from which the scene is worth a thread of its own. */
    private static final int SIDE_BY_SIDE_FROM = 50_000;

    /**
     * Heap a node from which both are read side by side. At their peaks the scene's facts take about 80 bytes a node
     * and the graph analysis about 60, beside the document's own 40 and the scene fields noted while reading (40 for
     * a helio scene): this leaves the collector room to spare.
     */
    private static final long SIDE_BY_SIDE_HEAP_A_NODE = 400;

    private static List<Diagnostic> sceneOf(FutureTask<List<Diagnostic>> scene) {
        try {
            return scene.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.util.concurrent.CancellationException("the scene's reading was interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error r) throw r;
            throw new IllegalStateException(e.getCause());
        }
    }

    private Path file() { return Path.of(args.positional.get(0)); }

    /** Opens FILE: the document, and the stamp a save over it compares with, come from one read. */
    OpenFile load() {
        OpenFile file = load(file());
        loaded = true;
        return file;
    }

    /** Opens another file named on the command line with the same options (registry, size limit, game data). */
    OpenFile load(Path other) {
        OpenFile file = open(other);
        told(other);
        return file;
    }

    /** As {@link #load(Path)}, telling the read listener nothing: for a read on a thread of its own ({@link SecondRead}). */
    OpenFile open(Path other) { return OpenFile.open(other, readContext(other)); }

    /** Tells the read listener that a file named on the command line has been read. */
    void told(Path other) { reads.read(other); }

    private ReadContext readContext(Path path) {
        ReadContext context = ReadContext.of(path).withMaxSize(maxSize());
        String registry = args.option("--registry");
        if (registry != null) context = context.withRegistry(readRegistry(Path.of(registry), context.maxSize()), RegistrySource.GIVEN);
        if (args.option("--game-data") != null) context = context.withGameData(gameDataFolder(args.option("--game-data")));
        if (args.option("--id-property") != null) context = context.withIdProperty(args.option("--id-property"));
        return context;
    }

    /** {@code --game-data DIR}: a folder that is no game's data folder makes the input unreadable (exit 2), with the reason. */
    private static Path gameDataFolder(String dir) {
        try {
            return Formats.checkGameData(Path.of(dir));
        } catch (NotGameDataException | java.nio.file.InvalidPathException e) {
            throw new CliFailure(CliFailure.UNREADABLE, "--game-data: " + e.getMessage());
        }
    }

    /** The game's data folder the names came from, or null. */
    private static Path gameData(OpenFile file) {
        return file.valueNames() instanceof GameData g && !g.isEmpty() ? g.dataDir() : null;
    }

    /** The most {@code --max-size} takes, per format, as messages say it. */
    static final String MAX_SIZE_MOST = "up to 4G for a helio document, 2G for the other formats";

    /** {@code --max-size N}: how much of the file, and of the text a save unpacks to, may be read. */
    private SizeLimit maxSize() {
        String n = args.option("--max-size");
        if (n == null) return SizeLimit.DEFAULT;
        SizeLimit limit = SizeLimit.parse(n);
        if (limit == null) {
            throw new CliFailure(CliFailure.USAGE, "--max-size takes a size from 1 byte to 4G (2G for the formats other than helio): a number of"
                    + " bytes, or one with a K, M or G suffix (1K = 1024 bytes), not " + n);
        }
        return limit;
    }

    /** Whether the document was read; a failure after that is the request's, not the input's. */
    boolean loaded() { return loaded; }

    private static TypeRegistry readRegistry(Path p, SizeLimit limit) {
        byte[] bytes;
        try {
            bytes = Formats.readFile(p, limit);
        } catch (InputTooLargeException e) {
            throw new InputTooLargeException("registry " + p + ": " + e.getMessage(), e.raisable());
        } catch (UnreadableDocumentException e) {
            String why = e.getMessage(); // "is a folder, not a file", "no such file"
            throw new UnreadableDocumentException("registry " + p + (why.startsWith("is ") ? " " : ": ") + why);
        }
        try {
            return TypeRegistry.parse(bytes);
        } catch (RegistryFormatException | savelens.json.JsonSyntaxException e) {
            throw new UnreadableDocumentException("registry " + p + ": " + e.getMessage());
        }
    }

    /** {@code #ID} of the root node; {@code $} for a document that is one value or whose root the format made up. */
    private static String rootName(Document doc) {
        return doc.isSingleValue() || doc.hasSyntheticRoot() ? "$" : doc.nodeId(doc.root()).toString();
    }

    /** The references the file writes (see {@link FileCounts}). */
    private static int fileReferences(Document doc, GraphFacts g) { return FileCounts.references(doc, g); }

    private static String describeRegistry(Document doc) {
        return switch (doc.registrySource()) {
            case GIVEN -> "given (" + doc.registry().types().size() + " types)";
            case EMBEDDED -> "embedded (" + doc.registry().types().size() + " types)";
            case SIDECAR -> "sidecar (" + doc.registry().types().size() + " types)";
            case NONE -> "none";
        };
    }
}
