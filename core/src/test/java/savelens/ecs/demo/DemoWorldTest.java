package savelens.ecs.demo;

import static org.junit.jupiter.api.Assertions.*;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import savelens.Await;
import savelens.ecs.world.InProcessWorld;
import savelens.ecs.world.WorldPage;
import savelens.ecs.world.WorldTable;

class DemoWorldTest {
    @Test
    void aSeedReplaysTheSameRun() {
        DemoWorld one = new DemoWorld(42, 300);
        DemoWorld two = new DemoWorld(42, 300);
        InProcessWorld readOne = new InProcessWorld(one), readTwo = new InProcessWorld(two);
        for (int i = 0; i < 10; i++) {
            one.step(37);
            two.step(37);
            assertEquals(readOne.tables(), readTwo.tables());
        }
        for (WorldTable t : readOne.tables()) {
            WorldPage a = readOne.rows(t.id(), 0, 10_000);
            assertEquals(a, readTwo.rows(t.id(), 0, 10_000));
        }
        assertNotEquals(readOne.tables(), new InProcessWorld(new DemoWorld(43, 300)).tables());
    }

    @Test
    void tablesAppearGrowShrinkAndEmpty() {
        DemoWorld demo = new DemoWorld(7, 500);
        Set<String> seen = new HashSet<>();
        Map<String, Long> previous = new HashMap<>();
        Set<String> grew = new HashSet<>(), shrank = new HashSet<>(), emptied = new HashSet<>();
        InProcessWorld read = new InProcessWorld(demo);
        int initialTables = read.tables().size();
        long mostFrozen = 0;
        for (int tick = 0; tick < 1300; tick++) {
            demo.step();
            long frozen = 0;
            for (WorldTable t : read.tables()) frozen += t.sparse().getOrDefault("Frozen", 0L);
            mostFrozen = Math.max(mostFrozen, frozen);
            if (demo.tick() % 600 == 0) assertEquals(0, frozen, "the thaw wave at tick " + demo.tick() + " thaws everyone");
            for (WorldTable t : read.tables()) {
                seen.add(t.id());
                Long before = previous.put(t.id(), t.entities());
                if (before == null) continue;
                if (t.entities() > before) grew.add(t.id());
                if (t.entities() < before) shrank.add(t.id());
                if (before > 0 && t.entities() == 0) emptied.add(t.id());
            }
        }
        assertTrue(initialTables >= 2);
        assertTrue(seen.size() >= initialTables);
        assertFalse(grew.isEmpty());
        assertFalse(shrank.isEmpty());
        assertTrue(mostFrozen > 0, "entities freeze between thaw waves");
        assertTrue(seen.stream().noneMatch(id -> id.contains("Frozen")), "Frozen is sparse: no table holds it: " + seen);
        assertEquals(1300, demo.tick());
        long entities = new InProcessWorld(demo).summary().entities();
        assertTrue(entities > 250 && entities <= 500, "population stays near the target: " + entities);
    }

    @Test
    void movingEntitiesMoveAndFrozenOnesDoNot() {
        DemoWorld demo = new DemoWorld(3, 200);
        DemoComponents c = demo.components();
        long mover = demo.world().spawn(c.position().with(new Position(100, 100)), c.velocity().with(new Velocity(60, 0)));
        long frozen = demo.world().spawn(c.position().with(new Position(100, 100)), c.velocity().with(new Velocity(60, 0)),
                c.frozen().with(Frozen.INSTANCE));
        demo.step();
        if (demo.world().has(mover, c.velocity()) && !demo.world().has(mover, c.frozen())) {
            assertEquals(101.0, demo.world().get(mover, c.position()).x(), 1e-9);
        }
        if (demo.world().has(frozen, c.frozen())) assertEquals(new Position(100, 100), demo.world().get(frozen, c.position()));
    }

    @Test
    void theClockTicksAndPauseStopsIt() {
        try (DemoWorld demo = new DemoWorld(1, 100)) {
            demo.start();
            Await.until("the clock advances the world", () -> demo.tick() >= 3);
            demo.pause();
            long paused = demo.tick();
            long beats = demo.clockBeats();
            Await.until("the clock beats on while paused", () -> demo.clockBeats() >= beats + 5);
            assertEquals(paused, demo.tick(), "no tick while paused");
            demo.step();
            assertEquals(paused + 1, demo.tick(), "stepping by hand works while paused");
            demo.resume();
            Await.until("resume restarts the clock", () -> demo.tick() > paused + 1);
        }
    }

    @Test
    void componentsAreTheDocumentedOnes() {
        DemoWorld demo = new DemoWorld(1, 10);
        assertEquals(List.of("Position", "Velocity", "Sprite", "Health", "Frozen"), new InProcessWorld(demo).componentNames());
    }
}
