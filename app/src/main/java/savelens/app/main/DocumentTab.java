package savelens.app.main;

import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import savelens.app.diff.DiffView;
import savelens.app.diff.DiffViewModel;
import savelens.app.hierarchy.HierarchyView;
import savelens.app.hierarchy.HierarchyViewModel;
import savelens.app.inspector.InspectorView;
import savelens.app.inspector.InspectorViewModel;
import javafx.animation.PauseTransition;
import savelens.app.navigation.NavigationKeys;
import savelens.app.navigation.NavigationButtons;
import savelens.app.navigation.ValueActions;
import savelens.app.panels.Counted;
import savelens.app.raw.RawTextView;
import savelens.app.raw.RawTextViewModel;
import savelens.app.panels.CyclesPanel;
import savelens.app.panels.DiagnosticsPanel;
import savelens.app.panels.FindingsViewModel;
import savelens.app.save.SaveView;
import savelens.app.save.SaveViewModel;
import savelens.app.search.SearchView;
import savelens.app.search.SearchViewModel;
import savelens.app.query.QueryView;
import savelens.app.query.QueryViewModel;
import savelens.app.size.SizeView;
import savelens.app.size.SizeViewModel;
import savelens.app.structure.StructureMenuItems;
import savelens.app.structure.StructureViewModel;
import savelens.app.task.AfterShownExecutor;
import savelens.app.task.BackgroundTask;
import savelens.app.task.OwnedTasks;
import savelens.app.task.TaskExecutor;
import savelens.app.tree.Breadcrumb;
import savelens.app.tree.DocumentTreeView;
import savelens.app.document.DocumentViewModel;
import savelens.app.document.NavigationHistory;

/** One open document on screen: search and breadcrumb above, the tree and panels left, the inspector right. */
public final class DocumentTab {
    private final DocumentViewModel model;
    private final Tab tab = new Tab();
    private final DocumentTreeView tree;
    private final SearchView search;
    private final SearchViewModel searchModel;
    private final TabPane panels = new TabPane();
    private final Tab searchTab;
    private final InspectorView inspector;
    private final StructureViewModel structure;
    private final HierarchyViewModel hierarchyModel;
    private HierarchyView hierarchy;
    private final LaterParts.Part hierarchyPart;
    /** The views the tab's first frame does not show, made after it (see {@link LaterParts}). */
    private final LaterParts later = new LaterParts();
    private final ValueActions actions;
    private final TabPane navigators = new TabPane();
    private final Tab treeTab;
    private final Tab hierarchyTab;
    private final Tab rawTab;
    private final javafx.beans.property.StringProperty folder = new javafx.beans.property.SimpleStringProperty("");
    /** The search summary's fixed width ("12 of 340 matches", elided beyond it). */
    static final double SUMMARY_WIDTH = 200;
    /** How long a save's notice shows. */
    static final javafx.util.Duration NOTICE_SHOWN = javafx.util.Duration.seconds(6);
    private final SaveViewModel saveModel;
    private final Tab saveTab;
    private final DiffViewModel diffModel;
    private final DiffView diff;
    private final Tab diffTab;
    private final SizeViewModel sizeModel;
    private final FindingsViewModel findings;
    private final Tab sizeTab;
    private final QueryViewModel queryModel;
    private final SplitPane left;
    private final Tab queryTab;

    public DocumentTab(DocumentViewModel model, TaskExecutor windowExecutor) {
        this(model, windowExecutor, false);
    }

    /**
     * {@code partsHeldBack}: the views the first frame does not show are left for the caller to make through
     * {@link #laterParts} (the warm-up makes them a frame each) even when the work runs in place.
     */
    DocumentTab(DocumentViewModel model, TaskExecutor windowExecutor, boolean partsHeldBack) {
        this.model = model;
        // Everything this tab starts is known to it, so that closing the tab stops it all.
        owned = new OwnedTasks(windowExecutor);
        TaskExecutor executor = owned;
        // The tree comes first: the work that can wait (the scene hierarchy, the findings' rows, sizes) is held
        // until the tree's first rows are laid out, so that it does not take the processor from that frame.
        afterTree = new AfterShownExecutor(executor);
        this.executor = executor;
        if (executor.runsInPlace()) {
            afterTree.release();
            model.analyseWith(executor);
        }
        // So after an edit: the view models below start their work from their own listeners of the state, after this one.
        if (!executor.runsInPlace()) model.stateProperty().addListener((o, was, now) -> holdUntilTreeShown());
        // A retarget's references are followed before that held work (the marks on screen wait for them).
        if (!executor.runsInPlace()) model.followRetargetsWith(afterTree);
        actions = new ValueActions(model);
        tree = new DocumentTreeView(model, actions);
        searchModel = new SearchViewModel(model, executor);
        search = new SearchView(searchModel);
        findings = new FindingsViewModel(model, afterTree);
        InspectorViewModel inspectorModel = new InspectorViewModel(model);
        inspector = new InspectorView(inspectorModel, actions, HierarchyViewModel.VISIBLE_TOOLTIP);
        hierarchyModel = new HierarchyViewModel(model, afterTree);
        inspectorModel.sceneProperty().bind(hierarchyModel.sceneProperty());
        findings.sceneProperty().bind(hierarchyModel.namedSceneProperty());
        Breadcrumb breadcrumb = new Breadcrumb(model);
        structure = new StructureViewModel(model);
        StructureMenuItems structureItems = new StructureMenuItems("tree", () -> tree.view().getScene().getWindow());
        structureItems.targetProperty().set(structure);
        tree.contextMenu().getItems().add(new SeparatorMenuItem());
        tree.contextMenu().getItems().addAll(structureItems.items());
        StructureMenuItems fieldItems = new StructureMenuItems("field", () -> tree.view().getScene().getWindow());
        fieldItems.targetProperty().set(structure);
        inspector.fieldMenu().getItems().add(new SeparatorMenuItem());
        inspector.fieldMenu().getItems().addAll(fieldItems.items());

        HBox searchRow = new HBox(8, new NavigationButtons(model).view(), search.field(), search.summary());
        HBox.setHgrow(search.field(), Priority.ALWAYS);
        // The summary has a width of its own, so the Find field keeps its width whatever the summary says.
        search.summary().setMinWidth(SUMMARY_WIDTH);
        search.summary().setPrefWidth(SUMMARY_WIDTH);
        search.summary().setMaxWidth(SUMMARY_WIDTH);
        Tooltip summaryTip = new Tooltip();
        summaryTip.textProperty().bind(search.summary().textProperty());
        search.summary().setTooltip(summaryTip);
        search.field().setMinWidth(240);
        // The message itself shows in the status bar (StatusBarView), so it never pushes the document down.
        // A save's notice goes by itself after a while; a refusal or failure stays until the next step.
        PauseTransition fade = new PauseTransition(NOTICE_SHOWN);
        model.passingProperty().addListener((o, was, now) -> {
            if (!now) return;
            String notice = model.messageProperty().get();
            fade.setOnFinished(e -> model.letGo(notice));
            fade.playFromStart();
        });
        VBox top = new VBox(4, searchRow, breadcrumb.view());
        top.setPadding(new Insets(6, 8, 4, 8));

        CyclesPanel cycles = new CyclesPanel(findings);
        DiagnosticsPanel diagnostics = new DiagnosticsPanel(findings);
        searchTab = new Tab("Search", search.results());
        Tab cyclesTab = new Tab(null, cycles.view());
        cyclesTab.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> Counted.heading("Cycles", findings.cycles().size()), findings.cycles()));
        Tab diagnosticsTab = new Tab(null, diagnostics.view());
        diagnosticsTab.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> Counted.heading("Diagnostics", findings.diagnostics().size()), findings.diagnostics()));
        diffModel = new DiffViewModel(model, executor);
        diff = new DiffView(diffModel);
        tree.changedPathsProperty().bind(diffModel.changedPathsProperty());
        diffTab = ContentOnFirstShow.of(new Tab(), diff.view());
        diffTab.setId("diffTab");
        // A big document's unsaved changes wait for the panel: its heading shows no count until they are listed.
        diffTab.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(
                () -> diffModel.listedProperty().get() ? Counted.heading("Changes", diffModel.changes().size()) : "Changes",
                diffModel.changes(), diffModel.listedProperty()));
        diffModel.otherProperty().addListener((o, was, now) -> {
            if (now != null) panels.getSelectionModel().select(diffTab);
        });
        sizeModel = new SizeViewModel(model, afterTree);
        sizeModel.runAfterFrameWith(this::afterSizeFrames);
        sizeTab = ContentOnFirstShow.of(new Tab("Size"), later.add("size", () -> new SizeView(sizeModel).view()));
        sizeTab.setId("sizeTab");
        queryModel = new QueryViewModel(model, afterTree);
        queryTab = ContentOnFirstShow.of(new Tab(), later.add("query", this::makeQuery));
        queryTab.setId("queryTab");
        queryTab.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> Counted.heading("Query", queryModel.hits().size()), queryModel.hits()));
        panels.getTabs().addAll(cyclesTab, diagnosticsTab, sizeTab, searchTab, queryTab, diffTab);
        // Prepared edits (Set all matches…, Remove unreachable…) are listed in Compare before they are applied.
        java.util.function.Consumer<savelens.app.document.PendingEdit> preview = edit -> {
            diffModel.preview(edit);
            panels.getSelectionModel().select(diffTab);
        };
        queryModel.setPreview(preview);
        sizeModel.setPreview(preview);
        searchModel.setQueryRoute(new SearchViewModel.QueryRoute() {
            @Override public boolean test(String text) { return QueryViewModel.isQuery(model.state(), text); }

            @Override public void accept(String text) {
                queryModel.run(text);
                panels.getSelectionModel().select(queryTab);
            }
        });
        // "Why is this here?" on the tree's node (or the node holding the chosen value): the merged paths in the Size panel.
        javafx.scene.control.MenuItem why = new javafx.scene.control.MenuItem("Why is this here?");
        why.setId("whyIsThisHere");
        why.setOnAction(e -> explainSelection());
        tree.contextMenu().getItems().add(why);
        panels.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        panels.getStyleClass().add("panels");
        searchModel.results().addListener((ListChangeListener<Object>) c -> panels.getSelectionModel().select(searchTab));
        searchModel.summaryProperty().addListener((o, was, now) -> panels.getSelectionModel().select(searchTab));

        // The Hierarchy sits beside the tree while the document is a scene.
        treeTab = new Tab("Tree", tree.view());
        treeTab.setId("treeTab");
        hierarchyPart = later.add("hierarchy", this::makeHierarchy);
        hierarchyTab = ContentOnFirstShow.of(new Tab("Hierarchy"), hierarchyPart);
        hierarchyTab.setId("hierarchyTab");
        RawTextViewModel rawModel = new RawTextViewModel(model, executor);
        rawTab = ContentOnFirstShow.of(new Tab("Raw"), later.add("raw", () -> new RawTextView(rawModel).view()));
        rawTab.setId("rawTab");
        rawTab.selectedProperty().addListener((o, was, now) -> rawModel.setShown(now));
        navigators.getTabs().addAll(treeTab, rawTab);
        navigators.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        navigators.getStyleClass().add("navigators");
        showHierarchy(hierarchyModel.isSceneProperty().get());
        if (opensOnHierarchy()) navigators.getSelectionModel().select(hierarchyTab);
        // A scene file opens on its Hierarchy: the scene is read in the background, so the tab comes when it is known.
        // A save that has a scene's shape (helio) keeps its tree in front, the Hierarchy beside it.
        hierarchyModel.isSceneProperty().addListener((o, was, now) -> {
            showHierarchy(now);
            if (!hierarchyBroughtForward && opensOnHierarchy()) navigators.getSelectionModel().select(hierarchyTab);
            hierarchyBroughtForward |= now;
        });
        // The Save tab sits beside the tree while the document is an RPG Maker game save.
        saveModel = new SaveViewModel(model);
        saveTab = ContentOnFirstShow.of(new Tab("Save"), later.add("save", this::makeSave));
        saveTab.setId("saveTab");
        showSave(saveModel.availableProperty().get());
        // A game's save slot opens on its Save tab, the save as the player knows it, as a scene file opens on its
        // Hierarchy; the tree is one click away.
        if (saveModel.availableProperty().get()) navigators.getSelectionModel().select(saveTab);
        // A change chosen in Compare is shown where the user is looking: the Save tab when it is in front.
        diff.setOnShowHere(c -> {
            if (saveTab.isSelected()) saveModel.reveal(diffModel.here(c));
            else diffModel.showHere(c);
        });
        saveModel.availableProperty().addListener((o, was, now) -> showSave(now));

        left = new SplitPane(navigators, panels);
        left.setOrientation(Orientation.VERTICAL);
        placeDivider();
        // A divider the user moves (let go of) is the one each bottom panel opens at; the window remembers it between runs.
        left.addEventFilter(javafx.scene.input.MouseEvent.MOUSE_RELEASED, e -> {
            if (left.getItems().size() == 2 && left.getItems().contains(panels) && onDivider(e.getTarget())) {
                panelDivider.set(left.getDividers().get(0).getPosition());
            }
        });
        panelDivider.addListener((o, was, now) -> {
            if (left.getItems().size() == 2 && Math.abs(left.getDividers().get(0).getPosition() - now.doubleValue()) > 1e-6) placeDivider();
        });
        // The bottom panel shows while the user wants it and it has something to say: cycles, diagnostics, a search,
        // a comparison, or the Size panel asked for; or when the user asked for the panel itself (View ▸ Bottom Panel).
        javafx.beans.binding.BooleanBinding somethingToSay = javafx.beans.binding.Bindings.createBooleanBinding(
                () -> !findings.cycles().isEmpty() || !findings.diagnostics().isEmpty() || !searchModel.results().isEmpty()
                        || !(searchModel.summaryProperty().get() == null || searchModel.summaryProperty().get().isEmpty()) || diffModel.otherProperty().get() != null || sizeAsked.get() || panelAsked.get()
                        || diffModel.pendingProperty().get() != null || !queryModel.hits().isEmpty()
                        || !(queryModel.queryProperty().get() == null || queryModel.queryProperty().get().isEmpty()),
                findings.cycles(), findings.diagnostics(), searchModel.results(), searchModel.summaryProperty(),
                diffModel.otherProperty(), sizeAsked, panelAsked, diffModel.pendingProperty(), queryModel.hits(), queryModel.queryProperty());
        panelShown.bind(bottomWanted.and(somethingToSay));
        panelShown.addListener((o, was, now) -> placePanels(now));
        placePanels(panelShown.get());
        // A big document's unsaved changes are listed while the Changes panel is on screen (kept here: a binding only
        // its sources know of would be collected).
        diffShown = diffTab.selectedProperty().and(panelShown);
        diffShown.addListener((o, was, now) -> diffModel.setOnScreen(now));
        diffModel.setOnScreen(diffShown.get());
        // Sizes are worked out while the Size panel is on screen (seconds at a million nodes), not after every change.
        javafx.beans.binding.BooleanBinding sizeOnScreen = sizeTab.selectedProperty().and(panelShown);
        sizeOnScreen.addListener((o, was, now) -> sizeModel.setShown(now));
        sizeModel.setShown(sizeOnScreen.get());
        sizeShown = sizeOnScreen;
        center = new SplitPane(left, inspector.view());
        center.setDividerPositions(inspectorDivider);
        inspectorWanted.addListener((o, was, now) -> placeInspector(now));
        navigatorWanted.addListener((o, was, now) -> placeNavigator(now));

        BorderPane content = new BorderPane(center);
        content.setTop(top);
        NavigationKeys.install(content, model, actions);
        // The keyboard starts in the tree whenever the document comes to the front.
        tab.selectedProperty().addListener((o, was, now) -> {
            if (now) FocusWhenShown.request(tree.view());
        });
        tab.setContent(content);
        // The file's name, the folder part that tells it from a tab of the same name (see TabNames), and * while dirty.
        tab.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> {
            String name = model.file() == null ? "untitled" : model.file().getFileName().toString();
            return name + (folder.get().isEmpty() ? "" : " — " + folder.get()) + (model.dirtyProperty().get() ? " *" : "");
        }, model.fileProperty(), model.dirtyProperty(), folder));
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(model.fileProperty().asString());
        tab.setTooltip(tip);
        tab.setUserData(this);
        releaseAfterTreeShown(content);
        // Work done in place (tests, a small document shown at once) has no first frame to wait for.
        if (executor.runsInPlace() && !partsHeldBack) later.parts().forEach(LaterParts.Part::get);
    }

    /** The Hierarchy's view; its rows offer what the tree's do at the selected object, and a way to it in the tree. */
    private javafx.scene.Node makeHierarchy() {
        hierarchy = new HierarchyView(hierarchyModel);
        javafx.scene.control.ContextMenu hierarchyMenu = new savelens.app.navigation.ValueMenu("hierarchy", actions, model::selectedPath).menu();
        javafx.scene.control.MenuItem reveal = new javafx.scene.control.MenuItem("Reveal in Tree");
        reveal.setId("hierarchyRevealInTree");
        reveal.setOnAction(e -> {
            navigators.getSelectionModel().select(treeTab);
            tree.view().requestFocus();
        });
        javafx.scene.control.MenuItem hierarchyWhy = new javafx.scene.control.MenuItem("Why is this here?");
        hierarchyWhy.setId("hierarchyWhyIsThisHere");
        hierarchyWhy.setOnAction(e -> explainSelection());
        hierarchyMenu.getItems().addAll(new SeparatorMenuItem(), reveal, hierarchyWhy);
        hierarchy.useMenu(hierarchyMenu);
        return hierarchy.view();
    }

    /** The Query panel's view: a hit shows in the Save tab when it is in front, else in the tree (the Hierarchy follows). */
    private javafx.scene.Node makeQuery() {
        QueryView query = new QueryView(queryModel);
        query.setOnShowHit(hit -> {
            if (saveTab.isSelected()) saveModel.reveal(hit.path());
            else model.jumpTo(hit.path());
        });
        return query.view();
    }

    /** The Save tab's view: its rows select their value in the document, "Why is this here?" explains the node holding it. */
    private javafx.scene.Node makeSave() {
        SaveView saveView = new SaveView(saveModel);
        javafx.scene.control.MenuItem saveWhy = new javafx.scene.control.MenuItem("Why is this here?");
        saveWhy.setId("saveWhy");
        saveWhy.setOnAction(e -> explainSelection());
        saveView.contextMenu().getItems().add(saveWhy);
        return saveView.view();
    }

    /** The views left for after the first frame, for a caller that makes them itself (the warm-up, a frame each). */
    List<LaterParts.Part> laterParts() { return later.parts(); }

    /** The names of the views left for after the first frame that are made by now (for tests). */
    List<String> viewsMadeLater() { return later.made(); }

    private final AfterShownExecutor afterTree;
    private final OwnedTasks owned;
    private final TaskExecutor executor;
    /** Kept: a binding nobody holds would be collected with its listener. */
    private javafx.beans.binding.BooleanBinding sizeShown;
    /** The Changes panel on screen. */
    private javafx.beans.binding.BooleanBinding diffShown;

    /**
     * Lets the held work start at the first layout pulse that finds the tree with rows in cells (or finds the
     * tree not on screen at all: the navigator hidden, or another navigator in front).
     */
    private void releaseAfterTreeShown(javafx.scene.Parent content) {
        this.content = content;
        releaseCheck = () -> {
            javafx.scene.Scene scene = content.getScene();
            if (scene == null || afterTree.isReleased()) return;
            boolean shown = treeShown();
            if (shown || !tree.view().isVisible() || tree.view().getScene() == null || !treeTab.isSelected()) {
                scene.removePostLayoutPulseListener(releaseCheck);
                if (!shown) {
                    releaseHeld();
                    return;
                }
                // Laid out is not drawn yet: the renderer draws the frame after this pulse (the whole tab at its first
                // show), and workers started now took a machine's two processors from it (the window then waited on
                // the renderer for 0.1 s and more). The held work starts once the next pulse has found it drawn.
                Runnable release = new Runnable() {
                    @Override public void run() {
                        if (pendingRelease == this) {
                            pendingRelease = null;
                            releaseHeld();
                        }
                    }
                };
                pendingRelease = release;
                FrameDrawn.then(scene, release);
            }
        };
        content.sceneProperty().addListener((o, was, now) -> {
            if (was != null) was.removePostLayoutPulseListener(releaseCheck);
            if (now != null && !afterTree.isReleased()) now.addPostLayoutPulseListener(releaseCheck);
        });
    }

    /**
     * Starts the held work in the analyses' line: the scene's hierarchy first, then a big file's graph (the rows' marks
     * wait for it), which is not held back by the work a user waits for: that work needs it too.
     */
    private void releaseHeld() {
        if (closed) return;
        later.startMaking(); // the tree's frame is drawn: the views it did not show follow, one a pulse
        afterTree.release();
        model.analyseWith(executor);
        if (!sizesPrepared) {
            sizesPrepared = true;
            prepareSizesWhenIdle();
        }
    }

    /** The release waiting for the tree's frame to be drawn, or null. */
    private Runnable pendingRelease;
    /** Whether the tab was closed: nothing held starts any more. */
    private boolean closed;

    /** The tab's content and the check that releases the held work at a layout pulse (set once the content is made). */
    private javafx.scene.Parent content;
    private Runnable releaseCheck;
    private boolean sizesPrepared;

    /**
     * The document changed: the work that follows (set off by the view models' own listeners of the state) is held
     * until the next layout pulse has shown the tree, so that it does not take the processor from that frame.
     */
    private void holdUntilTreeShown() {
        if (content == null) return;
        // A release waiting for a frame drawn before this change would start the change's work before its tree shows.
        boolean waiting = pendingRelease != null;
        pendingRelease = null;
        if (!waiting && !afterTree.isReleased()) return; // held already: released when the tree shows
        javafx.scene.Scene scene = content.getScene();
        if (scene == null) { // not on screen: nothing to wait for
            if (waiting) releaseHeld();
            return;
        }
        afterTree.hold();
        scene.addPostLayoutPulseListener(releaseCheck);
        javafx.application.Platform.requestNextPulse();
    }

    /**
     * Once the work held for the tree (the scene hierarchy, the findings) is done and nothing else runs, the sizes of
     * the document as read are worked out, so that the Size panel has them when it is first opened.
     */
    private void prepareSizesWhenIdle() {
        ObservableList<BackgroundTask<?>> running = afterTree.runningTasks();
        ListChangeListener<BackgroundTask<?>> idle = new ListChangeListener<>() {
            @Override public void onChanged(Change<? extends BackgroundTask<?>> c) {
                if (!running.isEmpty()) return;
                running.removeListener(this);
                if (tab.getTabPane() != null) sizeModel.prepareAhead(); // not for a tab closed meanwhile
            }
        };
        if (running.isEmpty()) sizeModel.prepareAhead();
        else running.addListener(idle);
    }

    /** The tree has laid out a row of the document in a cell. */
    private boolean treeShown() {
        for (javafx.scene.Node n : tree.view().lookupAll(".tree-cell")) {
            if (n instanceof javafx.scene.control.TreeCell<?> cell && cell.isVisible() && cell.getItem() != null) return true;
        }
        return false;
    }

    /**
     * The tab is closed (or its document read again into a new tab): the work it started stops, waiting or running
     * (the graph analysis, the scene hierarchy, findings, sizes, a search), and nothing more starts. A save goes on.
     */
    public void close() {
        closed = true;
        pendingRelease = null;
        later.stop();
        owned.cancelAll();
        model.close();
    }

    /** The work this tab started that is not done yet (for tests). */
    public java.util.List<BackgroundTask<?>> unfinishedWork() { return owned.unfinished(); }

    /** The work held until the tree is shown (for tests): empty once it is shown. */
    public java.util.List<BackgroundTask<?>> workHeldForTheTree() { return afterTree.heldTasks(); }

    /** "Why is this here?" of the node holding the document's selection: the merged paths in the Size panel. */
    public void explainSelection() {
        savelens.path.Location at = model.selectedLocation();
        if (at == null) return;
        int node = at.isNode() ? at.node() : model.document().ownerNode(at.value());
        if (node < 0) return;
        sizeModel.explain(node);
        showSize();
    }

    /** Whether the Hierarchy was brought to the front once: later, the user's choice of tab stays. */
    private boolean hierarchyBroughtForward;

    boolean opensOnHierarchy() {
        return hierarchyModel.isSceneProperty().get() && hierarchyModel.scene() != null && hierarchyModel.scene().shape().isSceneFile();
    }

    private void showHierarchy(boolean scene) {
        if (scene && !navigators.getTabs().contains(hierarchyTab)) navigators.getTabs().add(navigators.getTabs().indexOf(treeTab) + 1, hierarchyTab);
        if (!scene) navigators.getTabs().remove(hierarchyTab);
    }

    private void showSave(boolean save) {
        if (save && !navigators.getTabs().contains(saveTab)) navigators.getTabs().add(navigators.getTabs().indexOf(rawTab), saveTab);
        if (!save) navigators.getTabs().remove(saveTab);
    }

    /** The Size panel's model. */
    public SizeViewModel sizeModel() { return sizeModel; }

    /**
     * Runs an action once the Size panel's frames are drawn: the next frame and the one after it, for at its first show
     * the panel hands its rows to its tree in the frame after the one that styles it (see SizeView). At once while the
     * tab is not on screen or its work runs in place, and while the tree's own first frame is still to come: the panel
     * is then drawn in that frame, and the sizes the user asked for go before the work held for it (the scene's read).
     */
    private void afterSizeFrames(Runnable action) {
        javafx.scene.Scene scene = content == null ? null : content.getScene();
        if (scene == null || executor.runsInPlace() || !afterTree.isReleased()) {
            action.run();
            return;
        }
        FrameDrawn.afterNextFrame(scene, () -> FrameDrawn.afterNextFrame(scene, () -> {
            if (!closed) action.run();
        }));
    }

    /**
     * Brings the Size panel to the front, with room for its tree: the divider goes up to {@link #SIZE_DIVIDER} when it
     * is lower (the user's own place for it is kept for the next panel that opens).
     */
    public void showSize() {
        sizeAsked.set(true);
        panels.getSelectionModel().select(sizeTab);
        if (left.getItems().size() == 2 && left.getItems().contains(panels) && left.getDividers().get(0).getPosition() > SIZE_DIVIDER) {
            left.setDividerPositions(SIZE_DIVIDER);
        }
    }

    /** Where the divider goes for the Size panel: in the first window (1200×800) its tree then shows ten rows, not three. */
    static final double SIZE_DIVIDER = 0.4;

    private final javafx.beans.property.BooleanProperty bottomWanted = new javafx.beans.property.SimpleBooleanProperty(true);
    private final javafx.beans.property.BooleanProperty sizeAsked = new javafx.beans.property.SimpleBooleanProperty(false);
    private final javafx.beans.property.BooleanProperty panelAsked = new javafx.beans.property.SimpleBooleanProperty(false);

    /** The user asked for the bottom panel: it shows, with its tabs, while wanted, though it has nothing to say. */
    public void showBottomPanel() { panelAsked.set(true); }
    private final javafx.beans.property.ReadOnlyBooleanWrapper panelShown = new javafx.beans.property.ReadOnlyBooleanWrapper();
    private final javafx.beans.property.DoubleProperty panelDivider =
            new javafx.beans.property.SimpleDoubleProperty(AppPreferences.DEFAULT_BOTTOM_DIVIDER);

    /**
     * Where the divider between the navigator and the bottom panel is (a share of the height from the top): the window
     * sets where it starts, and it follows where the user lets go of it.
     */
    public javafx.beans.property.DoubleProperty panelDividerProperty() { return panelDivider; }

    /** The split between the navigator and the bottom panel. */
    SplitPane panelSplit() { return left; }

    private void placeDivider() { left.setDividerPositions(panelDivider.get()); }

    /** Whether a mouse event's target is the divider of {@link #left} (a click elsewhere in it moves nothing). */
    private boolean onDivider(Object target) {
        for (javafx.scene.Node n = target instanceof javafx.scene.Node t ? t : null; n != null && n != left; n = n.getParent()) {
            if (n.getParent() == left && n.getStyleClass().contains("split-pane-divider")) return true;
        }
        return false;
    }

    /** Whether the user wants the bottom panel (View ▸ Bottom Panel); the window binds it to its remembered choice. */
    public javafx.beans.property.BooleanProperty bottomPanelWantedProperty() { return bottomWanted; }

    /** Whether the bottom panel is on screen: wanted, and with something to say or asked for. */
    public javafx.beans.property.ReadOnlyBooleanProperty bottomPanelShownProperty() { return panelShown.getReadOnlyProperty(); }

    private SplitPane center;
    private final javafx.beans.property.BooleanProperty inspectorWanted = new javafx.beans.property.SimpleBooleanProperty(true);
    private double inspectorDivider = 0.52;

    /** Whether the inspector shows beside the tree (View ▸ Inspector); the window binds it to its remembered choice. */
    public javafx.beans.property.BooleanProperty inspectorWantedProperty() { return inspectorWanted; }

    private final javafx.beans.property.BooleanProperty navigatorWanted = new javafx.beans.property.SimpleBooleanProperty(true);

    /** Whether the navigator (Tree, Hierarchy, Save, Raw) shows (View ▸ Navigator); the window binds it to its remembered choice. */
    public javafx.beans.property.BooleanProperty navigatorWantedProperty() { return navigatorWanted; }

    /** Puts the navigator above the bottom panel or takes it away (the panel, then the inspector, take the room). */
    private void placeNavigator(boolean shown) {
        boolean there = left.getItems().contains(navigators);
        if (shown == there) return;
        if (shown) {
            left.getItems().add(0, navigators);
            if (left.getItems().size() > 1) placeDivider();
        } else {
            left.getItems().remove(navigators);
        }
        placeLeft();
    }

    /** The left side leaves the window while it holds nothing (navigator hidden, bottom panel away), and comes back. */
    private void placeLeft() {
        if (center == null) return;
        boolean empty = left.getItems().isEmpty();
        boolean there = center.getItems().contains(left);
        if (empty && there) {
            if (!center.getDividers().isEmpty()) inspectorDivider = center.getDividers().get(0).getPosition();
            center.getItems().remove(left);
        } else if (!empty && !there) {
            center.getItems().add(0, left);
            if (center.getItems().size() > 1) center.setDividerPositions(inspectorDivider);
        }
    }

    /** Puts the inspector beside the tree or takes it away (the tree takes the room), keeping where its divider was. */
    private void placeInspector(boolean shown) {
        boolean there = center.getItems().contains(inspector.view());
        if (shown == there) return;
        if (shown) {
            center.getItems().add(inspector.view());
            if (center.getItems().size() > 1) center.setDividerPositions(inspectorDivider);
        } else {
            if (!center.getDividers().isEmpty()) inspectorDivider = center.getDividers().get(0).getPosition();
            center.getItems().remove(inspector.view());
        }
    }

    /** Puts the bottom panel under the tree or takes it away (the tree takes the room), keeping where its divider was. */
    private void placePanels(boolean shown) {
        boolean there = left.getItems().contains(panels);
        if (shown == there) return;
        if (shown) {
            left.getItems().add(panels);
            if (left.getItems().size() > 1) placeDivider();
        } else {
            left.getItems().remove(panels);
        }
        placeLeft();
    }

    /** The Save tab's model (present while the document is an RPG Maker game save). */
    public SaveViewModel saveModel() { return saveModel; }

    /**
     * Brings the Save tab to the front when the document is a game save, its tab row taking the focus as a click on the
     * tab gives it (else the focus left the hidden tree for the next field, the inspector's path).
     */
    public void showSave() {
        if (!navigators.getTabs().contains(saveTab)) return;
        navigators.getSelectionModel().select(saveTab);
        navigators.requestFocus();
    }

    public Tab tab() { return tab; }

    /** The navigator in front (Tree, Hierarchy, Save, Raw), or null before one is chosen. */
    Tab shownNavigator() { return navigators.getSelectionModel().getSelectedItem(); }

    /** Shows this part of the file's folder beside its name ("" for none). */
    void showFolder(String part) { folder.set(part); }

    public HierarchyView hierarchy() {
        hierarchyPart.get();
        return hierarchy;
    }

    /** The cycles and diagnostics of the document, as the bottom panels list them. */
    public FindingsViewModel findings() { return findings; }

    public HierarchyViewModel hierarchyModel() { return hierarchyModel; }

    /** Brings the Hierarchy to the front (when the document is a scene) or the tree. */
    public void showNavigator(boolean hierarchyFirst) {
        navigators.getSelectionModel().select(hierarchyFirst && navigators.getTabs().contains(hierarchyTab) ? hierarchyTab : treeTab);
    }

    public DocumentViewModel model() { return model; }

    public DocumentTreeView tree() { return tree; }

    public InspectorView inspector() { return inspector; }

    /** The structural edits at this document's selection (the Edit menu offers them for the current tab). */
    public StructureViewModel structure() { return structure; }

    public SearchViewModel searchModel() { return searchModel; }

    /** The Query panel's model (JSONPath queries typed in the search field). */
    public QueryViewModel queryModel() { return queryModel; }

    /** Brings the Raw tab to the front. */
    public void showRaw() { navigators.getSelectionModel().select(rawTab); }

    /** This document compared with another file (File ▸ Compare With…). */
    public DiffViewModel diffModel() { return diffModel; }

    public DiffView diff() { return diff; }

    /** Gives the panels under the tree most of the height (screenshots of a panel). */
    void showPanelsTall() { left.setDividerPositions(0.25); }

    /** Puts a text in the search field and searches for it (or asks it, when it is a query) at once. */
    public void searchFor(String text) {
        search.field().setText(text);
        searchModel.search(text);
    }

    public void focusSearch() {
        search.focus();
    }
}
