package savelens.app.main;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import javafx.scene.Parent;
import javafx.scene.control.TabPane;
import savelens.app.document.DocumentState;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.CurrentThreadTaskExecutor;
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

    /** The tab, in a tab pane as the window holds it, for the caller to style and lay out. */
    static Parent make() {
        OpenFile file = OpenFile.read(SCENE.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("warm-up.json")));
        DocumentViewModel model = new DocumentViewModel(file, DocumentState.of(file.document(), file), true);
        DocumentTab tab = new DocumentTab(model, new CurrentThreadTaskExecutor());
        tab.showSize(); // the Size panel's rows too
        made++;
        return new TabPane(tab.tab());
    }
}
