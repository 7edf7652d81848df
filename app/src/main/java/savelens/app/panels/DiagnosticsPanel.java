package savelens.app.panels;

import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import savelens.document.Severity;

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
            @Override protected void updateItem(DiagnosticRow row, boolean empty) {
                super.updateItem(row, empty);
                setText(empty || row == null ? null : row.toString());
                pseudoClassStateChanged(ERROR, !empty && row != null && row.severity() == Severity.ERROR);
                pseudoClassStateChanged(WARNING, !empty && row != null && row.severity() == Severity.WARNING);
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((o, was, row) -> model.choose(row));
    }

    public ListView<DiagnosticRow> view() { return list; }
}
