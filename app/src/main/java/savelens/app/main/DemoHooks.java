package savelens.app.main;

import java.util.List;
import javafx.application.Platform;
import javafx.scene.control.TextInputControl;
import savelens.app.document.DocumentViewModel;
import savelens.path.DocumentPath;
import savelens.path.PathException;

/**
 * Puts the window into a given state at start, for screenshots: {@code -Dsavelens.demo.select=PATH} selects a
 * place (expanding the tree to it); {@code -Dsavelens.demo.type=TEXT} then types into the selected field's
 * editor without committing; {@code -Dsavelens.demo.theme=dark} picks the theme for this run;
 * {@code -Dsavelens.demo.compare=FILE} compares the document with FILE (File ▸ Compare With…);
 * {@code -Dsavelens.demo.tab=save} brings an RPG Maker save's Save tab to the front, {@code size} the Size panel,
 * {@code tree} the tree (a save slot opens on its Save tab), {@code size,tree} both;
 * {@code -Dsavelens.demo.why=#ID} then answers "Why is this here?" for that node;
 * {@code -Dsavelens.demo.filter=TEXT} brings a scene's Hierarchy to the front filtered by TEXT;
 * {@code -Dsavelens.demo.query=TEXT} types TEXT into the search field and runs it (a JSONPath query shows its hits
 * in the Query panel), node by node with {@code -Dsavelens.demo.eachNode=true};
 * {@code -Dsavelens.demo.panels=tall} gives the panels under the tree most of the height.
 */
public final class DemoHooks {
    private DemoHooks() {}

    public static void install(MainWindow window, MainViewModel model) {
        String select = System.getProperty("savelens.demo.select");
        String type = System.getProperty("savelens.demo.type");
        String theme = System.getProperty("savelens.demo.theme");
        String compare = System.getProperty("savelens.demo.compare");
        String front = System.getProperty("savelens.demo.tab");
        String filter = System.getProperty("savelens.demo.filter");
        String query = System.getProperty("savelens.demo.query");
        if (theme != null) model.themeProperty().set(savelens.app.theme.Theme.parse(theme));
        if (select == null && type == null && compare == null && front == null && filter == null && query == null) return;
        model.currentProperty().addListener(new javafx.beans.value.ChangeListener<>() {
            @Override public void changed(javafx.beans.value.ObservableValue<? extends DocumentViewModel> o, DocumentViewModel was, DocumentViewModel now) {
                if (now == null) return;
                model.currentProperty().removeListener(this);
                Platform.runLater(() -> {
                    if (compare != null) window.compareWith(java.nio.file.Path.of(compare));
                    apply(window, now, select, type);
                    List<String> fronts = front == null ? List.of() : List.of(front.split(","));
                    if (fronts.contains("save") && window.currentTab() != null) window.currentTab().showSave();
                    if (fronts.contains("tree") && window.currentTab() != null) window.currentTab().showNavigator(false);
                    if ("tall".equals(System.getProperty("savelens.demo.panels")) && window.currentTab() != null) {
                        DocumentTab tab = window.currentTab();
                        tab.showPanelsTall();
                        Platform.runLater(tab::showPanelsTall); // a save's tab lays its panes out once more after its first pulse
                    }
                    if (query != null && window.currentTab() != null) {
                        window.currentTab().queryModel().eachNodeProperty().set(Boolean.getBoolean("savelens.demo.eachNode"));
                        window.currentTab().searchFor(query);
                    }
                    if (filter != null && window.currentTab() != null) {
                        // The scene is read in the background: filter once it is there.
                        DocumentTab tab = window.currentTab();
                        Runnable apply = () -> {
                            tab.showNavigator(true);
                            tab.hierarchyModel().filterProperty().set(filter);
                        };
                        if (tab.hierarchyModel().isSceneProperty().get()) apply.run();
                        else tab.hierarchyModel().isSceneProperty().addListener((p, before, scene) -> {
                            if (scene) Platform.runLater(apply);
                        });
                    }
                    if (fronts.contains("size") && window.currentTab() != null) {
                        window.currentTab().showSize();
                        String why = System.getProperty("savelens.demo.why");
                        if (why != null) {
                            try {
                                savelens.path.Location at = DocumentPath.parse(why, now.document()).resolve(now.document());
                                if (at.isNode()) window.currentTab().sizeModel().explain(at.node());
                            } catch (PathException e) {
                                System.err.println("savelens: savelens.demo.why: " + e.getMessage());
                            }
                        }
                    }
                });
            }
        });
    }

    private static void apply(MainWindow window, DocumentViewModel doc, String select, String type) {
        if (select != null) {
            try {
                doc.jumpTo(DocumentPath.parse(select, doc.state() == null ? null : doc.state().document()));
            } catch (PathException e) {
                System.err.println("savelens: savelens.demo.select: " + e.getMessage());
            }
        }
        DocumentTab tab = window.currentTab();
        if (type == null || tab == null) return;
        // The inspector names a field as shown, an element [N].
        String field = doc.selectedPath().last() instanceof DocumentPath.Member m ? savelens.json.VisibleText.show(m.name())
                : DocumentPath.print(doc.selectedPath().last());
        if (tab.inspector().editorFor(field) instanceof TextInputControl input) {
            input.requestFocus();
            input.setText(type);
            input.positionCaret(type.length());
        }
    }
}
