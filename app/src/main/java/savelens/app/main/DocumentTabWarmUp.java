package savelens.app.main;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;
import savelens.app.diff.DiffView;
import savelens.app.diff.DiffViewModel;
import savelens.app.document.DocumentState;
import savelens.app.document.DocumentViewModel;
import savelens.app.hierarchy.HierarchyView;
import savelens.app.hierarchy.HierarchyViewModel;
import savelens.app.inspector.InspectorView;
import savelens.app.inspector.InspectorViewModel;
import savelens.app.navigation.ValueActions;
import savelens.app.query.QueryView;
import savelens.app.query.QueryViewModel;
import savelens.app.raw.RawTextView;
import savelens.app.raw.RawTextViewModel;
import savelens.app.save.SaveView;
import savelens.app.save.SaveViewModel;
import savelens.app.search.SearchView;
import savelens.app.search.SearchViewModel;
import savelens.app.size.SizeView;
import savelens.app.size.SizeViewModel;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.app.task.TaskExecutor;
import savelens.app.tree.Breadcrumb;
import savelens.app.tree.DocumentTreeView;
import savelens.document.ReadContext;
import savelens.file.OpenFile;

/**
 * A document's tab made once for a small scene, off screen and thrown away: the tab's own classes (tree,
 * breadcrumb, inspector, Hierarchy, panels) are loaded and their code and style sheets run once before the first
 * real document's tab is made. Its work runs in place: the scene is a few nodes, and nothing of it reaches the
 * status bar.
 */
final class DocumentTabWarmUp {
    private static final String SCENE = "{\"root\":0,\"nodes\":["
            + "{\"id\":0,\"type\":\"Scene\",\"fields\":{\"name\":\"warm-up\",\"roots\":[1,1,9]}},"
            + "{\"id\":1,\"type\":\"GameObject\",\"fields\":{\"name\":\"Door\",\"active\":true,\"parent\":null,\"children\":[],\"components\":[2],\"pos\":[1.5,-2]}},"
            + "{\"id\":2,\"type\":\"Component\",\"fields\":{\"kind\":\"Health\",\"owner\":1,\"hp\":7,\"speed\":0.5}}]}";

    private static int made;

    private DocumentTabWarmUp() {}

    /** How many tabs this made (once in the application's life; tests check that it did). */
    static int made() { return made; }

    /**
     * The tab's parts one at a time and then the whole tab in a tab pane as the window holds it, each for the caller to
     * style and lay out in a frame of its own: cold, the whole tab at once held the window for about 0.2 s.
     */
    static List<Supplier<Parent>> steps() {
        TaskExecutor inPlace = new CurrentThreadTaskExecutor();
        // Two parts of a step: the second made and added in a frame of its own (see Pieces), each made cold
        // having held a frame for 20–35 ms.
        return List.of(
                () -> {
                    DocumentViewModel model = model();
                    return twoParts(() -> new Breadcrumb(model).view(), () -> new DocumentTreeView(model).view());
                },
                () -> {
                    DocumentViewModel model = model();
                    return new VBox(new InspectorView(new InspectorViewModel(model), new ValueActions(model), HierarchyViewModel.VISIBLE_TOOLTIP).view());
                },
                () -> new VBox(new HierarchyView(new HierarchyViewModel(model(), inPlace)).view()),
                () -> twoParts(() -> new SearchView(new SearchViewModel(model(), inPlace)).results(), () -> new SizeView(new SizeViewModel(model(), inPlace)).view()),
                () -> new VBox(new QueryView(new QueryViewModel(model(), inPlace)).view()),
                DocumentTabWarmUp::saveTab,
                () -> twoParts(() -> new RawTextView(new RawTextViewModel(model(), inPlace)).view(), () -> new DiffView(new DiffViewModel(model(), inPlace)).view()),
                DocumentTabWarmUp::make);
    }

    /** The Save tab, its headings and tables joining it one at a time: its three tables styled at once held a frame for 35–47 ms. */
    private static Parent saveTab() {
        Node view = new SaveView(new SaveViewModel(model())).view();
        VBox made = new VBox(view);
        if (view instanceof ScrollPane scroll && scroll.getContent() instanceof Pane box) Pieces.holdBackChildren(made, box);
        return made;
    }

    /** The first part now, the second made and added by a piece of its own. */
    private static Parent twoParts(Supplier<Node> first, Supplier<Node> second) {
        VBox made = new VBox(first.get());
        Pieces.holdBack(made, () -> { }, () -> made.getChildren().add(second.get()));
        return made;
    }

    /** A model of the small scene (each part has its own: a part keeps listening to the model it was given). */
    private static DocumentViewModel model() {
        OpenFile file = OpenFile.read(SCENE.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("warm-up.json")));
        return new DocumentViewModel(file, DocumentState.of(file.document(), file), true);
    }

    /** The tab, in a tab pane as the window holds it, for the caller to style and lay out. */
    static Parent make() {
        // The views its first frame does not show are made afterwards, as in the window: a frame each.
        DocumentTab tab = new DocumentTab(model(), new CurrentThreadTaskExecutor(), true);
        made++;
        TabPane pane = new TabPane(tab.tab());
        // The tab's parts join it a frame each, the tab styled first without them.
        if (tab.tab().getContent() instanceof BorderPane content) {
            Node top = content.getTop();
            Pieces.holdBack(pane, () -> content.setTop(null), () -> content.setTop(top));
            if (content.getCenter() instanceof SplitPane center) Pieces.holdBack(pane, center);
        }
        for (LaterParts.Part part : tab.laterParts()) Pieces.holdBack(pane, () -> { }, part::get);
        Pieces.holdBack(pane, () -> { }, tab::showSize); // the Size panel's rows too
        return pane;
    }
}
