package savelens.app.panels;

import javafx.scene.control.Label;
import javafx.scene.control.ListView;

/** Every strongly connected component ({@code #cyclesList}); choosing one reveals it. */
public final class CyclesPanel {
    private final ListView<CycleRow> list = new ListView<>();

    public CyclesPanel(FindingsViewModel model) {
        list.setId("cyclesList");
        list.setItems(model.cycles());
        list.setPlaceholder(new Label("no cycles"));
        list.getSelectionModel().selectedItemProperty().addListener((o, was, row) -> model.choose(row));
    }

    public ListView<CycleRow> view() { return list; }
}
