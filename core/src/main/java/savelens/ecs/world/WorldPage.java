package savelens.ecs.world;

import java.util.List;

/**
 * A page of one table's rows; {@code total} is the table's row count when it was read; {@code sparse}
 * the components kept beside the table that some of the rows hold (their values follow the table's).
 */
public record WorldPage(String id, List<String> components, long total, long offset, List<WorldRow> rows, List<String> sparse) {
    public WorldPage {
        components = List.copyOf(components);
        rows = List.copyOf(rows);
        sparse = sparse == null ? List.of() : List.copyOf(sparse);
    }

    public WorldPage(String id, List<String> components, long total, long offset, List<WorldRow> rows) {
        this(id, components, total, offset, rows, List.of());
    }
}
