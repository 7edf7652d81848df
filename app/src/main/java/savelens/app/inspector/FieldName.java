package savelens.app.inspector;

import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;

/**
 * A field's name in the inspector ({@code .field-name}). Its column is as wide as its longest name while the pane has
 * room. Where it has not, the name is cut with an ellipsis, to no fewer than {@link #LEAST_CHARACTERS} characters'
 * room, and shows whole in a tooltip: the value beside it (a reference's link, which keeps its text) then fits the pane
 * without a horizontal scroll bar, as a game engine's own inspector cuts its labels.
 */
final class FieldName extends Label {
    static final int LEAST_CHARACTERS = 8;

    FieldName(String text) {
        super(text);
        getStyleClass().add("field-name");
        widthProperty().addListener((o, was, now) -> {
            boolean cut = now.doubleValue() + 0.5 < prefWidth(-1);
            if (cut && getTooltip() == null) setTooltip(new Tooltip(text));
            else if (!cut && getTooltip() != null) setTooltip(null);
        });
    }

    /** Whether the name shows cut short (its whole text is then in the tooltip). */
    boolean isCut() {
        return getWidth() + 0.5 < prefWidth(-1);
    }

    @Override protected double computeMinWidth(double height) {
        // a monospaced character is about 0.6 em wide
        double least = snappedLeftInset() + getFont().getSize() * LEAST_CHARACTERS * 0.6 + snappedRightInset();
        return Math.min(computePrefWidth(height), least);
    }
}
