package savelens.app.main;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javafx.animation.AnimationTimer;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The controls a document's tab is made of, each made once off screen in the window's style sheets while the window
 * waits for its first document, one kind per frame: their classes, style sheets and skins are loaded and their code
 * has run once before the first tab is laid out. Cold, a million-node document's first tab held the window for about
 * 0.6 s while JavaFX loaded the skins of its tree, tables, tabs and fields; each step here holds it for a frame or a
 * few while nothing else happens. The generic controls alone left about 0.1–0.2 s of the first tab's own code and
 * styling: the last step makes a whole document tab ({@link DocumentTabWarmUp}).
 */
final class ControlsWarmUp {
    private static boolean started;
    private static boolean done;
    /** What waits for the steps to end (see {@link #whenDone}). */
    private static final List<Runnable> afterwards = new ArrayList<>();

    /** How long a pulse's warm-up work may have run and still be followed by the next frame's in the same pulse. */
    private static final long SHARED_PULSE_NANOS = 2_000_000;

    private ControlsWarmUp() {}

    /**
     * Starts the steps, once in the application's life: each control is made in one frame, styled in the next and
     * laid out in the two after, the generic controls first and then a whole document's tab ({@link DocumentTabWarmUp}),
     * whose parts join it a frame each. No frame of it should hold the window for more than a few dozen milliseconds.
     */
    static void start(Scene window) {
        if (started) return;
        started = true;
        WarmUpFrames frames = new WarmUpFrames(window, steps());
        new AnimationTimer() {
            @Override public void handle(long now) {
                // Frames' work that came out cheap leaves room for the next in the same pulse: the many small pieces
                // then do not stretch the warm-up over seconds.
                long start = System.nanoTime();
                while (frames.runNext()) if (System.nanoTime() - start >= SHARED_PULSE_NANOS) return;
                stop();
                done = true;
                List<Runnable> waiting = List.copyOf(afterwards);
                afterwards.clear();
                waiting.forEach(Runnable::run);
            }
        }.start();
    }

    /**
     * The steps in order: the generic controls, the cheaper of a kind first (a list's flow and cells before a tree's,
     * a table's headers before a tree table's), then a document tab's parts and the whole tab.
     */
    static List<Supplier<Parent>> steps() {
        List<Supplier<Parent>> steps = new ArrayList<>(controls());
        steps.addAll(DocumentTabWarmUp.steps());
        return steps;
    }

    /** The generic controls' steps. */
    static List<Supplier<Parent>> controls() {
        return List.of(ControlsWarmUp::list, ControlsWarmUp::tree, ControlsWarmUp::table, ControlsWarmUp::treeTable, ControlsWarmUp::tabs,
                ControlsWarmUp::fields, ControlsWarmUp::choices, ControlsWarmUp::textArea, ControlsWarmUp::split);
    }

    /** True once every step has run: the first document's tab finds its controls made. */
    static boolean isDone() { return done; }

    /**
     * Runs {@code then} on the UI thread once every step has run (at once when they have). The reader's warm-up waits
     * for them: beside them, its worker and the compiling of its code took the processor from the steps' frames on a
     * machine of two, and a frame of a few dozen milliseconds of work held the window for 0.1–0.2 s.
     */
    static void whenDone(Runnable then) {
        if (done) then.run();
        else afterwards.add(then);
    }

    private static TreeItem<String> items(int count) {
        TreeItem<String> root = new TreeItem<>("root");
        for (int i = 0; i < count; i++) root.getChildren().add(new TreeItem<>("row " + i));
        root.setExpanded(true);
        return root;
    }

    // The virtualised controls are made empty, their skins styled and laid out first; their columns and rows join
    // them a frame each (see Pieces): cold, a skin and its first cells in one frame held the window for 40 ms and more.

    private static Parent tree() {
        TreeView<String> tree = new TreeView<>();
        VBox made = new VBox(tree);
        Pieces.holdBack(made, () -> { }, () -> tree.setRoot(items(20)));
        return made;
    }

    private static Parent treeTable() {
        TreeTableView<String> table = new TreeTableView<>();
        VBox made = new VBox(table);
        Pieces.holdBack(made, () -> { }, () -> {
            for (String name : List.of("Node", "Type", "Size")) {
                TreeTableColumn<String, String> c = new TreeTableColumn<>(name);
                c.setCellValueFactory(f -> new ReadOnlyObjectWrapper<>(f.getValue().getValue()));
                table.getColumns().add(c);
            }
        });
        Pieces.holdBack(made, () -> { }, () -> table.setRoot(items(20)));
        return made;
    }

    private static Parent table() {
        TableView<String> table = new TableView<>();
        VBox made = new VBox(table);
        Pieces.holdBack(made, () -> { }, () -> {
            for (String name : List.of("Field", "Value")) {
                TableColumn<String, String> c = new TableColumn<>(name);
                c.setCellValueFactory(f -> new ReadOnlyObjectWrapper<>(f.getValue()));
                table.getColumns().add(c);
            }
        });
        Pieces.holdBack(made, () -> { }, () -> table.getItems().setAll("a", "b", "c"));
        return made;
    }

    private static Parent list() {
        ListView<String> list = new ListView<>();
        VBox made = new VBox(list);
        Pieces.holdBack(made, () -> { }, () -> list.getItems().setAll("a", "b", "c"));
        return made;
    }

    private static Parent tabs() {
        TabPane tabs = new TabPane(new Tab("Tree", new Label("a")), new Tab("Raw", new Label("b")), new Tab("Size", new Label("c")));
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        return new VBox(tabs);
    }

    private static Parent fields() {
        return oneAtATime(new HBox(), new TextField("find"), new Label("summary"), new Button("Go"), new Hyperlink("link"));
    }

    private static Parent choices() {
        Label tip = new Label("tip");
        tip.setTooltip(new Tooltip("tip"));
        return oneAtATime(new HBox(), new ComboBox<>(FXCollections.observableArrayList("a", "b")), new CheckBox("on"), new ProgressBar(0.5), tip);
    }

    /** The first control in {@code row} now, each of the others added by a piece of its own (see Pieces). */
    private static Parent oneAtATime(HBox row, Node first, Node... others) {
        row.getChildren().add(first);
        VBox made = new VBox(row);
        for (Node other : others) Pieces.holdBack(made, () -> { }, () -> row.getChildren().add(other));
        return made;
    }

    private static Parent textArea() {
        return new VBox(new TextArea("text"));
    }

    private static Parent split() {
        return new VBox(new SplitPane(new Label("left"), new Label("right")));
    }
}
