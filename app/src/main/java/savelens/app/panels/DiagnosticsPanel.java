package savelens.app.panels;

import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.image.ImageView;
import savelens.app.theme.Glyphs;
import savelens.document.Severity;
import savelens.icons.Glyph;

/** Errors and warnings ({@code #diagnosticsList}); choosing one reveals where it is. */
public final class DiagnosticsPanel {
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");
    private static final PseudoClass WARNING = PseudoClass.getPseudoClass("warning");
    private final ListView<DiagnosticRow> list = new ListView<>();

    public DiagnosticsPanel(FindingsViewModel model) {
        list.setId("diagnosticsList");
        list.setItems(model.diagnostics());
        list.setPlaceholder(new Label("no errors or warnings"));
        list.setCellFactory(l -> new ListCell<>() {
            private final ImageView error = Glyphs.view(Glyph.ERROR);
            private final ImageView warning = Glyphs.view(Glyph.WARNING);

            @Override protected void updateItem(DiagnosticRow row, boolean empty) {
                super.updateItem(row, empty);
                boolean none = empty || row == null;
                setText(none ? null : row.toString());
                setGraphic(none ? null : row.severity() == Severity.ERROR ? error : warning);
                pseudoClassStateChanged(ERROR, !none && row.severity() == Severity.ERROR);
                pseudoClassStateChanged(WARNING, !none && row.severity() == Severity.WARNING);
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((o, was, row) -> model.choose(row));
    }

    public ListView<DiagnosticRow> view() { return list; }
}
