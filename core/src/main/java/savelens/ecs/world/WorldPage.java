package savelens.ecs.world;

import java.util.ArrayList;
import java.util.List;
import savelens.ecs.inspect.EntityRow;
import savelens.ecs.inspect.RowPage;

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

    /** A SaveLens page: SaveLens names an entity by its handle in decimal. */
    public static WorldPage of(RowPage page) {
        List<WorldRow> rows = new ArrayList<>(page.rows().size());
        for (EntityRow r : page.rows()) rows.add(new WorldRow(r.entity(), Long.toString(r.entity()), r.values()));
        return new WorldPage(page.id(), page.components(), page.total(), page.offset(), rows, page.sparse());
    }
}
