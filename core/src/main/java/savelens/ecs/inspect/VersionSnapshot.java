package savelens.ecs.inspect;

import java.util.List;

/** The {@code data} of a {@code versions} event: the tick and every table's change version. */
public record VersionSnapshot(long tick, List<TableVersion> tables) {
    public VersionSnapshot {
        tables = List.copyOf(tables);
    }

    public record TableVersion(String id, long version) {}
}
