package savelens.app.panels;

import java.util.List;
import savelens.path.DocumentPath;

/**
 * A strongly connected component as listed: size, an example cycle, and where to reveal it. {@code structural}: a
 * cycle the format always makes (a scene's object and its components, a parent and its children), listed apart
 * from the surprises. {@code nodes}: its members, named when the row is unfolded.
 */
public record CycleRow(int size, String example, DocumentPath path, boolean structural, List<Integer> nodes) {
    public CycleRow(int size, String example, DocumentPath path) { this(size, example, path, false, List.of()); }

    @Override public String toString() { return Counted.of(size, "node") + ": " + example; }
}
