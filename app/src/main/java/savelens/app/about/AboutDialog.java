package savelens.app.about;

import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/** Help ▸ About SaveLens: the view of an {@link AboutViewModel}; non-modal, so tests and users can look around it. */
public final class AboutDialog {
    private final Dialog<Void> dialog = new Dialog<>();

    public AboutDialog(AboutViewModel model, Window owner) {
        dialog.initOwner(owner);
        dialog.setTitle("About SaveLens");
        dialog.setResizable(true);
        Label heading = new Label();
        heading.setId("aboutHeading");
        heading.getStyleClass().add("welcome-heading");
        heading.textProperty().bind(model.nameProperty());
        Label blurb = new Label("An inspector for game saves and scenes stored as id-table documents.");
        blurb.setWrapText(true);

        GridPane facts = new GridPane();
        facts.setHgap(12);
        facts.setVgap(4);
        facts.addRow(0, dim("Version"), bound("aboutVersion", model.versionProperty()));
        facts.addRow(1, dim("Java"), bound("aboutJava", model.javaProperty()));
        facts.addRow(2, dim("JavaFX"), bound("aboutJavaFx", model.javafxProperty()));

        TableView<ComponentRow> table = new TableView<>(model.components());
        table.setId("aboutComponents");
        table.getColumns().setAll(List.of(
                column("Component", ComponentRow::artifact, 200),
                column("Version", ComponentRow::version, 130),
                column("Licence", ComponentRow::licence, 250)));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setRowFactory(t -> new TableRow<>() {
            @Override protected void updateItem(ComponentRow row, boolean empty) {
                super.updateItem(row, empty);
                setTooltip(empty || row == null ? null
                        : new Tooltip(row.component() + (row.url().isEmpty() ? "" : "\n" + row.url())));
            }
        });
        // Tall enough for every row and no empty ones below.
        table.setFixedCellSize(24);
        table.prefHeightProperty().bind(javafx.beans.binding.Bindings.size(table.getItems()).multiply(24).add(30));
        table.setMinHeight(120);

        VBox content = new VBox(10, heading, blurb, facts, dim("Shipped with SaveLens"), table);
        content.setPadding(new Insets(12));
        content.setPrefWidth(700);
        dialog.getDialogPane().setContent(content);
        dialog.getDialogPane().getButtonTypes().setAll(ButtonType.CLOSE);
        dialog.getDialogPane().setId("aboutDialog");
    }

    /** Shows it beside the window without blocking (the window it belongs to gives it its theme). */
    public void show() {
        dialog.show();
    }

    public boolean isShowing() { return dialog.isShowing(); }

    public void toFront() {
        Window w = dialog.getDialogPane().getScene().getWindow();
        if (w instanceof javafx.stage.Stage s) s.toFront();
    }

    public void close() { dialog.close(); }

    private static Label dim(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("inspector-dim");
        return l;
    }

    private static Label bound(String id, javafx.beans.value.ObservableValue<String> text) {
        Label l = new Label();
        l.setId(id);
        l.textProperty().bind(text);
        return l;
    }

    private static TableColumn<ComponentRow, String> column(String title, Function<ComponentRow, String> value, double width) {
        TableColumn<ComponentRow, String> c = new TableColumn<>(title);
        c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())).getReadOnlyProperty());
        c.setPrefWidth(width);
        return c;
    }
}
