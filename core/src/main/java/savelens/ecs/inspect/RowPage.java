package savelens.ecs.inspect;

import java.util.List;

/** {@code GET /tables/{id}}: a page of rows; {@code total} is the table's row count when it was read. */
public record RowPage(String id, List<String> components, long total, long offset, List<EntityRow> rows) {
    public RowPage {
        components = List.copyOf(components);
        rows = List.copyOf(rows);
    }
}
