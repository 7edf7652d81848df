package savelens.app.panels;

import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import savelens.app.navigation.LinkCell;
import savelens.app.theme.Glyphs;
import savelens.icons.Glyph;

/** Every strongly connected component ({@code #cyclesList}), each a link: choosing or clicking one reveals it. */
public final class CyclesPanel {
    private final ListView<CycleRow> list = new ListView<>();

    public CyclesPanel(FindingsViewModel model) {
        list.setId("cyclesList");
        list.setItems(model.cycles());
        list.setPlaceholder(new Label("no cycles"));
        Image cycle = Glyphs.image(Glyph.CYCLE);
        list.setCellFactory(l -> new LinkCell<>(CycleRow::toString, row -> new ImageView(cycle), model::choose));
        list.getSelectionModel().selectedItemProperty().addListener((o, was, row) -> model.choose(row));
        LinkCell.followOnEnter(list, model::choose);
    }

    public ListView<CycleRow> view() { return list; }
}
