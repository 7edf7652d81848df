package savelens.app.main;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javafx.animation.AnimationTimer;
import javafx.scene.Node;

/**
 * The views of a document's tab its first frame does not show (the Hierarchy, the Size, Query, Save and Raw views):
 * made after that frame, one a pulse, so that the tab's first frame holds only what it draws (the tree, the inspector,
 * the search row). A view asked for before its turn (its tab selected, a test) is made at once. Each is made once.
 */
final class LaterParts {
    /** One view made when first asked for. */
    static final class Part implements Supplier<Node> {
        private final String name;
        private final Supplier<Node> make;
        private Node made;

        private Part(String name, Supplier<Node> make) {
            this.name = name;
            this.make = make;
        }

        @Override public Node get() {
            if (made == null) made = make.get();
            return made;
        }

        boolean isMade() { return made != null; }

        String name() { return name; }
    }

    private final List<Part> parts = new ArrayList<>();
    private AnimationTimer timer;
    private boolean started;

    /** A view to make later, in the order added. */
    Part add(String name, Supplier<Node> make) {
        Part p = new Part(name, make);
        parts.add(p);
        return p;
    }

    List<Part> parts() { return List.copyOf(parts); }

    /** The names of the views made so far. */
    List<String> made() {
        return parts.stream().filter(Part::isMade).map(Part::name).toList();
    }

    /** From the next pulse on, makes the views not made yet, one a pulse; once (later calls do nothing). */
    void startMaking() {
        if (started) return;
        started = true;
        timer = new AnimationTimer() {
            @Override public void handle(long now) {
                for (Part p : parts) {
                    if (!p.isMade()) {
                        p.get();
                        return;
                    }
                }
                stop();
                timer = null;
            }
        };
        timer.start();
    }

    /** Makes no more (the tab is closed). */
    void stop() {
        started = true;
        if (timer != null) timer.stop();
        timer = null;
    }
}
