package savelens.app.task;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Closing a document's tab stops what it started: the tasks waiting, the task running, and any given afterwards. */
class OwnedTasksTest {
    final DrivenTaskExecutor behind = new DrivenTaskExecutor();
    final OwnedTasks owned = new OwnedTasks(behind);

    @Test void cancelAllStopsTheTasksWaitingAndRunningButNotASave() {
        boolean[] ran = {false, false};
        BackgroundTask<String> waiting = owned.execute(BackgroundTask.of("Reading the scene hierarchy", c -> {
            ran[0] = true;
            return "scene";
        }));
        BackgroundTask<String> save = owned.execute(BackgroundTask.of("Saving", c -> "saved").cancellable(false));
        BackgroundTask<String> running = owned.execute(BackgroundTask.of("Analysing the graph", c -> {
            ran[1] = true;
            if (Thread.currentThread().isInterrupted()) throw new java.util.concurrent.CancellationException();
            return "analysed";
        }));
        assertEquals(3, owned.unfinished().size());
        behind.runNewest();
        assertTrue(running.isDone() && !running.isCancelled(), "a task that ran to its end is done");
        assertEquals(List.of(waiting, save), owned.unfinished(), "done tasks are let go");

        owned.cancelAll();
        assertTrue(waiting.isCancelled());
        assertFalse(save.isCancelled(), "a save must finish once begun");
        behind.runAll();
        assertFalse(ran[0], "a task cancelled while waiting never runs");
        assertTrue(save.isDone());
    }

    @Test void aTaskRunningWhenTheOwnerGoesIsInterruptedAndLaterTasksNeverStart() {
        boolean[] sawCancel = {false};
        BackgroundTask<String> running = owned.execute(BackgroundTask.of("Analysing the graph", c -> {
            sawCancel[0] = c.isCancelled() && Thread.currentThread().isInterrupted();
            return "analysed";
        }));
        behind.runNext(task -> owned.cancelAll()); // the tab closes while the worker is in the task
        assertTrue(sawCancel[0], "the work sees the cancel and its thread's interrupt");
        assertTrue(running.isCancelled());
        BackgroundTask<String> later = owned.execute(BackgroundTask.of("Listing the findings", c -> "rows"));
        assertTrue(later.isCancelled(), "nothing starts for a closed tab");
        assertEquals(List.of(), behind.waitingTitles());
        assertEquals(List.of(), owned.unfinished());
    }
}
