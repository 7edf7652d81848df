package savelens.app.main;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.Pane;

/**
 * Parts of a control made ahead (see {@link ControlsWarmUp}) held back, to be added one at a time, each styled and
 * laid out in frames of their own: a whole document tab styled in one frame held the window for about 0.1 s, as the
 * style sheets run over every node of it however warm their code. The control keeps the list in its properties.
 */
final class Pieces {
    private static final Object KEY = new Object();

    private Pieces() {}

    /** What was held back of {@code made}, to be run one at a time; none for a control made whole. */
    @SuppressWarnings("unchecked")
    static List<Runnable> of(Parent made) {
        Object held = made.getProperties().get(KEY);
        return held instanceof List<?> l ? (List<Runnable>) l : List.of();
    }

    /** Takes the items of a split pane out, and of split panes in it, each to be put back by a step of its own. */
    static void holdBack(Parent made, SplitPane split) {
        List<Runnable> later = new ArrayList<>(of(made));
        holdBack(split, later);
        made.getProperties().put(KEY, later);
    }

    /** Takes a part out ({@code remove}) now, to be put back ({@code putBack}) by a step of its own. */
    static void holdBack(Parent made, Runnable remove, Runnable putBack) {
        remove.run();
        List<Runnable> later = new ArrayList<>(of(made));
        later.add(putBack);
        made.getProperties().put(KEY, later);
    }

    /** Takes the children of a pane out but the first, each to be put back, in order, by a step of its own. */
    static void holdBackChildren(Parent made, Pane pane) {
        List<Node> children = List.copyOf(pane.getChildren());
        List<Runnable> later = new ArrayList<>(of(made));
        pane.getChildren().retainAll(children.subList(0, Math.min(1, children.size())));
        for (Node child : children.subList(Math.min(1, children.size()), children.size())) later.add(() -> pane.getChildren().add(child));
        made.getProperties().put(KEY, later);
    }

    private static void holdBack(SplitPane split, List<Runnable> later) {
        List<Node> items = List.copyOf(split.getItems());
        split.getItems().clear();
        for (Node item : items) {
            later.add(() -> split.getItems().add(item));
            if (item instanceof SplitPane inner) holdBack(inner, later);
        }
    }
}
