package savelens.ecs.live;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import savelens.ecs.world.WorldEntity;
import savelens.ecs.world.WorldRow;
import savelens.ecs.world.WorldTable;

/**
 * The live protocol's JSON shapes are the world contract's own values written as docs/live-protocol.md gives
 * them: what a world adds for its readers, a table's built-in flag and each entity's name in that world, is
 * left out (a SaveLens world has no built-in tables and names an entity by its handle, which is sent anyway).
 */
final class ProtocolRecords {
    private ProtocolRecords() {}

    @JsonIgnoreProperties("builtIn")
    private interface TableShape {}

    @JsonIgnoreProperties("name")
    private interface UnnamedShape {}

    /** The mapper every answer and event is written with. */
    static ObjectMapper mapper() {
        return JsonMapper.builder()
                .addMixIn(WorldTable.class, TableShape.class)
                .addMixIn(WorldRow.class, UnnamedShape.class)
                .addMixIn(WorldEntity.class, UnnamedShape.class)
                .build();
    }
}
