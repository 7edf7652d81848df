package savelens.app.main;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.Supplier;
import javafx.scene.Parent;
import javafx.scene.Scene;

/**
 * The frames of {@link ControlsWarmUp}, one piece of work each: a step's control made, then styled, laid out a few
 * rows high and then whole, then each of its held-back parts ({@link Pieces}) added, styled and laid out. The window's
 * timer runs one a pulse; a test may run them in a row.
 */
final class WarmUpFrames {
    private final Scene window;
    private final List<Supplier<Parent>> steps;
    private int next;
    /** What is left to do with the step's control in its off-screen scene, one thing a frame. */
    private final Deque<Runnable> frames = new ArrayDeque<>();
    private Parent made;

    WarmUpFrames(Scene window, List<Supplier<Parent>> steps) {
        this.window = window;
        this.steps = steps;
    }

    /** Runs the next frame's work; false once every step is done (nothing was run). */
    boolean runNext() {
        if (!frames.isEmpty()) {
            frames.poll().run();
            return true;
        }
        if (next >= steps.size()) return false;
        made = steps.get(next++).get();
        Scene scene = new Scene(made, 640, 400);
        scene.getStylesheets().setAll(window.getStylesheets());
        // Styled in the next frame; then laid out a few rows high, which makes the rows' first cells, and
        // taller in the frames after (the first layout of a table at full height held a frame of 0.1 s).
        frames.add(made::applyCss);
        growing();
        // A part added afterwards (see Pieces) is styled and laid out in frames of its own, growing as the control did:
        // a table's rows laid out at full height at once, cold, held a frame for 40–50 ms.
        for (Runnable piece : Pieces.of(made)) {
            frames.add(piece);
            frames.add(made::applyCss);
            growing();
        }
        return true;
    }

    /** Laid out a row or two high, then a third of its height, then whole: a frame each. */
    private void growing() {
        for (double height : HEIGHTS) frames.add(() -> layout(height));
    }

    private static final double[] HEIGHTS = {30, 150, 400};

    /** The control of the step under way (or of the last step). */
    Parent made() { return made; }

    private void layout(double height) {
        made.resize(640, height);
        made.layout();
    }
}
