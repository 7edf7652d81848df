package savelens.app.panels;

import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.image.ImageView;
import savelens.app.theme.Glyphs;
import savelens.icons.Glyph;

/** Every strongly connected component ({@code #cyclesList}); choosing one reveals it. */
public final class CyclesPanel {
    private final ListView<CycleRow> list = new ListView<>();

    public CyclesPanel(FindingsViewModel model) {
        list.setId("cyclesList");
        list.setItems(model.cycles());
        list.setPlaceholder(new Label("no cycles"));
        list.setCellFactory(l -> new ListCell<>() {
            private final ImageView glyph = Glyphs.view(Glyph.CYCLE);

            @Override protected void updateItem(CycleRow row, boolean empty) {
                super.updateItem(row, empty);
                setText(empty || row == null ? null : row.toString());
                setGraphic(empty || row == null ? null : glyph);
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((o, was, row) -> model.choose(row));
    }

    public ListView<CycleRow> view() { return list; }
}
