package savelens.app.ecs;

import java.time.Duration;
import javafx.beans.binding.Bindings;
import javafx.css.PseudoClass;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import savelens.app.theme.Glyphs;
import savelens.icons.Glyph;

/**
 * The Live ECS view's top: the source bar (which world, pause, step, refresh rate), the connection banner and
 * the pause note, bound to the connection, the clock and the poll.
 */
final class SourceBar extends VBox {
    static final PseudoClass BACK = PseudoClass.getPseudoClass("back");

    /** {@code showConnectDialog} opens Connect…. */
    SourceBar(LiveEcsViewModel viewModel, Runnable showConnectDialog) {
        getChildren().setAll(toolBar(viewModel, showConnectDialog), banner(viewModel.connection()), pauseNote(viewModel.pause()));
    }

    private static ToolBar toolBar(LiveEcsViewModel viewModel, Runnable showConnectDialog) {
        LivePause clock = viewModel.pause();
        Button demo = new Button("Demo world");
        demo.setId("demoButton");
        demo.setOnAction(e -> viewModel.connectDemo());
        Button connect = new Button("Connect…");
        connect.setId("connectButton");
        connect.setTooltip(new Tooltip("Connect to a running world: a Flecs application or a SaveLens live server"));
        connect.setOnAction(e -> showConnectDialog.run());

        Button pause = new Button();
        pause.setId("pauseButton");
        pause.textProperty().bind(Bindings.when(clock.pausedProperty()).then("Resume").otherwise("Pause"));
        pause.setOnAction(e -> clock.toggle());
        pause.graphicProperty().bind(Bindings.when(clock.pausedProperty()).then(Glyphs.view(Glyph.LIVE)).otherwise(Glyphs.view(Glyph.PAUSED)));
        Button step = new Button("Step");
        step.setId("stepButton");
        step.setTooltip(new Tooltip("Run one tick of the paused world"));
        step.disableProperty().bind(clock.canStepProperty().not());
        step.setOnAction(e -> clock.step());

        ChoiceBox<Duration> rate = new ChoiceBox<>();
        rate.setId("refreshRate");
        rate.getItems().setAll(LivePoll.REFRESH_RATES);
        rate.setConverter(new StringConverter<>() {
            @Override
            public String toString(Duration d) {
                return d == null ? "" : "every " + LivePoll.describe(d);
            }

            @Override
            public Duration fromString(String s) {
                throw new UnsupportedOperationException();
            }
        });
        rate.valueProperty().bindBidirectional(viewModel.poll().refreshIntervalProperty());

        Label source = new Label();
        source.setId("sourceLabel");
        source.getStyleClass().add("live-source");
        source.textProperty().bind(viewModel.connection().descriptionProperty());
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        return new ToolBar(demo, connect, new Separator(Orientation.VERTICAL),
                pause, step, new Label("Refresh"), rate, grow, source);
    }

    private static Label banner(LiveConnection connection) {
        Label banner = new Label();
        banner.setId("connectionBanner");
        banner.getStyleClass().add("connection-banner");
        banner.setMaxWidth(Double.MAX_VALUE);
        banner.setWrapText(true);
        banner.textProperty().bind(connection.bannerProperty());
        var shown = connection.lostProperty().or(connection.backProperty());
        banner.visibleProperty().bind(shown);
        banner.managedProperty().bind(shown);
        connection.backProperty().addListener((o, a, b) -> banner.pseudoClassStateChanged(BACK, b));
        return banner;
    }

    private static Label pauseNote(LivePause clock) {
        Label note = new Label();
        note.setId("pauseNote");
        note.getStyleClass().add("pause-note");
        note.setMaxWidth(Double.MAX_VALUE);
        note.setWrapText(true);
        note.textProperty().bind(clock.noteProperty());
        note.visibleProperty().bind(clock.noteProperty().isNotEmpty());
        note.managedProperty().bind(note.visibleProperty());
        return note;
    }
}
