package savelens.app.task;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The task API as view-model tests see it: a task's life, its reports, cancel and failure, on the synchronous executor. */
class CurrentThreadTaskExecutorTest {
    final CurrentThreadTaskExecutor executor = new CurrentThreadTaskExecutor();
    final List<String> outcomes = new ArrayList<>();

    <T> BackgroundTask<T> recorded(BackgroundTask<T> task) {
        return task.onSuccess(r -> outcomes.add("success " + r))
                .onFailure(e -> outcomes.add("failure " + e.getMessage()))
                .onCancelled(() -> outcomes.add("cancelled"));
    }

    @Test void aRunningTaskIsListedAndLeavesTheListAsItIsDone() {
        List<List<BackgroundTask<?>>> seenInside = new ArrayList<>();
        List<TaskState> statesInside = new ArrayList<>();
        BackgroundTask<String> task = recorded(BackgroundTask.of("Counting", context -> {
            seenInside.add(List.copyOf(executor.runningTasks()));
            return "42";
        }));
        task.stateProperty().addListener((o, was, now) -> statesInside.add(now));
        assertEquals(TaskState.READY, task.stateProperty().get());

        assertSame(task, executor.execute(task));

        assertEquals(List.of(List.of(task)), seenInside);
        assertTrue(executor.runningTasks().isEmpty());
        assertEquals(List.of(TaskState.RUNNING, TaskState.SUCCEEDED), statesInside);
        assertEquals(List.of("success 42"), outcomes);
        assertTrue(task.isDone());
    }

    @Test void theCallbackSeesTheListWithoutItsTask() {
        List<Integer> sizes = new ArrayList<>();
        executor.execute(BackgroundTask.of("Quick", context -> 1).onSuccess(r -> sizes.add(executor.runningTasks().size())));
        assertEquals(List.of(0), sizes);
    }

    @Test void reportsReachTheTaskAsTheWorkMakesThem() {
        List<Double> fractions = new ArrayList<>();
        List<String> messages = new ArrayList<>();
        BackgroundTask<Void> task = BackgroundTask.of("Reading", context -> {
            context.report("a quarter", 0.25);
            context.report("half", 0.5);
            context.report("resolving", -1);
            return null;
        });
        task.progressProperty().addListener((o, was, now) -> fractions.add(now.doubleValue()));
        task.messageProperty().addListener((o, was, now) -> messages.add(now));
        assertEquals(-1, task.progressProperty().get(), "unknown until the work says");

        executor.execute(task);

        assertEquals(List.of(0.25, 0.5, -1.0), fractions);
        assertEquals(List.of("a quarter", "half", "resolving"), messages);
    }

    @Test void aTaskCancelledBeforeItRunsNeverStarts() {
        boolean[] ran = {false};
        BackgroundTask<String> task = recorded(BackgroundTask.of("Never", context -> {
            ran[0] = true;
            return "x";
        }));
        task.cancel();
        assertEquals(List.of("cancelled"), outcomes, "settled at once");

        executor.execute(task);

        assertFalse(ran[0]);
        assertTrue(executor.runningTasks().isEmpty());
        assertEquals(TaskState.CANCELLED, task.stateProperty().get());
        assertEquals(List.of("cancelled"), outcomes, "one outcome, once");
    }

    @Test void aTaskCancelledWhileItRunsIsInterruptedAndItsOutcomeDropped() {
        CountDownLatch neverOpened = new CountDownLatch(1);
        BackgroundTask<String> task = recorded(BackgroundTask.of("Blocked", context -> {
            context.report("about to block", 0.1);
            // blocking work only an interrupt ends: the cancel below interrupted this thread, so it throws at once
            neverOpened.await(60, TimeUnit.SECONDS);
            return "woke";
        }));
        task.progressProperty().addListener((o, was, now) -> task.cancel()); // the user pressed Cancel

        executor.execute(task);

        assertEquals(List.of("cancelled"), outcomes, "neither the failure (the interrupt) nor a success follows");
        assertEquals(TaskState.CANCELLED, task.stateProperty().get());
        assertTrue(task.isCancelled());
        assertTrue(executor.runningTasks().isEmpty());
        assertFalse(Thread.currentThread().isInterrupted(), "the interrupt stays with the cancelled work");
    }

    @Test void aResultDeliveredAfterACancelGoesToTheDroppedCallbackAlone() {
        BackgroundTask<String> task = recorded(BackgroundTask.of("Opening", context -> {
            context.report("answered", 1);
            return "connection";
        }));
        task.onDropped(r -> outcomes.add("dropped " + r));
        task.progressProperty().addListener((o, was, now) -> task.cancel()); // Cancel pressed as the answer came

        executor.execute(task);

        assertEquals(List.of("cancelled", "dropped connection"), outcomes, "what it opened is handed back to be let go");
        assertEquals(TaskState.CANCELLED, task.stateProperty().get());
    }

    @Test void longLoopsSeeTheCancelThroughTheContext() {
        int[] rounds = {0};
        BackgroundTask<Integer> task = recorded(BackgroundTask.of("Looping", context -> {
            while (!context.isCancelled()) {
                rounds[0]++;
                if (rounds[0] == 3) context.onUiThread(() -> executor.runningTasks().get(0).cancel());
                if (rounds[0] > 1000) throw new AssertionError("the cancel was not seen");
            }
            return rounds[0];
        }));
        executor.execute(task);
        assertEquals(3, rounds[0]);
        assertEquals(List.of("cancelled"), outcomes);
        assertFalse(Thread.currentThread().isInterrupted());
    }

    @Test void updatesAfterACancelAreDropped() {
        List<String> delivered = new ArrayList<>();
        BackgroundTask<Void> task = BackgroundTask.of("Chatty", context -> {
            context.onUiThread(() -> delivered.add("before"));
            context.onUiThread(() -> executor.runningTasks().get(0).cancel());
            context.onUiThread(() -> delivered.add("after"));
            return null;
        });
        executor.execute(task);
        assertEquals(List.of("before"), delivered);
        assertFalse(Thread.currentThread().isInterrupted());
    }

    @Test void aFailureReachesTheFailureCallbackWithWhatWasThrown() {
        IOException thrown = new IOException("disk gone");
        List<Throwable> failures = new ArrayList<>();
        BackgroundTask<String> task = BackgroundTask.<String>of("Reading", context -> { throw thrown; }).onFailure(failures::add);
        executor.execute(task);
        assertEquals(List.of(thrown), failures);
        assertEquals(TaskState.FAILED, task.stateProperty().get());
        assertTrue(executor.runningTasks().isEmpty());
    }

    @Test void errorsAreReportedAsFailuresToo() {
        List<Throwable> failures = new ArrayList<>();
        executor.execute(BackgroundTask.of("Deep", context -> { throw new StackOverflowError("too deep"); }).onFailure(failures::add));
        assertEquals(1, failures.size());
        assertTrue(failures.get(0) instanceof StackOverflowError);
    }

    @Test void aTaskThatMustFinishIgnoresCancel() {
        BackgroundTask<String> task = recorded(BackgroundTask.of("Saving", context -> {
            context.report("writing", 0.5);
            return "saved";
        }).cancellable(false));
        task.progressProperty().addListener((o, was, now) -> task.cancel());
        executor.execute(task);
        assertEquals(List.of("success saved"), outcomes);
        assertFalse(task.isCancelled());
    }

    @Test void aTaskRunsOnce() {
        BackgroundTask<Integer> task = BackgroundTask.of("Once", context -> 1);
        executor.execute(task);
        assertThrows(IllegalStateException.class, () -> executor.execute(task));
    }

    @Test void repeatingActionsRunWhenTheTestSaysAndStopWhenCancelled() {
        int[] polls = {0};
        Repeating poll = executor.repeat(Duration.ofMillis(250), () -> polls[0]++);
        assertEquals(List.of(Duration.ofMillis(250)), executor.repeatingPeriods());
        executor.runRepeating();
        executor.runRepeating();
        assertEquals(2, polls[0]);
        poll.cancel();
        executor.runRepeating();
        assertEquals(2, polls[0]);
        assertEquals(List.of(), executor.repeatingPeriods());
    }

    /**
     * A live world tells of its changes on a thread of its own and asks the executor from there, as the window's
     * executor expects: the tasks of two threads take turns, so none is lost from the list or left on it.
     */
    @Test void tasksAskedForFromTwoThreadsAtOnceTakeTurns() throws Exception {
        List<Throwable> failures = java.util.Collections.synchronizedList(new ArrayList<>());
        java.util.concurrent.atomic.AtomicInteger done = new java.util.concurrent.atomic.AtomicInteger();
        CountDownLatch go = new CountDownLatch(1);
        Runnable asking = () -> {
            // a listener's failure is reported to the thread's handler, not thrown: gather it here
            Thread.currentThread().setUncaughtExceptionHandler((t, e) -> failures.add(e));
            try {
                go.await();
                for (int i = 0; i < 20_000; i++) {
                    executor.execute(BackgroundTask.of("Change", context -> Boolean.TRUE).onSuccess(x -> done.incrementAndGet()));
                }
            } catch (Throwable e) {
                failures.add(e);
            }
        };
        Thread one = new Thread(asking, "first");
        Thread other = new Thread(asking, "second");
        one.start();
        other.start();
        go.countDown();
        one.join(60_000);
        other.join(60_000);

        assertEquals(List.of(), failures);
        assertEquals(40_000, done.get(), "every task ran to its end");
        assertTrue(executor.runningTasks().isEmpty(), "and left the list: " + executor.runningTasks().size());
    }
}
