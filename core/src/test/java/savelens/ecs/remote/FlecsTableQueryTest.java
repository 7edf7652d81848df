package savelens.ecs.remote;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.ecs.world.WorldTable;

class FlecsTableQueryTest {
    static WorldTable table(String id, long count, String... type) {
        return new WorldTable(id, List.of(type), count, count, null, 1, false);
    }

    @Test
    void excludesOneIdOfEachLargerTableWithEntities() {
        WorldTable p = table("1", 10, "Position");
        List<WorldTable> all = List.of(p, table("2", 5, "Position", "Velocity"), table("3", 5, "Position", "Velocity", "Sprite"),
                table("4", 0, "Position", "Health"), table("5", 3, "Sprite"));
        // Velocity rules out both larger tables with entities; the empty Position+Health needs nothing
        assertEquals("Position, !Velocity", FlecsTableQuery.expression(p, all));
    }

    @Test
    void aTableNoOtherContainsNeedsNoExclusion() {
        WorldTable pv = table("2", 5, "Position", "Velocity");
        assertEquals("Position, Velocity", FlecsTableQuery.expression(pv, List.of(table("1", 9, "Position"), pv)));
    }

    @Test
    void theEmptyTableAndQueriesBeyondFlecsTermLimitCannotBeExpressed() {
        assertNull(FlecsTableQuery.expression(table("0", 3), List.of()));
        WorldTable named = table("4", 1, "(Identifier,Name)");
        List<WorldTable> all = new ArrayList<>(List.of(named));
        for (int i = 0; i < 40; i++) all.add(table("t" + i, 1, "(Identifier,Name)", "Tag" + i));
        assertNull(FlecsTableQuery.expression(named, all));
    }
}
