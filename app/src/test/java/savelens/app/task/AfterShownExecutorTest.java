package savelens.app.task;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Work that can wait is held until the tree is shown, and after that while work the user waits for runs. */
class AfterShownExecutorTest {
    final HeldTaskExecutor worker = new HeldTaskExecutor().hold();
    final AfterShownExecutor afterTree = new AfterShownExecutor(worker);
    final List<String> ran = new ArrayList<>();

    BackgroundTask<String> task(String name) {
        return BackgroundTask.of(name, context -> {
            ran.add(name);
            return name;
        });
    }

    private List<String> titles(List<BackgroundTask<?>> tasks) {
        return tasks.stream().map(BackgroundTask::title).toList();
    }

    @Test void whatCanWaitStartsOnceTheTreeIsShownInTheOrderItCame() {
        afterTree.execute(task("hierarchy"));
        afterTree.execute(task("findings"));
        assertEquals(List.of("hierarchy", "findings"), titles(afterTree.heldTasks()));
        assertTrue(worker.held().isEmpty());
        afterTree.release();
        assertEquals(List.of("hierarchy", "findings"), titles(worker.held()));
        afterTree.execute(task("later"));
        assertEquals(List.of("hierarchy", "findings", "later"), titles(worker.held()), "started at once once released");
    }

    @Test void workTheUserWaitsForStartsAtOnceAndWhatCanWaitComesAfterIt() {
        afterTree.execute(task("hierarchy"));
        afterTree.executeFirst(task("sizes")); // the Size panel opened before the tree's rows were on screen
        assertEquals(List.of("sizes"), titles(worker.held()));
        afterTree.release();
        afterTree.execute(task("naming"));
        assertEquals(List.of("sizes"), titles(worker.held()), "nothing that can wait starts while the sizes are worked out");
        assertEquals(List.of("hierarchy", "naming"), titles(afterTree.heldTasks()));
        worker.runHeld();
        assertEquals(List.of("sizes"), ran);
        assertEquals(List.of("hierarchy", "naming"), titles(worker.held()));
        assertTrue(afterTree.heldTasks().isEmpty());
    }

    @Test void afterAnEditWhatItSetsOffWaitsForTheTreeAgain() {
        afterTree.release();
        afterTree.hold(); // an edit landed: the tree shows its state at the next layout pulse
        afterTree.execute(task("hierarchy of the edit"));
        afterTree.execute(task("query asked again"));
        assertTrue(worker.held().isEmpty());
        assertEquals(List.of("hierarchy of the edit", "query asked again"), titles(afterTree.heldTasks()));
        afterTree.release();
        assertEquals(List.of("hierarchy of the edit", "query asked again"), titles(worker.held()));
        assertTrue(afterTree.heldTasks().isEmpty());
    }

    @Test void workHeldForOneCancelledStartsAsIfItWereDone() {
        afterTree.release();
        BackgroundTask<String> sizes = afterTree.executeFirst(task("sizes"));
        afterTree.execute(task("findings"));
        sizes.cancel(); // the panel went away
        worker.runHeld();
        assertEquals(List.of("findings"), ran);
    }

    @Test void workThatCanWaitAndIsRunningStepsAsideWhileTheUsersWorkRuns() throws InterruptedException {
        afterTree.release();
        List<String> steps = java.util.Collections.synchronizedList(new ArrayList<>());
        BackgroundTask<String> hierarchy = afterTree.execute(BackgroundTask.of("hierarchy", context -> {
            steps.add("started");
            savelens.progress.ReadProgress.checkCancelled();
            steps.add("went on");
            return "hierarchy";
        }));
        BackgroundTask<String> sizes = afterTree.executeFirst(task("sizes")); // the Size panel opened meanwhile
        Thread running = new Thread(() -> {
            try {
                hierarchy.call(new TaskContext() {
                    @Override public boolean isCancelled() { return false; }
                    @Override public void report(String message, double progress) { }
                    @Override public void onUiThread(Runnable update) { }
                });
            } catch (Exception e) {
                steps.add(e.toString());
            }
        });
        running.start();
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (running.getState() != Thread.State.TIMED_WAITING && running.isAlive() && System.nanoTime() < deadline) Thread.onSpinWait();
        assertEquals(List.of("started"), steps, "waits at its check while the sizes are worked out");
        sizes.cancel(); // done (here: the panel went away)
        running.join(20_000);
        assertEquals(List.of("started", "went on"), steps);
    }
}
