package savelens.app.main;

import java.nio.file.Path;
import java.util.function.IntConsumer;
import java.util.function.Consumer;
import javafx.animation.AnimationTimer;
import javafx.scene.Node;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Tab;

/**
 * {@code savelens --smoke FILE}: the window opens FILE, and once its tree (or, for a scene file, its Hierarchy)
 * shows rows on screen for a few frames in a row, one line {@code shown: FILE (N nodes, Tree)} is reported and
 * the run ends with {@link #SHOWN}. A file that cannot be read ends it with {@link #UNREADABLE}, an exception
 * nobody caught or a document not shown in time with {@link #FAILED}. It lets a script check a packaged app
 * without a screenshot.
 */
public final class SmokeCheck {
    public static final int SHOWN = 0, UNREADABLE = 2, FAILED = 70;
    /** Frames the document must stay shown, so that what the first frames build (cells, the inspector) has run. */
    static final int SETTLING_FRAMES = 10;
    private final MainWindow window;
    private final Path file;
    private final Consumer<String> report;
    private final IntConsumer exit;
    private final long limitNanos;
    private long startedAt = -1;
    private int settled;
    private boolean done;
    private final AnimationTimer frames = new AnimationTimer() {
        @Override public void handle(long now) { frame(now); }
    };

    /**
     * Watches {@code window} until {@code file} is shown; {@code report} gets the one line (the outcome or the
     * reason), then {@code exit} the code.
     */
    public SmokeCheck(MainWindow window, MainViewModel model, Path file, java.time.Duration limit, Consumer<String> report, IntConsumer exit) {
        this.window = window;
        this.file = file;
        this.report = report;
        this.exit = exit;
        this.limitNanos = limit.toNanos();
        window.failures().onFailure(line -> finish(FAILED, line));
        model.loadErrorProperty().addListener((o, was, now) -> {
            if (now != null && !now.isEmpty()) finish(UNREADABLE, now);
        });
    }

    public void start() { frames.start(); }

    private void frame(long now) {
        if (done) return;
        if (startedAt < 0) startedAt = now;
        if (now - startedAt > limitNanos) {
            finish(FAILED, "not shown within " + limitNanos / 1_000_000_000L + " s: " + file);
            return;
        }
        DocumentTab tab = window.currentTab();
        Tab navigator = tab == null || !isTheFile(tab.model().file()) ? null : tab.shownNavigator();
        boolean shown = navigator != null && !tab.hierarchyModel().readingProperty().get()
                && (!tab.opensOnHierarchy() || "Hierarchy".equals(navigator.getText()))
                && hasRows(navigator.getContent());
        settled = shown ? settled + 1 : 0;
        if (settled >= SETTLING_FRAMES) {
            int nodes = tab.model().document().fileNodeCount();
            finish(SHOWN, "shown: " + file + " (" + nodes + (nodes == 1 ? " node, " : " nodes, ") + navigator.getText() + ")");
        }
    }

    private boolean isTheFile(Path shown) {
        return shown != null && shown.toAbsolutePath().normalize().equals(file.toAbsolutePath().normalize());
    }

    /** True when the navigator has laid out at least one row that holds something. */
    private static boolean hasRows(Node content) {
        if (content == null || content.getScene() == null || !content.isVisible()) return false;
        for (Node n : content.lookupAll(".indexed-cell")) {
            if (n instanceof IndexedCell<?> cell && !cell.isEmpty() && cell.isVisible()) return true;
        }
        return false;
    }

    private void finish(int code, String line) {
        if (done) return;
        done = true;
        frames.stop();
        report.accept(line);
        exit.accept(code);
    }
}
