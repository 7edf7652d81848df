package savelens.app.ecs;

import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import savelens.app.theme.Glyphs;
import savelens.icons.Glyph;

/**
 * The Live ECS tab's content, built in code over a {@link LiveEcsViewModel}'s parts: the source bar with the
 * connection banner ({@link SourceBar}), the table list with filter and sort ({@link TablesPane}), the selected
 * table's rows (one column per component field, editable) and the entity count over time ({@link RowsPane}),
 * and the status line.
 */
public final class LiveEcsView extends BorderPane {
    public static final String STYLESHEET = "/savelens/app/ecs/live-ecs.css";

    private final LiveEcsViewModel viewModel;
    private ConnectDialog connectDialog;

    public LiveEcsView(LiveEcsViewModel viewModel) {
        this.viewModel = viewModel;
        getStyleClass().add("live-ecs");
        var css = LiveEcsView.class.getResource(STYLESHEET);
        if (css != null) getStylesheets().add(css.toExternalForm());

        setTop(new SourceBar(viewModel, this::showConnectDialog));
        SplitPane split = new SplitPane(new TablesPane(viewModel.tables()), new RowsPane(viewModel));
        split.setId("liveSplit");
        split.setDividerPositions(0.42);
        setCenter(split);
        setBottom(statusBar());
    }

    public LiveEcsViewModel viewModel() {
        return viewModel;
    }

    /** Opens the Connect dialog (one per view, so it remembers the last address). */
    public void showConnectDialog() {
        if (connectDialog == null) {
            connectDialog = new ConnectDialog(viewModel.connection(), getScene() == null ? null : getScene().getWindow());
        }
        connectDialog.show();
    }

    /** The Connect dialog once it has been opened (tests drive it), or null. */
    ConnectDialog connectDialog() {
        return connectDialog;
    }

    private HBox statusBar() {
        Label status = new Label();
        status.setId("statusLabel");
        status.textProperty().bind(viewModel.poll().statusProperty());
        status.graphicProperty().bind(Bindings.when(viewModel.pause().pausedProperty())
                .then(Glyphs.view(Glyph.PAUSED)).otherwise(Glyphs.view(Glyph.LIVE)));
        Label message = new Label();
        message.setId("messageLabel");
        message.getStyleClass().add("live-message");
        message.textProperty().bind(viewModel.message().textProperty());
        HBox bar = new HBox(16, status, message);
        bar.getStyleClass().add("live-status");
        bar.setPadding(new Insets(4, 8, 4, 8));
        return bar;
    }
}
