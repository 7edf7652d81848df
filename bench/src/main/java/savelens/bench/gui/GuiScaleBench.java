package savelens.bench.gui;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.Map;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.prefs.Preferences;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.stage.Stage;
import savelens.app.document.DocumentState;
import savelens.app.main.DocumentTab;
import savelens.app.document.DocumentViewModel;
import savelens.app.main.AppPreferences;
import savelens.app.main.MainViewModel;
import savelens.app.main.MainWindow;
import savelens.app.query.QueryViewModel;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.json.JsonIndex;
import savelens.path.DocumentPath;
import savelens.app.search.SearchViewModel;
import savelens.app.task.BackgroundTask;
import savelens.app.task.FxTaskExecutor;
import savelens.app.tree.TreeEntry;
import savelens.bench.GenerateScene;
import savelens.bench.gui.FxDriver.PulseGaps;
import savelens.size.SizeAnalysis;

/**
 * The GUI at scale, measured headless (Monocle) on the real window and view models: time from "open" to
 * the tree's first rows on screen (the file's first open, then the same file again, warm, with the steps of its load), progress updates seen, the longest pulse gap while loading, Cancel
 * (while indexing and while resolving references), expanding an array of 100,000 references, and search
 * (first hits, completion); then when the Hierarchy is listed and the background work settled, the longest FX
 * stall of each phase of an open, the tab closed while the graph is analysed, Cancel and the tab closed while the
 * scene hierarchy is read, the
 * Size view opened and its analysis cancelled at moments spread over it. Wall-clock figures of one run each; nothing here is a test.
 *
 * <pre>
 * GuiScaleBench [--sizes 100k,1M] [--index 100k] [--dir /tmp/savelens-bench]
 *               [--skip open,size-cancel,size-at-tree,cancel,expand,search,hits,edits]
 *               [--query-rounds 5] [--stall-stacks] [--pulse-trace]
 * </pre>
 */
public final class GuiScaleBench {
    private static final PrintStream OUT = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    private static final List<String> SKIP = new ArrayList<>();
    private static int queryRounds = 5;
    /** Whether the FX thread's stack is sampled during stalls ({@code --stall-stacks}); the figures are then not the plain run's. */
    private static boolean stallStacks;

    private final MainViewModel model;
    private final MainWindow window;

    private GuiScaleBench(MainViewModel model, MainWindow window) {
        this.model = model;
        this.window = window;
    }

    public static void main(String[] args) {
        try {
            run(args);
        } catch (Throwable e) {
            // The FX toolkit's threads would keep the JVM alive after a failed measurement.
            e.printStackTrace();
            System.exit(1);
        }
        System.exit(0);
    }

    private static void run(String[] args) throws Exception {
        List<Integer> sizes = List.of(100_000, 1_000_000);
        int index = 100_000;
        Path dir = Path.of(System.getProperty("java.io.tmpdir"), "savelens-bench");
        List<String> skip = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--sizes" -> sizes = GenerateScene.parseSizes(args[++i]);
                case "--index" -> index = GenerateScene.parseSize(args[++i]);
                case "--dir" -> dir = Path.of(args[++i]);
                case "--skip" -> skip.addAll(List.of(args[++i].split(",")));
                case "--query-rounds" -> queryRounds = Integer.parseInt(args[++i]);
                case "--stall-stacks" -> stallStacks = true;
                case "--pulse-trace" -> PulseTrace.on = true;
                default -> {
                    System.err.println("unknown option " + args[i]);
                    System.exit(64);
                }
            }
        }
        SKIP.addAll(skip);
        Files.createDirectories(dir);
        FxDriver.startHeadless();
        if (stallStacks) FxDriver.StallSampler.start();
        Preferences prefs = Preferences.userRoot().node("savelens-gui-bench/" + System.nanoTime());
        FxTaskExecutor executor = new FxTaskExecutor();
        GuiScaleBench bench = FxDriver.call(() -> {
            MainViewModel m = new MainViewModel(executor, new AppPreferences(prefs));
            Stage stage = new Stage();
            MainWindow w = new MainWindow(stage, m);
            stage.show();
            return new GuiScaleBench(m, w);
        });
        OUT.printf(Locale.ROOT, "java %s, max heap %d MB, %d cores%n", System.getProperty("java.version"),
                Runtime.getRuntime().maxMemory() >> 20, Runtime.getRuntime().availableProcessors());
        List<String[]> rows = new ArrayList<>();
        // The window makes a document tab's controls off screen while it waits for its first document (as a user picks
        // a file): that is done before the first open here, and the longest the window stopped meanwhile is its own row.
        PulseGaps warming = new PulseGaps();
        long warmStart = System.nanoTime();
        FxDriver.waitFor(bench.window::controlsMadeAhead, warming);
        rows.add(row("window", "start: controls of a document's tab made ahead, off screen (took / longest FX stall meanwhile)",
                ms((System.nanoTime() - warmStart) / 1e6) + " / " + stall(warming)));
        traced(rows, "window", "start", warming);
        for (int size : sizes) {
            Path plain = scene(dir, size, 0);
            Path indexed = skip.contains("expand") ? null : scene(dir, size, index);
            String label = label(size);
            OUT.println("== " + label + " (" + plain + ", " + (Files.size(plain) >> 20) + " MB)");
            if (!skip.contains("open")) bench.openAndSearch(label, plain, rows, !skip.contains("search"), !skip.contains("hits"));
            // Apart from the open: a document that method still holds would not leave room for the file opened afresh.
            if (!skip.contains("size-cancel")) bench.cancelSize(label, plain, rows);
            if (!skip.contains("size-at-tree")) bench.sizeAtTree(label, plain, rows);
            if (!skip.contains("cancel")) bench.cancel(label, plain, rows);
            if (!skip.contains("expand")) bench.expand(label, indexed, Math.min(index, size - 1), rows);
        }
        OUT.println();
        OUT.println("| document | measure | figure |");
        OUT.println("|---|---|---:|");
        for (String[] r : rows) OUT.println("| " + r[0] + " | " + r[1] + " | " + r[2] + " |");
        executor.shutdown();
        prefs.removeNode();
        FxDriver.stop();
    }

    private static Path scene(Path dir, int size, int index) throws Exception {
        Path file = dir.resolve(index == 0 ? "scene-" + size + ".json" : "scene-" + size + "-index" + index + ".json");
        if (!Files.isRegularFile(file)) {
            System.err.println("generating " + file + " ...");
            GenerateScene.main(index == 0 ? new String[] {String.valueOf(size), file.toString()}
                    : new String[] {String.valueOf(size), file.toString(), "--index", String.valueOf(index)});
        }
        return file;
    }

    // ---- open, progress, search

    /** {@code hits}: also the searches with hits (else only a whole pass with none). */
    private void openAndSearch(String label, Path file, List<String[]> rows, boolean search, boolean hits) {
        closeAll();
        // The file's first open (for the run's first document also the JVM's: its code not compiled yet), then the
        // same file again once closed: a warm open, as a user who reopens a file or opens a second one meets it.
        Opened cold = open(file);
        if (cold.failure != null) {
            rows.add(row(label, "open", "failed: " + cold.failure));
            return;
        }
        rows.add(row(label, "first open of the file → tab added / first tree rows shown", ms(cold.tabAdded) + " / " + ms(cold.rowsShown)));
        rows.add(row(label, "first open: longest FX stall: loading (open → tab)", stall(cold.longestGap)));
        rows.add(row(label, "first open: longest FX stall: tab → tree rows shown", stall(cold.tabGap)));
        closeAll();
        Opened o = open(file);
        if (o.failure != null) {
            rows.add(row(label, "open", "failed: " + o.failure));
            return;
        }
        hierarchyReadMillis = Math.max(0, o.hierarchyListed - o.rowsShown);
        rows.add(row(label, "warm open (the same file again): its steps began at", o.steps));
        rows.add(row(label, "open → tab added", ms(o.tabAdded)));
        rows.add(row(label, "open → first tree rows shown (tree first)", ms(o.rowsShown)));
        rows.add(row(label, "open → first tree rows laid out (the layout pulse that made them)", ms(rowsLaidOutMillis)));
        rows.add(row(label, "open → Hierarchy rows listed (" + o.objects + " objects)", ms(o.hierarchyListed)
                + (o.hierarchyListed >= o.rowsShown ? ", " + ms(o.hierarchyListed - o.rowsShown) + " after the tree" : ", BEFORE the tree")));
        rows.add(row(label, "open → background work settled (hierarchy, findings, sizes)", ms(o.settled)));
        rows.add(row(label, "warm open by phase, ms wall / workers' processor / FX thread's processor / collecting garbage:"
                + " open → tab added; → tree rows laid out; → Hierarchy listed; → settled", phases.describe()));
        if (sizesReadyMillis >= 0) {
            double ready = sizesReadyMillis;
            rows.add(row(label, "open → the Size panel's sizes ready (opened or not)", ms(ready)
                    + (ready >= o.rowsShown ? ", " + ms(ready - o.rowsShown) + " after the tree" : ", before the tree")));
        }
        rows.add(row(label, "progress updates on the FX thread (determinate)", o.progressUpdates + " (" + o.determinate + ")"));
        rows.add(row(label, "longest FX stall: loading (open → tab)", stall(o.longestGap)));
        rows.add(row(label, "longest FX stall: tab → tree rows shown", stall(o.tabGap)));
        rows.add(row(label, "longest FX stall: tree shown → Hierarchy listed", stall(o.hierarchyGap)));
        rows.add(row(label, "longest FX stall: Hierarchy listed → settled", stall(o.settleGap)));
        traced(rows, label, "loading (open → tab)", o.longestGap);
        traced(rows, label, "tab → tree rows shown", o.tabGap);
        traced(rows, label, "tree shown → Hierarchy listed", o.hierarchyGap);
        traced(rows, label, "Hierarchy listed → settled", o.settleGap);
        rows.add(row(label, "heap used after load (after GC)", (usedHeap() >> 20) + " MB"));
        if (search) {
            for (String q : hits ? List.of("Lamp", "Héros", "no-such-text") : List.of("no-such-text")) searchOnce(label, q, rows);
            queryOnce(label, "$[?@.hp < 10]", rows); // the session's first query (warm or cold, as the window left the engine)
            queryAgain(label, rows);
        }
        if (SKIP.contains("edits")) {
            // Without the edits, the Size view is opened on the document as read: the case a user meets first.
            sizeShown(label, "Size view opened on the document as read", rows);
            return;
        }
        // An edit of a big document is computed in the background and the tree for the new state is built on
        // the FX thread: how long until the new state is committed and the tree shows it, and the longest the
        // window stops meanwhile. A scalar edit patches the document; a retarget patches it and analyses anew.
        DocumentViewModel doc = FxDriver.call(() -> window.currentTab().model());
        editOnce(label, "scalar edit", doc, DocumentPath.parse("$.name"), NewValue.string("Renamed scene"), () -> cellShows("Renamed scene"), rows);
        FxDriver.waitFor(this::settled);
        // The ordinary edit: a component's field that no view of the scene reads, shown in its own row of the tree.
        DocumentPath hp = DocumentPath.parse("$.roots[0].components[0].hp");
        FxDriver.run(() -> doc.select(hp));
        FxDriver.waitFor(() -> treeRowsShown() && cellShows("hp"));
        editOnce(label, "scalar edit of a field the scene does not read", doc, hp, NewValue.parse("4242"), () -> cellShows("4242"), rows);
        FxDriver.waitFor(this::settled);
        NewValue other = FxDriver.call(() -> {
            Document d = doc.document();
            return NewValue.reference(d.referencedNodeId(DocumentPath.parse("$.roots[1]").resolve(d).value()));
        });
        DocumentPath first = DocumentPath.parse("$.roots[0]");
        int target = FxDriver.call(() -> doc.document().nodeById(((NewValue.Reference) other).id()));
        editOnce(label, "retarget", doc, first, other, () -> rowPointsAt(first, target), rows);
        FxDriver.waitFor(this::settled);
        sizeView(label, rows);
    }

    /**
     * One edit through the document's view model, timed from the call to the first pulse that finds the new
     * state committed and the tree laid out showing it ({@code shown}: a cell's text, or the edited row's target).
     */
    private void editOnce(String label, String what, DocumentViewModel doc, DocumentPath path, NewValue value,
                          java.util.function.BooleanSupplier shown, List<String[]> rows) {
        // Made once the window has drawn what came before (a user edits a value seen on screen): a selection made just
        // before is drawn in two frames, the second of the whole window, and an edit called meanwhile waited for both.
        long drawing = untilDrawn();
        DocumentState before = FxDriver.call(doc::state);
        PulseGaps gaps = new PulseGaps();
        // The work in the background the edit sets off (reading the scene again, listing findings), by title.
        Map<String, Integer> started = new LinkedHashMap<>();
        ListChangeListener<BackgroundTask<?>> tasks = c -> {
            while (c.next()) for (BackgroundTask<?> t : c.getAddedSubList()) started.merge(t.title(), 1, Integer::sum);
        };
        FxDriver.run(() -> model.executor().runningTasks().addListener(tasks));
        long flattenedBefore = JsonIndex.flattenedBytes();
        // The FX thread's processor time from the call to the pulse that shows it: the window's own work for the edit,
        // which a loaded machine stretches less than the wall clock.
        long fxBefore = FxDriver.call(FX_CPU::getCurrentThreadCpuTime);
        long workersBefore = workersCpu();
        ThreadTimes threadsBefore = ThreadTimes.now();
        long start = System.nanoTime();
        mark(what + ": called");
        // One watch started in the same step as the call, so that the first pulse after the edit is the first looked
        // at (a watch asked for from this thread afterwards missed that pulse, and the next, when the edit was done at
        // once). Committed: the first pulse that finds no step under way; shown: a later pulse that finds the new
        // state and the tree showing it, i.e. the pulse before laid it out and drew it.
        long[] at = {0, 0, 0}; // committed, shown, workers' processor time at committed
        CompletableFuture<Long> watched = new CompletableFuture<>();
        String refused = FxDriver.call(() -> {
            gaps.pulse(System.nanoTime()); // the work the call itself does on the FX thread counts (an edit done at once)
            String r = doc.setValue(path, value);
            if (r == null) FxDriver.watchFromHere(t -> {
                if (at[0] == 0) {
                    if (doc.applyingProperty().get()) return false;
                    at[0] = t;
                    at[2] = workersCpu();
                    return doc.state() == before; // failed: nothing more to wait for
                }
                if (!(treeRowsShown() && shown.getAsBoolean())) return false;
                at[1] = t;
                return true;
            }, gaps, watched);
            return r;
        });
        if (refused != null) {
            rows.add(row(label, what + " (" + path + " = " + shown(value) + ")", "refused: " + refused));
            return;
        }
        FxDriver.await(watched);
        String threads = ThreadTimes.now().since(threadsBefore);
        long committed = at[0];
        long workersCommitted = at[2];
        mark(what + ": committed");
        boolean applied = FxDriver.call(() -> doc.state() != before);
        if (!applied) {
            rows.add(row(label, what, "failed: " + FxDriver.call(() -> doc.messageProperty().get())));
            return;
        }
        long shownAt = at[1];
        long workersShown = workersCpu();
        mark(what + ": shown");
        rows.add(row(label, what + " (" + path + " = " + shown(value) + "): committed / committed and shown",
                ms((committed - start) / 1e6) + " / " + ms((shownAt - start) / 1e6)));
        long fxAfter = FxDriver.call(FX_CPU::getCurrentThreadCpuTime);
        rows.add(row(label, what + ": longest pulse gap meanwhile", String.format(Locale.ROOT, "%.0f ms", gaps.longestMillis())));
        rows.add(row(label, what + ": called once the window had drawn what came before, after", ms(drawing / 1e6)));
        traced(rows, label, what + ", call → shown", gaps);
        rows.add(row(label, what + ": FX thread processor time, call → shown (most between two pulses)", String.format(Locale.ROOT,
                "%.0f ms (%.0f ms)", (fxAfter - fxBefore) / 1e6, gaps.longestCpuMillis())));
        rows.add(row(label, what + ": workers' processor time, call → committed / → shown", String.format(Locale.ROOT,
                "%.0f / %.0f ms", (workersCommitted - workersBefore) / 1e6, (workersShown - workersBefore) / 1e6)));
        if (!threads.isEmpty()) rows.add(row(label, what + ": processor time by thread, call → shown, ms (and waiting for a processor meanwhile)", threads));
        long flattenedShown = JsonIndex.flattenedBytes() - flattenedBefore;
        // A retarget is shown before its references are followed: when the marks, findings and referrers are current.
        long followed = FxDriver.waitFor(() -> doc.analysedProperty().get());
        rows.add(row(label, what + ": its references followed (marks current)", ms((Math.max(followed, shownAt) - start) / 1e6)));
        long quiet = FxDriver.waitFor(this::settled);
        // An edit patched in place keeps its text in pieces: what was copied to write it whole again, and when.
        rows.add(row(label, what + ": text written flat again by then / by settled", flattenedShown + " B / "
                + (JsonIndex.flattenedBytes() - flattenedBefore) + " B"));
        FxDriver.run(() -> model.executor().runningTasks().removeListener(tasks));
        rows.add(row(label, what + ": background work it set off (tasks by title) / settled", (started.isEmpty() ? "none" : started.toString())
                + " / " + ms((quiet - start) / 1e6)));
    }

    private static final java.lang.management.ThreadMXBean FX_CPU = java.lang.management.ManagementFactory.getThreadMXBean();

    /**
     * Waits until the renderer has drawn what the window asked of it (its processor time still for three looks 20 ms
     * apart, at most 5 s); returns how long that took, in nanoseconds.
     */
    private static long untilDrawn() {
        long t0 = System.nanoTime();
        long renderer = -1;
        for (java.lang.management.ThreadInfo info : FX_CPU.getThreadInfo(FX_CPU.getAllThreadIds(), 0)) {
            if (info != null && info.getThreadName().startsWith("QuantumRenderer")) renderer = info.getThreadId();
        }
        if (renderer < 0) return 0;
        long last = FX_CPU.getThreadCpuTime(renderer);
        int still = 0;
        while (still < 3 && System.nanoTime() - t0 < 5_000_000_000L) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            long now = FX_CPU.getThreadCpuTime(renderer);
            still = now == last ? still + 1 : 0;
            last = now;
        }
        return Math.max(0, System.nanoTime() - t0 - 60_000_000L); // the last three looks found it idle
    }

    /**
     * The processor time of the window's worker threads so far, those that ended left out. Read from the threads'
     * ids and names alone (no stacks), so that a pulse can ask it without weighing on the FX thread's time.
     */
    private static long workersCpu() {
        long sum = 0;
        long[] ids = FX_CPU.getAllThreadIds();
        java.lang.management.ThreadInfo[] infos = FX_CPU.getThreadInfo(ids, 0);
        for (int i = 0; i < ids.length; i++) {
            if (infos[i] == null || !infos[i].getThreadName().startsWith("savelens-worker")) continue;
            long cpu = FX_CPU.getThreadCpuTime(ids[i]);
            if (cpu > 0) sum += cpu;
        }
        return sum;
    }

    /** With {@code -Dbench.marks=true}: the wall clock at a moment of an edit, on the error stream (to find it in a recording). */
    private static void mark(String what) {
        if (Boolean.getBoolean("bench.marks")) System.err.println("mark " + java.time.LocalTime.now() + " " + what);
    }

    private static String shown(NewValue value) {
        return value instanceof NewValue.Reference r ? r.id().toString() : ((NewValue.Literal) value).json();
    }

    /** Whether the tree's row at {@code path} unfolds or marks node {@code target}. */
    private boolean rowPointsAt(DocumentPath path, int target) {
        TreeItem<TreeEntry> item = window.currentTab().tree().itemAt(path);
        return item != null && (item.getValue().node() == target || item.getValue().target() == target);
    }

    private boolean cellShows(String text) {
        for (Node n : window.currentTab().tree().view().lookupAll(".tree-cell")) {
            if (n instanceof TreeCell<?> cell && cell.isVisible() && cell.getText() != null && cell.getText().contains(text)) return true;
        }
        return false;
    }

    private record Opened(String failure, double tabAdded, double rowsShown, int progressUpdates, int determinate,
                          PulseGaps longestGap, PulseGaps tabGap, double hierarchyListed, PulseGaps hierarchyGap, double settled,
                          PulseGaps settleGap, int objects, String steps) {}

    /**
     * A stall as the rows give it: the longest gap and the collectors' time within it, and the most FX-thread
     * processor time between two pulses (the rest of a gap is waiting: for a processor, the renderer, a collection).
     */
    private static String stall(PulseGaps g) {
        return String.format(Locale.ROOT, "%.0f ms (%d ms of it collecting garbage; FX thread busy at most %.0f ms between pulses)",
                g.longestMillis(), g.longestGapGcMillis(), g.longestCpuMillis());
    }

    private Opened open(Path file) {
        int[] updates = {0, 0};
        long[] tabAt = {0};
        ChangeListener<Number> progress = (o, was, now) -> {
            updates[0]++;
            if (now.doubleValue() > 0) updates[1]++;
        };
        // When each step of the load first showed in the status bar (its percentage left out).
        Map<String, Long> stepAt = new LinkedHashMap<>();
        ChangeListener<String> step = (o, was, now) -> {
            if (now != null && !now.isEmpty()) stepAt.putIfAbsent(now.replaceAll(" \\d+ %$", ""), System.nanoTime());
        };
        ListChangeListener<Object> added = c -> {
            if (tabAt[0] == 0) {
                tabAt[0] = System.nanoTime();
                phases.mark(tabAt[0]);
            }
        };
        FxDriver.run(() -> {
            model.progressProperty().addListener(progress);
            model.busyTextProperty().addListener(step);
            model.documents().addListener(added);
        });
        // The layout pulse that first put the tree's rows in cells: the timer below sees them only at the next pulse's
        // start, which comes late when the workers started after the tree take both processors.
        long[] laidOut = {0};
        Runnable rowsLaidOut = () -> {
            if (laidOut[0] == 0 && treeRowsShown()) {
                laidOut[0] = System.nanoTime();
                phases.mark(laidOut[0]);
            }
        };
        FxDriver.run(() -> window.scene().addPostLayoutPulseListener(rowsLaidOut));
        PulseGaps loading = new PulseGaps();
        long t0 = FxDriver.call(() -> {
            long t = System.nanoTime();
            loading.pulse(t); // the work the call itself does on the FX thread counts
            phases.start(t);
            model.open(file);
            return t;
        });
        FxDriver.waitFor(() -> !model.busyProperty().get() || !model.documents().isEmpty(), loading);
        FxDriver.run(() -> {
            model.progressProperty().removeListener(progress);
            model.busyTextProperty().removeListener(step);
            model.documents().removeListener(added);
        });
        if (model.loadErrorProperty().get() != null) return new Opened(model.loadErrorProperty().get(), 0, 0, updates[0], updates[1], loading, loading, 0, loading, 0, loading, 0, "");
        StringBuilder steps = new StringBuilder();
        for (var e : stepAt.entrySet()) steps.append(steps.length() == 0 ? "" : ", ").append(e.getKey()).append(' ').append(ms((e.getValue() - t0) / 1e6));
        PulseGaps appearing = new PulseGaps();
        sizesReadyAt = 0;
        FxDriver.run(() -> {
            // When the Size panel's sizes of the document as read exist, whether or not the panel was opened.
            var sizes = window.currentTab().sizeModel().analysisProperty();
            if (sizes.get() != null) sizesReadyAt = System.nanoTime();
            else sizes.addListener(new ChangeListener<>() {
                @Override public void changed(ObservableValue<? extends SizeAnalysis> o, SizeAnalysis was, SizeAnalysis now) {
                    if (now == null) return;
                    sizesReadyAt = System.nanoTime();
                    o.removeListener(this);
                }
            });
        });
        long shown = FxDriver.waitFor(this::treeRowsShown, appearing);
        FxDriver.run(() -> window.scene().removePostLayoutPulseListener(rowsLaidOut));
        rowsLaidOutMillis = laidOut[0] == 0 ? -1 : (laidOut[0] - t0) / 1e6;
        // A pulse gap that ends in the next phase is counted there: the gaps go on from the pulse last seen.
        PulseGaps listing = appearing.next();
        long listed = FxDriver.waitFor(() -> hierarchyRows() > 0 || !hierarchyPending(), listing);
        FxDriver.run(() -> phases.mark(listed));
        PulseGaps settling = listing.next();
        long settled = FxDriver.waitFor(this::settled, settling);
        FxDriver.run(() -> phases.mark(settled));
        sizesReadyMillis = sizesReadyAt > 0 ? (sizesReadyAt - t0) / 1e6 : -1;
        // Counted on this thread, each object made for the count and not kept: asking for the scene's object list on
        // the FX thread built every object there, which the window itself does not do, and spared the first edit that
        // building (an edit the scene cannot see carries its objects over, built first).
        var scene = FxDriver.call(() -> window.currentTab().hierarchyModel().scene());
        int[] objects = {0};
        if (scene != null) scene.forEachObject(o -> objects[0]++);
        return new Opened(null, (tabAt[0] - t0) / 1e6, (shown - t0) / 1e6, updates[0], updates[1],
                loading, appearing, (listed - t0) / 1e6, listing, (settled - t0) / 1e6, settling, objects[0], steps.toString());
    }

    /** The last open's phases: open → tab added → tree rows laid out → Hierarchy listed → settled. */
    private final Phases phases = new Phases();

    /**
     * Where the time of an open goes, phase by phase: the wall clock, the processor time of the window's workers and
     * of the FX thread, and the collectors' time. Marked on the FX thread. Processor times tell a phase's own work
     * apart from waiting for a processor, which a loaded machine stretches.
     */
    private static final class Phases {
        private final List<long[]> marks = new ArrayList<>();

        void start(long t) {
            marks.clear();
            mark(t);
        }

        void mark(long t) {
            marks.add(new long[] {t, workersCpu(), FX_CPU.getCurrentThreadCpuTime(), FxDriver.PulseGaps.gcMillis()});
        }

        /** Per phase: wall / workers' processor / FX thread's processor / collecting garbage, in ms. */
        String describe() {
            StringBuilder out = new StringBuilder();
            for (int i = 1; i < marks.size(); i++) {
                long[] a = marks.get(i - 1), b = marks.get(i);
                out.append(i == 1 ? "" : "; ").append(String.format(Locale.ROOT, "%.0f / %.0f / %.0f / %d",
                        (b[0] - a[0]) / 1e6, (b[1] - a[1]) / 1e6, (b[2] - a[2]) / 1e6, b[3] - a[3]));
            }
            return out.toString();
        }
    }

    /** When the last open's tree rows were first laid out, in ms after the open was asked for (-1: not seen). */
    private double rowsLaidOutMillis = -1;

    /** The Hierarchy's top rows made (it need not be in front). */
    private int hierarchyRows() {
        DocumentTab tab = window.currentTab();
        if (tab == null) return 0;
        var root = tab.hierarchy().tree().getRoot();
        return root == null ? 0 : root.getChildren().size();
    }

    /** True until the document is known to be a scene or not. */
    private boolean hierarchyPending() {
        DocumentTab tab = window.currentTab();
        return tab == null || tab.hierarchyModel().readingProperty().get() || tab.hierarchyModel().scene() == null && running("Reading the scene hierarchy");
    }

    /** Nothing left in the background for this document. */
    private boolean settled() {
        return model.executor().runningTasks().isEmpty() && !window.currentTab().hierarchyModel().readingProperty().get();
    }

    private boolean running(String title) {
        for (var t : model.executor().runningTasks()) if (t.title().equals(title)) return true;
        return false;
    }

    /** Cancels the running task of this title on the FX thread: when the cancel began and ended, or null when none ran. */
    private long[] cancelRunning(String title) {
        return FxDriver.call(() -> {
            for (var task : List.copyOf(model.executor().runningTasks())) {
                if (!task.title().equals(title)) continue;
                long start = System.nanoTime();
                task.cancel();
                return new long[] {start, System.nanoTime()};
            }
            return null;
        });
    }

    private boolean treeRowsShown() {
        DocumentTab tab = window.currentTab();
        if (tab == null) return false;
        TreeView<TreeEntry> tree = tab.tree().view();
        if (tree.getRoot() == null || !tree.getRoot().isExpanded()) return false;
        int shown = 0;
        for (Node n : tree.lookupAll(".tree-cell")) {
            if (n instanceof TreeCell<?> cell && cell.isVisible() && cell.getItem() != null && cell.getText() != null) shown++;
        }
        return shown > 1; // the root and at least one child
    }

    private void searchOnce(String label, String query, List<String[]> rows) {
        SearchViewModel search = FxDriver.call(() -> window.currentTab().searchModel());
        timeStreamed(label, "search \"" + query + "\"", "first hits shown", search.results(), () -> search.search(query),
                () -> search.searchingProperty().get(), () -> search.summaryProperty().get(), rows);
    }

    /**
     * An each-node query typed in the search field, as a user does (the field hands it to the Query panel and brings
     * the panel forward): how long until its first hit is in the panel's list, until a pulse has laid that row out
     * in a cell of the list on screen, and until the whole query is done.
     */
    private long[] queryOnce(String label, String query, List<String[]> rows) {
        DocumentTab tab = FxDriver.call(() -> window.currentTab());
        QueryViewModel q = tab.queryModel();
        SearchViewModel search = tab.searchModel();
        FxDriver.run(() -> q.eachNodeProperty().set(true));
        javafx.scene.Scene scene = FxDriver.call(() -> window.scene());
        long[] onScreen = {0};
        Runnable shown = () -> {
            if (onScreen[0] != 0 || q.hits().isEmpty()) return;
            if (scene.lookup("#queryHits") instanceof javafx.scene.control.ListView<?> list) {
                for (Node n : list.lookupAll(".list-cell")) {
                    if (n instanceof javafx.scene.control.ListCell<?> cell && cell.isVisible() && cell.getItem() != null && cell.getText() != null) {
                        onScreen[0] = System.nanoTime();
                        return;
                    }
                }
            }
        };
        FxDriver.run(() -> scene.addPostLayoutPulseListener(shown));
        long[] times = timeStreamed(label, "query --each-node \"" + query + "\"", "first hit shown", q.hits(), () -> search.search(query),
                () -> q.runningProperty().get(), () -> q.summaryProperty().get(), rows);
        FxDriver.waitFor(() -> onScreen[0] != 0 || q.hits().isEmpty());
        FxDriver.run(() -> scene.removePostLayoutPulseListener(shown));
        if (rows != null) rows.add(row(label, "query --each-node \"" + query + "\": first hit's row laid out on screen",
                onScreen[0] == 0 ? "no hits" : ms((onScreen[0] - times[0]) / 1e6)));
        return new long[] {times[1] == 0 ? 0 : times[1] - times[0], onScreen[0] == 0 ? 0 : onScreen[0] - times[0]};
    }

    /** The same kind of query again, a few times ($[?@.hp < 9], < 8, …): the median and the longest of each figure. */
    private void queryAgain(String label, List<String[]> rows) {
        if (queryRounds <= 0) return;
        double[] inList = new double[queryRounds], onScreen = new double[queryRounds];
        for (int r = 0; r < queryRounds; r++) {
            long[] t = queryOnce(label, "$[?@.hp < " + (9 - r % 9) + "]", null);
            inList[r] = t[0] / 1e6;
            onScreen[r] = t[1] / 1e6;
        }
        rows.add(row(label, "query again (" + queryRounds + " each-node queries, $[?@.hp < 9] down): first hit in the list, median / longest",
                ms(median(inList)) + " / " + ms(max(inList))));
        rows.add(row(label, "query again: first hit's row laid out on screen, median / longest", ms(median(onScreen)) + " / " + ms(max(onScreen))));
        // The floor under any change shown in the window: from asking for a layout to the pulse that does it.
        double[] floor = new double[queryRounds];
        javafx.scene.Scene scene = FxDriver.call(() -> window.scene());
        for (int r = 0; r < queryRounds; r++) {
            long[] laidOut = {0};
            Runnable post = () -> {
                if (laidOut[0] == 0) laidOut[0] = System.nanoTime();
            };
            long t0 = FxDriver.call(() -> {
                scene.addPostLayoutPulseListener(post);
                scene.getRoot().requestLayout();
                return System.nanoTime();
            });
            FxDriver.waitFor(() -> laidOut[0] != 0);
            FxDriver.run(() -> scene.removePostLayoutPulseListener(post));
            floor[r] = (laidOut[0] - t0) / 1e6;
        }
        rows.add(row(label, "the window's next pulse: a layout asked for → laid out, median / longest", ms(median(floor)) + " / " + ms(max(floor))));
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        java.util.Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    private static double max(double[] v) {
        double m = 0;
        for (double x : v) m = Math.max(m, x);
        return m;
    }

    /**
     * Starts a search or query whose results stream into a list (on the FX thread): how long until the first result
     * is in the list, and until the work is done.
     */
    private static <T> long[] timeStreamed(String label, String what, String firstShown, ObservableList<T> results, Runnable start,
                                         BooleanSupplier busy, Supplier<String> summary, List<String[]> rows) {
        long[] firstAt = {0};
        ListChangeListener<T> first = c -> {
            if (firstAt[0] == 0 && !results.isEmpty()) firstAt[0] = System.nanoTime();
        };
        long t0 = FxDriver.call(() -> {
            results.addListener(first);
            long t = System.nanoTime();
            start.run();
            return t;
        });
        long done = FxDriver.waitFor(() -> !busy.getAsBoolean());
        String finished = FxDriver.call(() -> {
            results.removeListener(first);
            return summary.get();
        });
        if (rows != null) {
            rows.add(row(label, what + ": " + firstShown, firstAt[0] == 0 ? "no hits" : ms((firstAt[0] - t0) / 1e6)));
            rows.add(row(label, what + ": finished (" + finished + ")", ms((done - t0) / 1e6)));
        }
        return new long[] {t0, firstAt[0]};
    }

    // ---- cancel

    private void cancel(String label, Path file, List<String[]> rows) {
        cancelAt(label, file, rows, "while indexing (at ≥ 30 %)",
                () -> model.progressProperty().get() >= 0.3 && model.busyTextProperty().get().contains("reading"));
        cancelAt(label, file, rows, "while resolving references",
                () -> model.busyTextProperty().get().contains("resolving"));
        // The graph is analysed after the tree shows, beside the scene hierarchy: closing the tab stops both.
        closeTabDuring(label, file, rows, "Analysing the graph", new long[] {20, 150, 400, 800, 1500});
        cancelHierarchy(label, file, rows);
        closeTabDuring(label, file, rows, "Reading the scene hierarchy", new long[] {20, 400, 1200});
    }

    /**
     * The tab closed while a task of this title runs, at these moments after it began: how long until the UI has
     * settled and until no worker (the common pool too) is inside SaveLens code. The phase is the worker's innermost
     * SaveLens frame when the tab was closed.
     */
    private void closeTabDuring(String label, Path file, List<String[]> rows, String title, long[] moments) {
        for (long after : moments) {
            closeAll();
            FxDriver.run(() -> model.open(file));
            FxDriver.waitFor(() -> running(title) || !model.documents().isEmpty() && !model.busyProperty().get() && settled());
            sleep(after);
            String phase = workerPhase("savelens.");
            long[] t = FxDriver.call(() -> {
                if (!running(title) || model.current() == null) return null;
                long start = System.nanoTime();
                model.close(model.current());
                return new long[] {start, System.nanoTime()};
            });
            String what = "close the tab " + after + " ms into " + title.toLowerCase(Locale.ROOT);
            if (t == null) {
                rows.add(row(label, what, "finished first"));
                continue;
            }
            long stopped = waitForWorkerToStop();
            rows.add(row(label, what + " (in " + phase + "): UI settled", ms((t[1] - t[0]) / 1e6)));
            rows.add(row(label, what + ": worker threads (common pool too) stopped", ms((stopped - t[0]) / 1e6)));
        }
    }

    /** How long the open took to list the Hierarchy after the tree (about how long the scene's read takes), or 0. */
    private double hierarchyReadMillis;
    /** When the sizes of the document last opened were first there (System.nanoTime), 0 until then. */
    private volatile long sizesReadyAt;
    /** The same, in ms after the open was asked for; -1 when the sizes were not there once the work settled. */
    private double sizesReadyMillis = -1;

    /**
     * Cancel while the opened document is read as a scene (the task the status bar lists as "Reading the scene
     * hierarchy"), at moments spread over the read so that each of its phases is met: how long until no worker is
     * inside the scene reading any more. The phase is the worker's innermost SaveLens frame when Cancel was pressed.
     */
    private void cancelHierarchy(String label, Path file, List<String[]> rows) {
        // Spread over the read as the open measured it (its Hierarchy listed after the tree), else fixed moments.
        long[] moments = hierarchyReadMillis > 0
                ? java.util.stream.DoubleStream.of(0.02, 0.2, 0.4, 0.6, 0.8, 0.95).mapToLong(f -> Math.round(f * hierarchyReadMillis)).toArray()
                : new long[] {20, 150, 400, 900, 1600};
        for (long after : moments) {
            closeAll();
            FxDriver.run(() -> model.open(file));
            String title = "Reading the scene hierarchy";
            FxDriver.waitFor(() -> running(title) || !model.documents().isEmpty() && !model.busyProperty().get() && settled());
            sleep(after);
            String phase = workerPhase("savelens.scene.", "savelens.app.hierarchy.");
            long[] t = cancelRunning(title);
            if (t == null) {
                rows.add(row(label, "cancel " + after + " ms into reading the scene hierarchy", "read finished first"));
                continue;
            }
            long stopped = waitForWorkerToLeave("savelens.scene.", "savelens.app.hierarchy.");
            rows.add(row(label, "cancel " + after + " ms into reading the scene hierarchy (in " + phase + "): worker stopped",
                    ms((stopped - t[0]) / 1e6)));
            FxDriver.waitFor(this::settled);
        }
    }

    /**
     * Where a worker inside these packages is now: its innermost SaveLens frame, and the innermost frame of these
     * packages when that is another (class.method), or "none".
     */
    private static String workerPhase(String... packages) {
        Map<Thread, StackTraceElement[]> stacks = Thread.getAllStackTraces();
        busyBefore.clear();
        for (var e : stacks.entrySet()) if (isWorker(e.getKey()) && inside(e.getValue(), packages)) busyBefore.add(e.getKey());
        return workerPhase(stacks, packages);
    }

    /** The workers {@link #workerPhase(String...)} last found inside its packages: those a cancel after it must stop. */
    private static final List<Thread> busyBefore = new ArrayList<>();

    private static boolean inside(StackTraceElement[] stack, String... packages) {
        for (StackTraceElement f : stack) {
            for (String p : packages) if (f.getClassName().startsWith(p)) return true;
        }
        return false;
    }

    /** As {@link #workerPhase(String...)}, in these stacks. */
    private static String workerPhase(Map<Thread, StackTraceElement[]> stacks, String... packages) {
        for (var e : stacks.entrySet()) {
            if (!isWorker(e.getKey())) continue;
            String innermost = null;
            for (StackTraceElement f : e.getValue()) {
                String c = f.getClassName();
                String here = c.substring(c.lastIndexOf('.') + 1) + "." + f.getMethodName();
                if (innermost == null && c.startsWith("savelens.")) innermost = here;
                for (String p : packages) {
                    if (c.startsWith(p)) return innermost.equals(here) ? here : innermost + " < … < " + here;
                }
            }
        }
        return "none";
    }

    // ---- the Size view

    /**
     * The document opened again, and the Size panel opened at the first pulse that finds the tree's rows on screen, as
     * a user who wants the sizes does: until the panel's dominator tree has rows in cells on screen, the longest stall
     * meanwhile, and when the Hierarchy is listed beside it (what the sizes cost the scene's read).
     */
    private void sizeAtTree(String label, Path file, List<String[]> rows) {
        closeAll();
        FxDriver.run(() -> model.open(file));
        FxDriver.waitFor(() -> !model.busyProperty().get() || !model.documents().isEmpty());
        if (model.loadErrorProperty().get() != null) {
            rows.add(row(label, "Size panel opened at the tree", "open failed: " + model.loadErrorProperty().get()));
            return;
        }
        DocumentTab tab = FxDriver.call(() -> window.currentTab());
        long opened = FxDriver.waitFor(() -> {
            if (!treeRowsShown()) return false;
            tab.showSize();
            return true;
        });
        PulseGaps gaps = new PulseGaps();
        long[] hierarchyAt = {0};
        long shown = FxDriver.waitFor(() -> {
            if (hierarchyAt[0] == 0 && (hierarchyRows() > 0 || !hierarchyPending())) hierarchyAt[0] = System.nanoTime();
            return sizeRowsShown();
        }, gaps);
        long listed = hierarchyAt[0] != 0 ? hierarchyAt[0] : FxDriver.waitFor(() -> hierarchyRows() > 0 || !hierarchyPending());
        rows.add(row(label, "Size panel opened as the tree rows show → its rows on screen", ms((shown - opened) / 1e6)));
        rows.add(row(label, "Size panel opened at the tree: longest FX stall until its rows show", stall(gaps)));
        rows.add(row(label, "Size panel opened at the tree: Hierarchy rows listed", ms((listed - opened) / 1e6) + " after the tree"));
        FxDriver.waitFor(this::settled);
    }

    /** The Size panel's dominator tree has laid out a row of sizes in a cell. */
    private boolean sizeRowsShown() {
        if (!(window.scene().lookup("#dominatorTree") instanceof javafx.scene.control.TreeTableView<?> t) || !t.isVisible()) return false;
        for (Node n : t.lookupAll(".tree-table-row-cell")) {
            if (n instanceof javafx.scene.control.TreeTableRow<?> r && r.isVisible() && r.getItem() != null) return true;
        }
        return false;
    }

    /** Opens the Size view and times it until the current state's retained sizes are shown, with the longest stall. */
    private DocumentTab sizeShown(String label, String what, List<String[]> rows) {
        DocumentTab tab = FxDriver.call(() -> window.currentTab());
        PulseGaps gaps = new PulseGaps();
        ThreadTimes threadsBefore = ThreadTimes.now();
        long uptimeBefore = java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime();
        long collectedBefore = PulseGaps.gcMillis();
        long t0 = FxDriver.call(() -> {
            long t = System.nanoTime();
            gaps.pulse(t); // the panel is made in this call: its work counts
            tab.showSize();
            return t;
        });
        long shown = FxDriver.waitFor(() -> tab.sizeModel().analysisProperty().get() != null
                && tab.sizeModel().analysisProperty().get().document() == tab.model().document() && !tab.sizeModel().workingProperty().get(), gaps);
        String threads = ThreadTimes.now().since(threadsBefore);
        rows.add(row(label, what + ": retained sizes shown", ms((shown - t0) / 1e6)));
        rows.add(row(label, what + ": longest FX stall meanwhile", stall(gaps)));
        traced(rows, label, what, gaps);
        if (PulseTrace.on) {
            // Where the phase lies in a log of the collector's (-Xlog:gc:...:uptime), and what the processors went to.
            rows.add(row(label, what + ": JVM uptime at the call / collecting garbage meanwhile", String.format(Locale.ROOT, "%.3f s / %d ms",
                    uptimeBefore / 1e3, PulseGaps.gcMillis() - collectedBefore)));
            if (!threads.isEmpty()) rows.add(row(label, what + ": processor time by thread, ms (and waiting for a processor meanwhile)", threads));
        }
        return tab;
    }

    private void sizeView(String label, List<String[]> rows) {
        DocumentTab tab = sizeShown(label, "Size view opened", rows);
        int shownRows = FxDriver.call(() -> {
            javafx.scene.control.TreeTableView<?> t = (javafx.scene.control.TreeTableView<?>) window.scene().lookup("#dominatorTree");
            return t == null ? -1 : t.getExpandedItemCount();
        });
        rows.add(row(label, "Size view opened: dominator tree rows listed (root open)", String.valueOf(shownRows)));
        // A scalar edit with the panel open: its sizes follow the edit along one dominator chain, no analysis anew.
        long made = FxDriver.call(() -> tab.sizeModel().analysesMade());
        long followed = FxDriver.call(() -> tab.sizeModel().analysesFollowed());
        PulseGaps editGaps = new PulseGaps();
        long e0 = FxDriver.call(() -> {
            long t = System.nanoTime();
            tab.model().setValue(DocumentPath.parse("$.name"), NewValue.string("Sized scene"));
            return t;
        });
        // An edit that fails (its new text not allocated) says so in the document's message, and the panel never moves.
        long edited = FxDriver.waitFor(() -> editFailed(tab) != null || !tab.sizeModel().workingProperty().get() && (tab.sizeModel().analysesFollowed() > followed
                || tab.sizeModel().analysesMade() > made || tab.sizeModel().summaryProperty().get().startsWith("Could not")), editGaps);
        String how = FxDriver.call(() -> editFailed(tab) != null ? "the edit failed: " + editFailed(tab)
                : tab.sizeModel().summaryProperty().get().startsWith("Could not") ? tab.sizeModel().summaryProperty().get()
                : tab.sizeModel().analysesMade() > made ? "worked out anew" : "followed, no analysis");
        rows.add(row(label, "Size view open, scalar edit: sizes shown (" + how + ")", ms((edited - e0) / 1e6)));
        rows.add(row(label, "Size view open, scalar edit: longest FX stall meanwhile", String.format(Locale.ROOT, "%.0f ms", editGaps.longestMillis())));
    }

    /** Why the document's last edit could not be applied, or null. */
    private static String editFailed(DocumentTab tab) {
        String m = tab.model().messageProperty().get();
        return m != null && m.startsWith("Could not apply") ? m : null;
    }

    /**
     * A size analysis under way (after an edit that moves nodes: a retarget) cancelled from the status bar, at moments
     * spread over the analysis as an uncancelled one took, so that each of its steps is met: until its worker stops,
     * with the step it was in when Cancel was pressed and the last step it was seen in before it stopped. On the file
     * opened afresh with the Size view in front, each retarget undone before the next: every edit of a 1M scene holds
     * another copy of its text (at 1M these rounds need -Xmx2g all the same).
     */
    private void cancelSize(String label, Path file, List<String[]> rows) {
        String failed = openWithSizes(file);
        if (failed == null) failed = retargetForSizes(2);
        long began = System.nanoTime();
        long ended = FxDriver.waitFor(() -> !running(SIZES_TITLE));
        double whole = (ended - began) / 1e6;
        if (failed != null) {
            rows.add(row(label, "the Size view's analysis after a retarget", failed));
            return;
        }
        rows.add(row(label, "the Size view's analysis after a retarget, not cancelled", ms(whole)));
        for (double f : new double[] {0.05, 0.25, 0.45, 0.65, 0.85}) {
            // The retarget before undone, so that the document holds one edit at a time.
            DocumentViewModel doc = FxDriver.call(() -> window.currentTab().model());
            FxDriver.run(doc::undo);
            FxDriver.waitFor(() -> !doc.applyingProperty().get() && settled() && !window.currentTab().sizeModel().workingProperty().get());
            String notRun = retargetForSizes(2);
            if (notRun != null) {
                rows.add(row(label, "cancel the Size view's analysis", notRun));
                return;
            }
            long after = Math.round(f * whole);
            sleep(after);
            String phase = workerPhase("savelens.size.", "savelens.app.size.");
            ThreadTimes before = ThreadTimes.now();
            long[] t = cancelRunning(SIZES_TITLE);
            if (t == null) {
                rows.add(row(label, "cancel the Size view's analysis " + after + " ms in", "finished first"));
            } else {
                long stopped = waitForWorkerToLeave("savelens.size.", "savelens.app.size.");
                // What the wait went to: the worker's own processor time, or waiting for a processor.
                String threads = ThreadTimes.now().since(before);
                rows.add(row(label, "cancel the Size view's analysis " + after + " ms in (in " + phase + "): worker thread stopped",
                        ms((stopped - t[0]) / 1e6) + (lastBusyPhase == null ? "" : " (last seen in " + lastBusyPhase + ")")
                                + (threads.isEmpty() ? "" : "; by thread, ms (waiting for a processor): " + threads)));
            }
            FxDriver.waitFor(this::settled);
        }
    }

    private static final String SIZES_TITLE = "Working out sizes";

    /**
     * The file opened afresh, alone, with the Size view in front and its sizes shown, and nothing else running; null,
     * or why not (the open failed, or did not settle in a minute).
     */
    private String openWithSizes(Path file) {
        closeAll();
        FxDriver.run(() -> model.open(file));
        FxDriver.waitFor(() -> !model.busyProperty().get() || !model.documents().isEmpty());
        String failed = FxDriver.call(() -> model.loadErrorProperty().get());
        if (failed != null) return "open failed: " + failed;
        try {
            FxDriver.waitFor(() -> treeRowsShown() && settled(), null, 60);
            DocumentTab tab = FxDriver.call(() -> window.currentTab());
            FxDriver.run(tab::showSize);
            FxDriver.waitFor(() -> tab.sizeModel().analysisProperty().get() != null && !tab.sizeModel().workingProperty().get() && settled(), null, 60);
        } catch (IllegalStateException e) {
            return FxDriver.call(() -> "not settled: tasks " + model.executor().runningTasks().stream().map(BackgroundTask::title).toList()
                    + ", tree rows shown " + treeRowsShown() + ", Size " + window.currentTab().sizeModel().summaryProperty().get());
        }
        return null;
    }

    /**
     * Sets $.roots[0] of the current document to the node $.roots[target] refers to, once no edit is under way; the
     * Size view's analysis it sets off starts a little after the edit is committed, not at the same pulse: waited for
     * until it runs, or is over (done before a pulse saw it). Null, or why no analysis ran (refused, failed).
     */
    private String retargetForSizes(int target) {
        DocumentViewModel doc = FxDriver.call(() -> window.currentTab().model());
        var sizes = FxDriver.call(() -> window.currentTab().sizeModel());
        FxDriver.waitFor(() -> !doc.applyingProperty().get());
        DocumentState before = FxDriver.call(doc::state);
        String refused = FxDriver.call(() -> {
            Document d = doc.document();
            NewValue to = NewValue.reference(d.referencedNodeId(DocumentPath.parse("$.roots[" + target + "]").resolve(d).value()));
            return doc.setValue(DocumentPath.parse("$.roots[0]"), to);
        });
        if (refused != null) return "refused: " + refused;
        FxDriver.waitFor(() -> !doc.applyingProperty().get());
        if (FxDriver.call(() -> doc.state() == before)) return "not applied: " + FxDriver.call(() -> doc.messageProperty().get());
        FxDriver.waitFor(() -> running(SIZES_TITLE) || !sizes.workingProperty().get());
        return sizesFailed(sizes) ? "failed: " + sizes.summaryProperty().get() : null;
    }

    private static boolean sizesFailed(savelens.app.size.SizeViewModel sizes) {
        return sizes.summaryProperty().get().startsWith("Could not");
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * A thread SaveLens's work runs on: its workers, and the common pool, where a big document's strongly connected
     * components are found beside the graph analysis (a Cancel must stop that too).
     */
    private static boolean isWorker(Thread t) {
        return t.getName().equals("savelens-worker") || t.getName().startsWith("ForkJoinPool.commonPool-worker");
    }

    /** Where {@link #waitForWorkerToLeave} last saw a worker inside its packages (as {@link #workerPhase} names it), or null. */
    private static String lastBusyPhase;

    /**
     * When no worker thread has a frame of these packages on its stack any more. The workers found busy before the
     * cancel are watched one by one: a look at every thread's stack stops the whole JVM at a safepoint, which under
     * load took 0.1-0.2 s of its own, more than the worker took to stop.
     */
    private static long waitForWorkerToLeave(String... packages) {
        lastBusyPhase = null;
        if (!busyBefore.isEmpty()) {
            List<Thread> watched = List.copyOf(busyBefore);
            while (true) {
                String phase = null;
                for (Thread t : watched) {
                    StackTraceElement[] stack = t.getStackTrace();
                    if (inside(stack, packages)) phase = workerPhase(Map.of(t, stack), packages);
                }
                if (phase == null) return System.nanoTime();
                lastBusyPhase = phase;
                sleep(1);
            }
        }
        while (true) {
            boolean busy = false;
            // One look at the stacks for both: a second look could find the worker gone and name no phase.
            Map<Thread, StackTraceElement[]> stacks = Thread.getAllStackTraces();
            for (var e : stacks.entrySet()) {
                if (!isWorker(e.getKey())) continue;
                for (StackTraceElement f : e.getValue()) {
                    for (String p : packages) if (f.getClassName().startsWith(p)) busy = true;
                }
            }
            if (!busy) return System.nanoTime();
            lastBusyPhase = workerPhase(stacks, packages);
            sleep(2);
        }
    }

    private void cancelAt(String label, Path file, List<String[]> rows, String when, java.util.function.BooleanSupplier ready) {
        closeAll();
        FxDriver.run(() -> model.open(file));
        FxDriver.waitFor(() -> ready.getAsBoolean() || !model.busyProperty().get());
        long[] t = FxDriver.call(() -> {
            if (!model.busyProperty().get()) return null;
            long start = System.nanoTime();
            model.cancelLoading();
            return new long[] {start, System.nanoTime()};
        });
        if (t == null) {
            rows.add(row(label, "cancel " + when, "load finished first"));
            closeAll();
            return;
        }
        String after = FxDriver.call(() -> model.documents().size() + " documents, status \"" + model.busyTextProperty().get() + "\"");
        long stopped = waitForWorkerToStop();
        rows.add(row(label, "cancel " + when + ": UI settled (" + after + ")", ms((t[1] - t[0]) / 1e6)));
        rows.add(row(label, "cancel " + when + ": worker threads (common pool too) stopped", ms((stopped - t[0]) / 1e6)));
    }

    /** When no worker thread is inside SaveLens code any more. */
    private static long waitForWorkerToStop() {
        while (true) {
            boolean busy = false;
            for (var e : Thread.getAllStackTraces().entrySet()) {
                if (!isWorker(e.getKey())) continue;
                for (StackTraceElement f : e.getValue()) {
                    if (f.getClassName().startsWith("savelens.")) busy = true;
                }
            }
            if (!busy) return System.nanoTime();
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return System.nanoTime();
            }
        }
    }

    // ---- a big array

    private void expand(String label, Path file, int count, List<String[]> rows) {
        closeAll();
        Opened o = open(file);
        if (o.failure != null) {
            rows.add(row(label + " + index", "open", "failed: " + o.failure));
            return;
        }
        String what = "array of " + String.format(Locale.ROOT, "%,d", count) + " references";
        Object[] t = FxDriver.call(() -> {
            TreeItem<TreeEntry> index = indexItem();
            long start = System.nanoTime();
            index.setExpanded(true);
            int made = index.getChildren().size();
            return new Object[] {start, System.nanoTime(), made, rowKey(index.getChildren().get(0).getValue())};
        });
        long t0 = (Long) t[0];
        String firstRow = (String) t[3];
        long shown = FxDriver.waitFor(() -> cellShown(firstRow));
        rows.add(row(label + " + index", "expand " + what + ": " + t[2] + " rows made", ms(((Long) t[1] - t0) / 1e6)));
        rows.add(row(label + " + index", "expand " + what + ": rows shown (first: " + firstRow + ")", ms((shown - t0) / 1e6)));
        Object[] r = FxDriver.call(() -> {
            TreeItem<TreeEntry> index = indexItem();
            TreeItem<TreeEntry> middle = index.getChildren().get(index.getChildren().size() / 2);
            long start = System.nanoTime();
            middle.setExpanded(true);
            int made = middle.getChildren().size();
            TreeView<TreeEntry> tree = window.currentTab().tree().view();
            tree.scrollTo(tree.getRow(middle));
            return new Object[] {start, System.nanoTime(), made, rowKey(middle.getChildren().get(0).getValue())};
        });
        if (!r[3].equals(firstRow)) {
            long r0 = (Long) r[0];
            String firstElement = (String) r[3];
            long rShown = FxDriver.waitFor(() -> cellShown(firstElement));
            rows.add(row(label + " + index", "expand the middle range: " + r[2] + " rows made", ms(((Long) r[1] - r0) / 1e6)));
            rows.add(row(label + " + index", "expand the middle range, scroll to it: rows shown (first: " + firstElement + ")", ms((rShown - r0) / 1e6)));
        }
        String last = "$.index[" + (count - 1) + "]";
        long s0 = FxDriver.call(() -> {
            long start = System.nanoTime();
            window.currentTab().model().jumpTo(savelens.path.DocumentPath.parse(last));
            return start;
        });
        long s1 = FxDriver.waitFor(() -> cellShown(last));
        rows.add(row(label + " + index", "jump to the last element (select, scroll, shown)", ms((s1 - s0) / 1e6)));
        long c0 = FxDriver.call(() -> {
            long start = System.nanoTime();
            window.currentTab().model().jumpTo(savelens.path.DocumentPath.root());
            indexItem().setExpanded(false);
            return start;
        });
        long c1 = FxDriver.waitFor(() -> !cellShown(firstRow) && treeRowsShown());
        rows.add(row(label + " + index", "collapse it again (shown)", ms((c1 - c0) / 1e6)));
        rows.add(row(label + " + index", "heap used with it expanded and collapsed (after GC)", (usedHeap() >> 20) + " MB"));
    }

    private TreeItem<TreeEntry> indexItem() {
        for (TreeItem<TreeEntry> c : window.currentTab().tree().view().getRoot().getChildren()) {
            if (c.getValue().path().toString().equals("$.index")) return c;
        }
        throw new IllegalStateException("the scene has no index array");
    }

    /** A row as the figures name it: its path, and for a range of a big array the range too ({@code $.index[0 … 999]}). */
    private static String rowKey(TreeEntry e) {
        return e.isRange() ? e.path() + e.text() : e.path().toString();
    }

    private boolean cellShown(String path) {
        TreeView<TreeEntry> tree = window.currentTab().tree().view();
        for (Node n : tree.lookupAll(".tree-cell")) {
            if (n instanceof TreeCell<?> cell && cell.isVisible() && cell.getItem() instanceof TreeEntry e
                    && rowKey(e).equals(path) && cell.getText() != null) return true;
        }
        return false;
    }

    // ---- helpers

    private void closeAll() {
        FxDriver.run(() -> {
            model.cancelLoading();
            for (var d : List.copyOf(model.documents())) model.close(d);
            model.dismissLoadError();
        });
        usedHeap();
    }

    /** Live object bytes, as the plain runner measures them (see Measure). */
    private static long usedHeap() {
        try {
            return savelens.bench.measure.Measure.usedAfterGc();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    /** With {@code --pulse-trace}: a phase's pulses, as {@link PulseTrace} sums them. */
    private static void traced(List<String[]> rows, String doc, String phase, PulseGaps gaps) {
        String t = gaps.trace();
        if (t != null) rows.add(row(doc, "pulses, " + phase, t));
    }

    private static String[] row(String doc, String measure, String figure) {
        String[] r = {doc, measure, figure};
        OUT.println("  " + measure + ": " + figure);
        return r;
    }

    private static String ms(double millis) {
        return millis >= 1000 ? String.format(Locale.ROOT, "%.2f s", millis / 1000) : String.format(Locale.ROOT, "%.0f ms", millis);
    }

    private static String label(int size) {
        return size % 1_000_000 == 0 ? "scene " + size / 1_000_000 + "M"
                : size % 1000 == 0 ? "scene " + size / 1000 + "k" : "scene " + size;
    }
}
