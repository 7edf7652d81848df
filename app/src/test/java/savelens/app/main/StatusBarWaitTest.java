package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.app.task.BackgroundTask;
import savelens.app.task.CurrentThreadTaskExecutor;

/**
 * A task that asks to be listed only once it has run a while (a query) leaves the status bar as it is when it is over
 * before that, and is listed, with its Cancel, when it goes on. The wait is the executor's timer: the test says when
 * it has passed, nothing sleeps.
 */
class StatusBarWaitTest {
    private static final Duration WAIT = Duration.ofMillis(400);

    @Test void aTaskThatGoesOnIsListedOnceItsWaitHasPassed() {
        CurrentThreadTaskExecutor executor = new CurrentThreadTaskExecutor();
        MainViewModel model = new MainViewModel(executor, AppPreferences.writtenAtOnce(InMemoryPreferences.fresh()));
        List<String> seen = new ArrayList<>();
        List<Boolean> cancellable = new ArrayList<>();
        executor.execute(BackgroundTask.of("Querying", context -> {
            seen.add(model.busyTextProperty().get());
            cancellable.add(model.cancellableProperty().get());
            executor.runRepeating(); // the wait has passed, and the task still runs
            seen.add(model.busyTextProperty().get());
            cancellable.add(model.cancellableProperty().get());
            return null;
        }).shownAfter(WAIT));
        assertEquals(List.of("", "Querying…"), seen);
        assertEquals(List.of(false, true), cancellable);
        assertFalse(model.busyProperty().get());
        assertFalse(executor.repeatingPeriods().contains(WAIT), "its timer is gone");
    }

    @Test void aTaskOverBeforeItsWaitNeverReachesTheStatusBar() {
        CurrentThreadTaskExecutor executor = new CurrentThreadTaskExecutor();
        MainViewModel model = new MainViewModel(executor, AppPreferences.writtenAtOnce(InMemoryPreferences.fresh()));
        List<Boolean> busy = new ArrayList<>();
        model.busyProperty().addListener((o, was, now) -> busy.add(now));
        executor.execute(BackgroundTask.of("Querying", context -> null).shownAfter(WAIT));
        executor.runRepeating(); // the timer fires after the task is over: nothing to list
        assertEquals(List.of(), busy);
        assertFalse(executor.repeatingPeriods().contains(WAIT));
        // A task with no wait is listed as it starts, as before.
        List<String> seen = new ArrayList<>();
        executor.execute(BackgroundTask.of("Saving", context -> seen.add(model.busyTextProperty().get())));
        assertEquals(List.of("Saving…"), seen);
    }
}
