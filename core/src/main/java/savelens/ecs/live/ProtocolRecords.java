package savelens.ecs.live;

import java.util.ArrayList;
import java.util.List;
import savelens.ecs.inspect.EntityRow;
import savelens.ecs.inspect.EntityView;
import savelens.ecs.inspect.RowPage;
import savelens.ecs.inspect.TableInfo;
import savelens.ecs.world.WorldEntity;
import savelens.ecs.world.WorldPage;
import savelens.ecs.world.WorldRow;
import savelens.ecs.world.WorldTable;

/**
 * The live protocol's JSON shapes made from a live world's values. The shapes stay as docs/live-protocol.md
 * gives them: what the world adds for its readers (built-in flags, row names) is not sent.
 */
final class ProtocolRecords {
    private ProtocolRecords() {}

    static List<TableInfo> tables(List<WorldTable> tables) {
        List<TableInfo> out = new ArrayList<>(tables.size());
        for (WorldTable t : tables) {
            out.add(new TableInfo(t.id(), t.components(), t.entities(), t.capacity(), t.bytes(), t.version(), t.sparse()));
        }
        return out;
    }

    static RowPage page(WorldPage page) {
        List<EntityRow> rows = new ArrayList<>(page.rows().size());
        for (WorldRow r : page.rows()) rows.add(new EntityRow(r.entity(), r.values()));
        return new RowPage(page.id(), page.components(), page.total(), page.offset(), rows, page.sparse());
    }

    static EntityView entity(WorldEntity e) {
        return new EntityView(e.entity(), e.table(), e.components(), e.sparse());
    }
}
