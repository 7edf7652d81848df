package savelens.app.main;

import java.io.File;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.util.Duration;
import savelens.app.about.AboutDialog;
import savelens.app.about.AboutViewModel;
import savelens.app.document.DocumentViewModel;
import savelens.app.document.SaveQuestion;
import savelens.app.failure.FailureBanner;
import savelens.app.failure.UncaughtFailures;
import savelens.app.theme.AppIcons;
import savelens.app.theme.ThemedWindows;
import savelens.app.tree.DocumentTreeView;

/** The window: menus, the load error, one tab per document (or a welcome page), and the status bar. */
public final class MainWindow {
    private final Stage stage;
    private final MainViewModel model;
    private final TabPane tabs = new TabPane();
    private final Map<DocumentViewModel, DocumentTab> open = new HashMap<>();
    private final Scene scene;
    private final ThemedWindows themes;
    private final LiveEcsWindow liveEcs;
    private final DialogFolders folders;
    private final StagePlacement placement;
    private final UncaughtFailures failures = UncaughtFailures.forCurrentUser();
    private AboutDialog about;
    private Timeline watching;
    private BiFunction<Window, DocumentViewModel, UnsavedChanges> unsavedChanges = UnsavedChanges::ask;
    private BiFunction<Window, SaveQuestion, SaveQuestion.Choice> saveQuestions = SaveQuestionDialog::ask;

    public MainWindow(Stage stage, MainViewModel model) {
        this.stage = stage;
        this.model = model;
        this.folders = new DialogFolders(model.preferences());
        tabs.setId("documentTabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.ALL_TABS);
        model.documents().addListener((ListChangeListener<DocumentViewModel>) c -> {
            while (c.next()) {
                // A document read again takes its tab's place with the same rows expanded.
                List<List<DocumentTreeView.Expanded>> expanded = new ArrayList<>();
                if (c.wasReplaced()) for (DocumentViewModel d : c.getRemoved()) expanded.add(open.containsKey(d) ? open.get(d).tree().expandedPaths() : List.of());
                c.getRemoved().forEach(this::removeTab);
                List<? extends DocumentViewModel> added = c.getAddedSubList();
                for (int i = 0; i < added.size(); i++) {
                    addTab(added.get(i));
                    if (i < expanded.size()) open.get(added.get(i)).tree().expand(expanded.get(i));
                }
            }
        });
        model.documents().forEach(this::addTab);
        model.currentProperty().addListener((o, was, now) -> {
            DocumentTab t = now == null ? null : open.get(now);
            if (t != null) tabs.getSelectionModel().select(t.tab());
        });
        tabs.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
            if (now != null) model.setCurrent(((DocumentTab) now.getUserData()).model());
        });

        StackPane center = new StackPane(welcome(), tabs);
        tabs.visibleProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(tabs.getTabs()));
        VBox top = new VBox(new MainMenu(this, model).view(), new FailureBanner(failures).view(), new LoadErrorBanner(model).view(),
                new DiskChangeBanner(this, model).view());
        BorderPane root = new BorderPane(center);
        root.setTop(top);
        root.setBottom(new StatusBarView(model).view());
        root.getStyleClass().add("main-window");

        scene = new Scene(root, model.preferences().width(), model.preferences().height());
        stage.setScene(scene);
        StylingFrameMark.follow(scene, root);
        // this window, the dialogs it opens and the Live ECS window all follow the theme as it changes
        themes = new ThemedWindows(model.themeProperty());
        themes.follow(stage);
        liveEcs = new LiveEcsWindow(model.executor(), themes, model.preferences().liveAddresses());
        // A second Redo chord besides the menu's Ctrl+Shift+Z.
        scene.getAccelerators().put(KeyCombination.keyCombination("Shortcut+Y"), () -> {
            if (model.current() != null) model.current().redo();
        });
        scene.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) e.acceptTransferModes(TransferMode.COPY);
            e.consume();
        });
        scene.setOnDragDropped(e -> {
            boolean done = false;
            if (e.getDragboard().hasFiles()) {
                for (File f : e.getDragboard().getFiles()) model.open(f.toPath());
                done = true;
            }
            e.setDropCompleted(done);
            e.consume();
        });

        placement = StagePlacement.restore(stage, model.preferences().windowPlacement());
        AppIcons.apply(stage);
        stage.titleProperty().bind(model.titleProperty());
        stage.setOnCloseRequest(e -> {
            e.consume();
            requestQuit();
        });
        // Once the window is up, the query engine runs once on a small scene, so the user's first query starts warm.
        stage.addEventHandler(javafx.stage.WindowEvent.WINDOW_SHOWN, e -> savelens.app.query.QueryWarmUp.start(model.executor()));
        // And the controls of a document's tab are made once off screen, so that the first tab is not their first use;
        // then the reader reads a small scene a few times, so the user's first big file is not read by code still
        // compiling (after the controls: beside them it took the processor from their frames).
        stage.addEventHandler(javafx.stage.WindowEvent.WINDOW_SHOWN, e -> {
            ControlsWarmUp.start(scene);
            ControlsWarmUp.whenDone(() -> ReadWarmUp.start(model.executor()));
        });
    }

    public Scene scene() { return scene; }

    /** True once the controls of a document's tab have been made ahead, off screen (see {@link ControlsWarmUp}). */
    public boolean controlsMadeAhead() { return ControlsWarmUp.isDone(); }

    /** Exceptions nobody caught: logged, and shown in the failure banner (installed on the JavaFX thread at start). */
    public UncaughtFailures failures() { return failures; }

    public Stage stage() { return stage; }

    public TabPane tabs() { return tabs; }

    /** The tab of the current document, or null. */
    public DocumentTab currentTab() {
        return model.current() == null ? null : open.get(model.current());
    }

    /** Replaces the dialog that asks about unsaved changes (tests answer it directly). */
    public void setUnsavedChanges(BiFunction<Window, DocumentViewModel, UnsavedChanges> ask) { this.unsavedChanges = ask; }

    /** Replaces the dialog that asks what to do about a refused save (tests answer it directly). */
    public void setSaveQuestions(BiFunction<Window, SaveQuestion, SaveQuestion.Choice> ask) { this.saveQuestions = ask; }

    private VBox welcome() {
        Label heading = new Label("No document open");
        heading.getStyleClass().add("welcome-heading");
        Button openButton = new Button("Open…");
        openButton.setOnAction(e -> chooseAndOpen());
        Button sample = new Button("Open the sample scene");
        sample.setOnAction(e -> model.openSample());
        VBox recent = new VBox(2);
        Runnable fill = () -> {
            recent.getChildren().clear();
            if (!model.recent().files().isEmpty()) recent.getChildren().add(new Label("Recent files"));
            for (Path p : model.recent().files()) {
                Hyperlink link = new Hyperlink(p.toString());
                link.setOnAction(e -> model.open(p));
                recent.getChildren().add(link);
            }
        };
        model.recent().files().addListener((ListChangeListener<Path>) c -> fill.run());
        fill.run();
        Label hint = new Label("or drop a save or scene file here");
        hint.getStyleClass().add("inspector-dim");
        VBox box = new VBox(12, heading, openButton, sample, hint, recent);
        box.setAlignment(Pos.CENTER);
        box.setId("welcome");
        return box;
    }

    private void addTab(DocumentViewModel doc) {
        DocumentTab t = new DocumentTab(doc, model.executor());
        t.bottomPanelWantedProperty().bind(model.bottomPanelProperty());
        t.inspectorWantedProperty().bind(model.inspectorProperty());
        t.navigatorWantedProperty().bind(model.navigatorProperty());
        // Every tab's bottom panel opens where the user last left one's divider.
        t.panelDividerProperty().set(model.bottomDividerProperty().get());
        t.panelDividerProperty().addListener((o, was, now) -> model.bottomDividerProperty().set(now.doubleValue()));
        t.diff().setOnShowThere(c -> {
            Path other = t.diffModel().otherProperty().get();
            if (other != null && !other.equals(doc.file())) model.openAt(other, t.diffModel().there(c));
        });
        open.put(doc, t);
        t.tab().setOnCloseRequest(e -> {
            e.consume();
            closeAsking(doc, () -> model.close(doc));
        });
        int at = model.documents().indexOf(doc); // a reloaded document takes the place of the one it replaces
        tabs.getTabs().add(at < 0 ? tabs.getTabs().size() : Math.min(at, tabs.getTabs().size()), t.tab());
        if (model.current() == doc) tabs.getSelectionModel().select(t.tab());
        doc.fileProperty().addListener((o, was, now) -> relabel()); // Save As
        relabel();
        doc.saveQuestionProperty().addListener((o, was, now) -> {
            // Asked once the save's outcome has been handled, not from inside the listener.
            if (now != null) Platform.runLater(() -> answer(doc, now));
        });
    }

    /** Shows a refused save's question and does what the user chose. */
    private void answer(DocumentViewModel doc, SaveQuestion question) {
        if (doc.saveQuestionProperty().get() != question) return; // answered meanwhile
        model.setCurrent(doc);
        switch (saveQuestions.apply(stage, question)) {
            case RELOAD -> model.reload(doc);
            case SAVE_AS -> {
                doc.dismissQuestion();
                chooseAndSaveAs();
            }
            case OVERWRITE -> doc.overwrite(model.executor());
            case CANCEL -> doc.dismissQuestion();
        }
    }

    private void removeTab(DocumentViewModel doc) {
        DocumentTab t = open.remove(doc);
        if (t != null) {
            t.close();
            tabs.getTabs().remove(t.tab());
        }
        relabel();
    }

    /** Tabs of files with the same name show their folders (see TabNames). */
    private void relabel() {
        List<DocumentTab> shown = new ArrayList<>(open.values());
        List<String> folders = TabNames.folders(shown.stream().map(t -> t.model().file()).toList());
        for (int i = 0; i < shown.size(); i++) shown.get(i).showFolder(folders.get(i));
    }

    /** Runs {@code close} at once for a clean document; for a dirty one asks first (saving if told to). */
    private void closeAsking(DocumentViewModel doc, Runnable close) {
        if (!doc.dirtyProperty().get()) {
            close.run();
            return;
        }
        switch (unsavedChanges.apply(stage, doc)) {
            case SAVE -> doc.save(model.executor(), close);
            case DISCARD -> close.run();
            case CANCEL -> { }
        }
    }

    public void closeCurrent() {
        DocumentViewModel doc = model.current();
        if (doc != null) closeAsking(doc, () -> model.close(doc));
    }

    /** Closes the window once every document with unsaved changes has been saved or let go. */
    public void requestQuit() {
        for (DocumentViewModel d : new ArrayList<>(model.documents())) {
            if (d.dirtyProperty().get()) {
                closeAsking(d, () -> {
                    model.close(d);
                    requestQuit();
                });
                return;
            }
        }
        rememberPlacement();
        if (watching != null) watching.stop();
        liveEcs.close();
        stage.close();
        // What the window asked to remember reaches the store before the app exits: the preferences' thread is a daemon.
        model.preferences().awaitWritten();
    }

    /** Writes where the window is, for the next start. */
    void rememberPlacement() {
        model.preferences().setWindowPlacement(placement.current());
        model.preferences().flush();
    }

    /** Opens what a later start handed over, each file in a tab of its own, and comes to the front. */
    public void openHandedOver(List<String> files) {
        for (String f : files) {
            try {
                model.open(Path.of(f));
            } catch (InvalidPathException e) {
                // the sender resolved what it could; a name this system cannot read opens nothing
            }
        }
        bringToFront();
    }

    /** Shows the window over others (another start handed it a file), restoring it when minimised. */
    public void bringToFront() {
        if (stage.isIconified()) stage.setIconified(false);
        stage.toFront();
        stage.requestFocus();
    }

    /** Help ▸ About SaveLens; one at a time. */
    public void showAbout() {
        if (about != null && about.isShowing()) {
            about.toFront();
            return;
        }
        about = new AboutDialog(AboutViewModel.ofThisRun(), stage);
        about.show();
    }

    /** Opens (or brings forward) the live view of the built-in demo world. */
    public void showLiveEcs() { liveEcs.show(); }

    /** The Live ECS window while it is open, or null. */
    public Stage liveEcsStage() { return liveEcs.stage(); }

    /** The Live ECS window (for tests). */
    LiveEcsWindow liveEcsWindow() { return liveEcs; }

    public void chooseAndOpen() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open a save or scene");
        chooser.getExtensionFilters().setAll(filters());
        folders.forOpen().ifPresent(d -> chooser.setInitialDirectory(d.toFile()));
        List<File> files = chooser.showOpenMultipleDialog(stage);
        if (files == null || files.isEmpty()) return;
        folders.used(files.get(0).toPath());
        files.forEach(f -> model.open(f.toPath()));
    }

    public void chooseAndSaveAs() {
        DocumentViewModel doc = model.current();
        if (doc == null) return;
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Save As");
        folders.forSaveAs(doc).ifPresent(d -> chooser.setInitialDirectory(d.toFile()));
        if (doc.file() != null) chooser.setInitialFileName(doc.file().getFileName().toString());
        File f = chooser.showSaveDialog(stage);
        if (f == null) return;
        folders.used(f.toPath());
        model.saveAs(f.toPath());
    }

    private List<FileChooser.ExtensionFilter> filters() {
        return model.openFilters().stream().map(f -> new FileChooser.ExtensionFilter(f.name(), f.patterns())).toList();
    }

    public void copyPath() {
        DocumentTab t = currentTab();
        if (t != null) t.tree().copyPath();
    }

    public void focusSearch() {
        DocumentTab t = currentTab();
        if (t != null) t.focusSearch();
    }

    /** View ▸ Size Panel: the bottom panel, wanted again if it was put away, with the Size panel in front. */
    public void showSize() {
        DocumentTab t = currentTab();
        if (t == null) return;
        model.bottomPanelProperty().set(true);
        t.showSize();
    }

    public void expandAll() {
        DocumentTab t = currentTab();
        if (t != null) t.tree().expandAllBelowSelection();
    }

    // ---- comparing and watching

    /** File ▸ Compare With…: another file of the current document's format, compared with the document as it is now. */
    public void chooseAndCompare() {
        DocumentTab t = currentTab();
        if (t == null) return;
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Compare " + (t.model().file() == null ? "the document" : t.model().file().getFileName()) + " with…");
        chooser.getExtensionFilters().setAll(filters());
        folders.forSaveAs(t.model()).ifPresent(d -> chooser.setInitialDirectory(d.toFile()));
        File f = chooser.showOpenDialog(stage);
        if (f != null) compareWith(f.toPath());
    }

    /** Compares the current document with a file (its changes listed in the Changes panel, its changed rows marked). */
    public void compareWith(Path other) {
        DocumentTab t = currentTab();
        if (t != null) t.diffModel().compareWith(other);
    }

    /** True when the current document's file has a backup ({@code FILE.bak}) beside it. */
    public boolean hasBackup() {
        DocumentTab t = currentTab();
        return t != null && t.diffModel().backup() != null;
    }

    /** File ▸ Compare with Backup: what changed since the backup the last save kept. */
    public void compareWithBackup() {
        DocumentTab t = currentTab();
        Path bak = t == null ? null : t.diffModel().backup();
        if (bak != null) compareWith(bak);
    }

    /** The disk-change banner's Compare: the file as it is on disk now against the edits. */
    void compareWithDisk(DocumentViewModel doc) {
        DocumentTab t = open.get(doc);
        if (t != null && doc.file() != null) t.diffModel().compareWith(doc.file());
    }

    /** Checks the open files for changes by other programs every {@code every} (see {@link MainViewModel#checkFiles}). */
    public void startWatching(Duration every) {
        if (watching != null) watching.stop();
        watching = new Timeline(new KeyFrame(every, e -> model.checkFiles()));
        watching.setCycleCount(Animation.INDEFINITE);
        watching.play();
    }

    /** Tab text of a document (for tests). */
    public Tab tabOf(DocumentViewModel doc) {
        DocumentTab t = open.get(doc);
        return t == null ? null : t.tab();
    }
}
