package savelens.app.inspector;

import javafx.scene.control.TextField;
import javafx.scene.text.Text;

/**
 * A text field as wide as the text it holds (a reference's {@code #-4617375467376130530}), and no wider unless there
 * is room: a field sized in columns is as wide as so many "W"s, half again the width of the digits of an id, and held
 * the inspector wider than its pane. It is never narrower than its text either, unless made to {@link #giveWay}: then
 * it asks for its text's width but takes less where the row is short (a reference's id beside the link that names its
 * target: the link is what a user reads, the id a detail).
 */
final class WholeTextField extends TextField {
    /** Room for the caret after the last character. */
    private static final double CARET = 4;
    /** The least width, in text: a short value ({@code null}, {@code #3}) still gets a field one can click and type in. */
    private static final String LEAST = "#000000";
    private final Text measure = new Text();
    private final boolean givesWay;

    WholeTextField() { this(false); }

    private WholeTextField(boolean givesWay) {
        this.givesWay = givesWay;
        textProperty().addListener(o -> requestLayout());
        fontProperty().addListener(o -> requestLayout());
    }

    /** A field that asks for its whole text's width and, where the row is short, shrinks to a short value's. */
    static WholeTextField giveWay() { return new WholeTextField(true); }

    @Override protected double computeMinWidth(double height) { return givesWay ? width(LEAST, height) : wholeWidth(); }

    private double width(String text, double height) {
        return snappedLeftInset() + Math.ceil(width(text)) + CARET + snappedRightInset();
    }

    @Override protected double computePrefWidth(double height) { return wholeWidth(); }

    private double wholeWidth() {
        String text = getText();
        double width = Math.max(width(LEAST), text == null ? 0 : width(text));
        return snappedLeftInset() + Math.ceil(width) + CARET + snappedRightInset();
    }

    private double width(String text) {
        measure.setFont(getFont());
        measure.setText(text);
        return measure.getLayoutBounds().getWidth();
    }
}
