package savelens.ecs.inspect;

import java.util.List;

/**
 * {@code GET /tables/{id}}: a page of rows; {@code total} is the table's row count when it was read.
 * {@code sparse} names the sparse components some of the page's entities hold beside the table (their
 * values follow the table's own in each row that has them).
 */
public record RowPage(String id, List<String> components, long total, long offset, List<EntityRow> rows, List<String> sparse) {
    public RowPage {
        components = List.copyOf(components);
        rows = List.copyOf(rows);
        sparse = sparse == null ? List.of() : List.copyOf(sparse);
    }

    public RowPage(String id, List<String> components, long total, long offset, List<EntityRow> rows) {
        this(id, components, total, offset, rows, List.of());
    }
}
