package savelens.app.inspector;

import java.util.List;
import savelens.path.DocumentPath;

/**
 * One component of the scene object shown: its kind ({@code Transform}, {@code MonoBehaviour}) as shown, its id
 * as in paths ({@code #4}), its node's path, and its fields (small inline objects one row per part).
 */
public record ComponentSection(String kind, String id, DocumentPath path, List<FieldRow> rows) {
    public ComponentSection {
        rows = List.copyOf(rows);
    }
}
