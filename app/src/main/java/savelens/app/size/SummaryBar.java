package savelens.app.size;

import javafx.geometry.HPos;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.VPos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;

/**
 * The Size panel's top: the summary beside the buttons when it fits there whole; otherwise the summary on a row of
 * its own above them, wrapped when even that row is too narrow, and the buttons under it, each with its whole label.
 * Cut at the panel's edge instead, the summary lost its counts of unreachable nodes first.
 */
final class SummaryBar extends Region {
    private static final double GAP = 8;
    private final Label summary;
    private final FlowPane buttons = new FlowPane(GAP, GAP / 2);

    SummaryBar(Label summary, Button... buttons) {
        this.summary = summary;
        summary.setWrapText(true);
        summary.setMaxWidth(Double.MAX_VALUE);
        for (Button b : buttons) b.setMinWidth(USE_PREF_SIZE);
        this.buttons.getChildren().addAll(buttons);
        getChildren().addAll(summary, this.buttons);
    }

    /** Its height follows its width: the narrower, the more rows. */
    @Override public Orientation getContentBias() { return Orientation.HORIZONTAL; }

    /** The buttons in one row, as they stand beside a summary that fits. */
    private double buttonsInARow() {
        double w = 0;
        for (var b : buttons.getChildren()) w += (w == 0 ? 0 : GAP) + Math.ceil(b.prefWidth(-1)); // as the flow snaps them
        return w;
    }

    private boolean beside(double inside) { return summary.prefWidth(-1) + GAP + buttonsInARow() <= inside; }

    private double horizontal() { return getInsets().getLeft() + getInsets().getRight(); }

    private double vertical() { return getInsets().getTop() + getInsets().getBottom(); }

    @Override protected double computePrefWidth(double height) {
        return horizontal() + summary.prefWidth(-1) + GAP + buttonsInARow();
    }

    @Override protected double computeMinWidth(double height) { return horizontal(); }

    @Override protected double computePrefHeight(double width) {
        double inside = width < 0 ? computePrefWidth(-1) - horizontal() : width - horizontal();
        if (beside(inside)) return vertical() + Math.max(summary.prefHeight(-1), buttons.prefHeight(inside));
        return vertical() + summary.prefHeight(inside) + GAP / 2 + buttons.prefHeight(inside);
    }

    @Override protected double computeMinHeight(double width) { return computePrefHeight(width); }

    @Override protected void layoutChildren() {
        Insets in = getInsets();
        double x = in.getLeft(), y = in.getTop(), w = getWidth() - horizontal(), h = getHeight() - vertical();
        if (beside(w)) {
            double row = buttonsInARow();
            layoutInArea(summary, x, y, w - GAP - row, h, 0, HPos.LEFT, VPos.CENTER);
            layoutInArea(buttons, x + w - row, y, row, h, 0, HPos.RIGHT, VPos.CENTER);
        } else {
            double text = summary.prefHeight(w);
            layoutInArea(summary, x, y, w, text, 0, HPos.LEFT, VPos.TOP);
            layoutInArea(buttons, x, y + text + GAP / 2, w, buttons.prefHeight(w), 0, HPos.LEFT, VPos.TOP);
        }
    }
}
