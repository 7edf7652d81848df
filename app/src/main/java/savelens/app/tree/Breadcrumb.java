package savelens.app.tree;

import java.util.List;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import savelens.app.document.DocumentViewModel;
import savelens.path.DocumentPath;

/** The selection's path as links, one per step ({@code #breadcrumb}); a link jumps to that step. */
public final class Breadcrumb {
    /**
     * Steps shown at a long path's start and end; the ones between are counted, not shown (a node deep in a linked
     * list has a path of a hundred thousand steps, and a control per step would hold the window up for minutes).
     */
    static final int FIRST = 3, LAST = 12;
    private final FlowPane bar = new FlowPane();
    private final DocumentViewModel model;

    public Breadcrumb(DocumentViewModel model) {
        this.model = model;
        bar.setId("breadcrumb");
        bar.getStyleClass().add("breadcrumb");
        model.selectedPathProperty().addListener((o, was, now) -> show(now));
        show(model.selectedPath());
    }

    public FlowPane view() { return bar; }

    private void show(DocumentPath path) {
        bar.getChildren().clear();
        List<DocumentPath> prefixes = (path == null ? DocumentPath.root() : path).prefixes();
        int n = prefixes.size();
        for (int i = 0; i < n; i++) {
            if (n > FIRST + LAST + 1 && i == FIRST) { // a long path: its start and its end, a link per step of each
                Label gap = new Label(String.format(java.util.Locale.ROOT, "… %,d steps …", n - FIRST - LAST));
                gap.getStyleClass().add("breadcrumb-gap");
                bar.getChildren().add(gap);
                i = n - LAST;
            }
            DocumentPath prefix = prefixes.get(i);
            String step = DocumentPath.print(prefix.last());
            if (i == prefixes.size() - 1) {
                Label last = new Label(step);
                last.getStyleClass().add("breadcrumb-current");
                bar.getChildren().add(last);
            } else {
                Hyperlink link = new Hyperlink(step);
                link.setMnemonicParsing(false);
                link.getStyleClass().add("breadcrumb-step");
                link.setOnAction(e -> model.jumpTo(prefix));
                bar.getChildren().add(link);
            }
        }
    }
}
