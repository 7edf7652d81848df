package savelens.app.ecs;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import savelens.app.task.DrivenTaskExecutor;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.world.InProcessWorld;
import savelens.ecs.world.WorldRow;

/** Cells committed one after the other reach the world in that order, however the workers that send them are scheduled. */
class LiveEditsOrderTest {
    static final FieldColumn X = new FieldColumn("Position", "x");

    DemoWorld demo;
    InProcessWorld world;
    DrivenTaskExecutor executor;
    LiveConnection connection;
    LiveEdits edits;
    int taken;

    @BeforeEach
    void show() {
        demo = new DemoWorld(7, 50);
        world = new InProcessWorld(demo);
        executor = new DrivenTaskExecutor();
        LiveMessage message = new LiveMessage();
        connection = new LiveConnection(executor, address -> { throw new AssertionError(address); }, w -> { }, message::say);
        connection.show(world);
        edits = new LiveEdits(executor, () -> 0L, connection, message, () -> taken++);
    }

    @AfterEach
    void close() {
        demo.close();
    }

    LiveRow firstMovingRow() {
        WorldRow r = world.rows("Position+Velocity", 0, 1).rows().get(0);
        return new LiveRow(r.entity(), r.values(), Set.of());
    }

    double xOf(LiveRow row) {
        return world.entity(row.entity()).components().get("Position").get("x").doubleValue();
    }

    @Test
    void theValueTypedLastIsTheOneTheWorldKeeps() {
        LiveRow row = firstMovingRow();
        edits.editCell(row, X, "1.5");
        edits.editCell(row, X, "2.5"); // typed again before the first edit landed

        executor.runAllNewestFirst();

        assertEquals(2.5, xOf(row));
        assertEquals(2, taken);
    }

    @Test
    void anEditStillWaitingWhenAnotherWorldIsShownIsNotSent() {
        LiveRow row = firstMovingRow();
        edits.editCell(row, X, "1.5"); // handed to a worker
        edits.editCell(row, X, "2.5"); // waits for the first
        DemoWorld other = new DemoWorld(8, 10);
        try {
            connection.show(new InProcessWorld(other));
            executor.runAll();
        } finally {
            other.close();
        }

        assertEquals(1.5, xOf(row), "the second edit was typed for a world let go");
        assertEquals(0, taken, "neither is reported against the world shown now");
    }

    @Test
    void twoFieldsTypedBeforeTheRowIsReadAgainAreBothKept() {
        LiveRow row = firstMovingRow();
        edits.editCell(row, X, "1.5");
        edits.editCell(row, new FieldColumn("Position", "y"), "-4.25"); // the row still shows the old x

        executor.runAll();

        assertEquals(1.5, xOf(row), "the second edit did not send x back as the row showed it");
        assertEquals(-4.25, world.entity(row.entity()).components().get("Position").get("y").doubleValue());
    }

    @Test
    void anEditOfARowReadAgainBuildsOnWhatWasRead() {
        LiveRow row = firstMovingRow();
        edits.editCell(row, X, "1.5");
        executor.runAll();
        LiveRow readAgain = firstMovingRow();
        assertEquals(1.5, readAgain.values().get("Position").get("x").doubleValue());
        edits.editCell(readAgain, new FieldColumn("Position", "y"), "3");
        executor.runAll();

        assertEquals(1.5, xOf(readAgain));
        assertEquals(3.0, world.entity(readAgain.entity()).components().get("Position").get("y").doubleValue());
    }
}
