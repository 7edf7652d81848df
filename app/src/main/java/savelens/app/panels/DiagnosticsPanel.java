package savelens.app.panels;

import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.image.ImageView;
import savelens.app.navigation.LinkCell;
import savelens.app.theme.Glyphs;
import savelens.document.Severity;
import savelens.icons.Glyph;

/** Errors and warnings ({@code #diagnosticsList}); one tied to a place is a link: choosing or clicking it reveals it. */
public final class DiagnosticsPanel {
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");
    private static final PseudoClass WARNING = PseudoClass.getPseudoClass("warning");
    private final ListView<DiagnosticRow> list = new ListView<>();

    public DiagnosticsPanel(FindingsViewModel model) {
        list.setId("diagnosticsList");
        // Rows of a state before an edit are faded until the edit's findings land: never read as current.
        list.pseudoClassStateChanged(FindingsViewModel.UPDATING, model.updatingProperty().get());
        model.updatingProperty().addListener((o, was, now) -> list.pseudoClassStateChanged(FindingsViewModel.UPDATING, now));
        list.setItems(model.diagnostics());
        list.setPlaceholder(new Label("no errors or warnings"));
        list.setCellFactory(l -> new LinkCell<>(DiagnosticRow::toString,
                row -> Glyphs.view(row.severity() == Severity.ERROR ? Glyph.ERROR : Glyph.WARNING), model::choose) {
            private final javafx.scene.control.Tooltip whole = new javafx.scene.control.Tooltip();

            {
                // A long finding is read whole in its tooltip, as a Cycles row is.
                whole.setWrapText(true);
                whole.setMaxWidth(640);
            }

            @Override protected void updateItem(DiagnosticRow row, boolean empty) {
                super.updateItem(row, empty);
                boolean none = empty || row == null;
                whole.setText(none ? "" : row.toString());
                setTooltip(none ? null : whole);
                // The link over most of the row takes the mouse: it carries the tooltip too.
                if (getGraphic() instanceof javafx.scene.control.Hyperlink link) link.setTooltip(none ? null : whole);
                pseudoClassStateChanged(ERROR, !none && row.severity() == Severity.ERROR);
                pseudoClassStateChanged(WARNING, !none && row.severity() == Severity.WARNING);
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((o, was, row) -> model.choose(row));
        LinkCell.followOnEnter(list, model::choose);
    }

    public ListView<DiagnosticRow> view() { return list; }
}
