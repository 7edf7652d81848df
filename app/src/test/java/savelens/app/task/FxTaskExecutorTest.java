package savelens.app.task;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The GUI's executor: work on a worker thread, its reports and outcome back on the JavaFX thread. */
@ExtendWith(ApplicationExtension.class)
class FxTaskExecutorTest {
    final FxTaskExecutor executor = new FxTaskExecutor();

    @Start void start(Stage stage) { }

    @AfterEach void stop() { executor.shutdown(); }

    @Test void workRunsOffTheFxThreadAndLandsOnIt(FxRobot robot) throws Exception {
        AtomicReference<Thread> worker = new AtomicReference<>();
        List<String> callbacks = new CopyOnWriteArrayList<>();
        CountDownLatch go = new CountDownLatch(1);
        BackgroundTask<String> task = BackgroundTask.of("Working", context -> {
            worker.set(Thread.currentThread());
            context.report("halfway", 0.5);
            go.await(10, TimeUnit.SECONDS);
            return "done";
        }).onSuccess(r -> callbacks.add(r + " on " + (Platform.isFxApplicationThread() ? "fx" : "other")));
        robot.interact(() -> executor.execute(task));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> task.progressProperty().get() == 0.5);
        robot.interact(() -> {
            assertEquals(List.of(task), executor.runningTasks());
            assertEquals("halfway", task.messageProperty().get());
        });
        go.countDown();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, task::isDone);
        WaitForAsyncUtils.waitForFxEvents();
        assertNotNull(worker.get());
        assertFalse(worker.get().getName().contains("JavaFX"), worker.get().getName());
        assertEquals(List.of("done on fx"), callbacks);
        robot.interact(() -> assertTrue(executor.runningTasks().isEmpty()));
    }

    @Test void aTaskAskedForAfterShutdownIsCancelledNotThrown(FxRobot robot) {
        executor.shutdown();
        List<String> callbacks = new CopyOnWriteArrayList<>();
        BackgroundTask<String> task = BackgroundTask.of("Too late", context -> "ran")
                .onSuccess(callbacks::add).onFailure(e -> callbacks.add("failure: " + e)).onCancelled(() -> callbacks.add("cancelled"));
        robot.interact(() -> {
            executor.execute(task);
            assertTrue(task.isCancelled());
            assertTrue(executor.runningTasks().isEmpty(), "nothing is left listed as running");
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("cancelled"), callbacks);
    }

    @Test void cancelInterruptsTheWorkerAndSettlesAtOnce(FxRobot robot) throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch interrupted = new CountDownLatch(1);
        List<String> callbacks = new CopyOnWriteArrayList<>();
        BackgroundTask<String> task = BackgroundTask.of("Waiting", context -> {
            started.countDown();
            try {
                new CountDownLatch(1).await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                interrupted.countDown();
                throw e;
            }
            return "never";
        }).onSuccess(callbacks::add).onFailure(e -> callbacks.add("failure")).onCancelled(() -> callbacks.add("cancelled"));
        robot.interact(() -> executor.execute(task));
        assertTrue(started.await(10, TimeUnit.SECONDS));
        robot.interact(() -> {
            task.cancel();
            assertEquals(List.of("cancelled"), callbacks, "before cancel returns");
            assertTrue(executor.runningTasks().isEmpty());
        });
        assertTrue(interrupted.await(10, TimeUnit.SECONDS), "the worker was interrupted");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("cancelled"), callbacks, "the interrupt's failure is dropped");
    }

    /**
     * The analyses in line run one at a time on two processors, the next listed as running before the one before it
     * leaves the list: whoever waits for the list to empty (the sizes worked out ahead) waits for the whole line.
     */
    @Test void analysesInLineRunOneAfterAnotherInOrder(FxRobot robot) throws Exception {
        FxTaskExecutor twoProcessors = new FxTaskExecutor(TaskLine.widthFor(2));
        try {
            List<String> ran = new CopyOnWriteArrayList<>();
            CountDownLatch firstStarted = new CountDownLatch(1);
            CountDownLatch letFirstEnd = new CountDownLatch(1);
            BackgroundTask<String> hierarchy = BackgroundTask.of("hierarchy", context -> {
                firstStarted.countDown();
                letFirstEnd.await(10, TimeUnit.SECONDS);
                ran.add("hierarchy");
                return "hierarchy";
            }).inLine(true);
            BackgroundTask<String> graph = BackgroundTask.of("graph", context -> {
                ran.add("graph");
                return "graph";
            }).inLine(true);
            BackgroundTask<String> findings = BackgroundTask.of("findings", context -> {
                ran.add("findings");
                return "findings";
            }).inLine(true);
            List<Integer> listed = new CopyOnWriteArrayList<>();
            robot.interact(() -> {
                twoProcessors.runningTasks().addListener((javafx.collections.ListChangeListener<BackgroundTask<?>>) c ->
                        listed.add(twoProcessors.runningTasks().size()));
                twoProcessors.execute(hierarchy);
                twoProcessors.execute(graph);
                twoProcessors.execute(findings);
            });
            assertTrue(firstStarted.await(10, TimeUnit.SECONDS));
            robot.interact(() -> {
                assertEquals(List.of(hierarchy), twoProcessors.runningTasks(), "the others wait in line");
                assertEquals(TaskState.READY, graph.stateProperty().get());
                assertEquals(TaskState.READY, findings.stateProperty().get());
            });
            letFirstEnd.countDown();
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, findings::isDone);
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(List.of("hierarchy", "graph", "findings"), ran);
            assertEquals(0, (int) listed.get(listed.size() - 1));
            assertFalse(listed.subList(0, listed.size() - 1).contains(0), "the list stayed full until the line ended: " + listed);
        } finally {
            twoProcessors.shutdown();
        }
    }

    @Test void workNotInLineStartsAtOnceBesideIt(FxRobot robot) throws Exception {
        FxTaskExecutor twoProcessors = new FxTaskExecutor(TaskLine.widthFor(2));
        try {
            CountDownLatch end = new CountDownLatch(1);
            CountDownLatch bothRunning = new CountDownLatch(2);
            BackgroundTask<String> analysis = BackgroundTask.of("hierarchy", context -> {
                bothRunning.countDown();
                end.await(10, TimeUnit.SECONDS);
                return "hierarchy";
            }).inLine(true);
            BackgroundTask<String> load = BackgroundTask.of("opening", context -> {
                bothRunning.countDown();
                end.await(10, TimeUnit.SECONDS);
                return "opening";
            });
            robot.interact(() -> {
                twoProcessors.execute(analysis);
                twoProcessors.execute(load);
            });
            assertTrue(bothRunning.await(10, TimeUnit.SECONDS), "a file opened does not wait for the analyses");
            end.countDown();
        } finally {
            twoProcessors.shutdown();
        }
    }

    @Test void aFailureOnTheWorkerIsReportedOnTheFxThread(FxRobot robot) throws Exception {
        List<String> failures = new CopyOnWriteArrayList<>();
        BackgroundTask<String> task = BackgroundTask.<String>of("Failing", context -> { throw new IllegalStateException("broken"); })
                .onFailure(e -> failures.add(e.getMessage() + (Platform.isFxApplicationThread() ? " on fx" : "")));
        robot.interact(() -> executor.execute(task));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, task::isDone);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("broken on fx"), failures);
        assertEquals(TaskState.FAILED, task.stateProperty().get());
    }

    /** Shutting the executor down (the window closing) interrupts work still running: no failure is reported for it. */
    @Test void shutdownEndsRunningWorkWithoutAFailure(FxRobot robot) throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        List<String> callbacks = new CopyOnWriteArrayList<>();
        BackgroundTask<String> task = BackgroundTask.of("Polling", context -> {
            started.countDown();
            new CountDownLatch(1).await(60, TimeUnit.SECONDS);
            return "never";
        }).onSuccess(callbacks::add).onFailure(e -> callbacks.add("failure: " + e)).onCancelled(() -> callbacks.add("cancelled"));
        robot.interact(() -> executor.execute(task));
        assertTrue(started.await(10, TimeUnit.SECONDS));
        executor.shutdown();
        assertTrue(executor.awaitStopped(java.time.Duration.ofSeconds(10)), "the worker was interrupted and ended");
        WaitForAsyncUtils.waitForFxEvents(); // a failure would have been handed to the JavaFX thread before the worker ended
        assertEquals(List.of(), callbacks);
    }
}
