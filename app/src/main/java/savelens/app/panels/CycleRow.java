package savelens.app.panels;

import java.util.List;
import savelens.path.DocumentPath;

/**
 * A strongly connected component as listed: size, an example cycle, and where to reveal it. {@code structural}: a
 * cycle the format always makes (a scene's object and its components, a parent and its children), listed apart
 * from the surprises. {@code nodes}: its members, named when the row is unfolded; {@code place}: named when followed.
 */
public record CycleRow(int size, String example, FindingPlace place, boolean structural, List<Integer> nodes) {
    /** Where to reveal the cycle: its example's first node. */
    public DocumentPath path() { return place.path(); }

    @Override public String toString() { return Counted.of(size, "node") + ": " + example; }
}
