package savelens.app.task;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import org.junit.jupiter.api.Test;

/** A worker's reports reach the UI thread as one pending hand-over at a time, never one per report. */
class RelayTest {
    /** A UI thread that runs what was posted only when the test says so, as a busy event loop would. */
    static final class QueuedUi implements TaskContext {
        final Queue<Runnable> posted = new ArrayDeque<>();
        boolean cancelled;

        @Override public void onUiThread(Runnable update) { posted.add(() -> { if (!cancelled) update.run(); }); }

        @Override public boolean isCancelled() { return cancelled; }

        @Override public void report(String message, double progress) { }

        void runPosted() { while (!posted.isEmpty()) posted.poll().run(); }
    }

    @Test void manyProgressReportsBecomeOneUpdateWithTheNewestValue() {
        QueuedUi ui = new QueuedUi();
        List<Integer> seen = new ArrayList<>();
        LatestValueRelay<Integer> relay = new LatestValueRelay<>(ui, seen::add);
        for (int i = 1; i <= 1000; i++) relay.offer(i);
        assertEquals(1, ui.posted.size(), "one hand-over pending, not a thousand");
        ui.runPosted();
        assertEquals(List.of(1000), seen);
        relay.offer(1001);
        relay.offer(1002);
        ui.runPosted();
        assertEquals(List.of(1000, 1002), seen);
    }

    @Test void partialResultsArriveInOrderInFewBatches() {
        QueuedUi ui = new QueuedUi();
        List<List<String>> batches = new ArrayList<>();
        BatchRelay<String> relay = new BatchRelay<>(ui, batches::add);
        relay.offer(List.of("a", "b"));
        relay.offer(List.of("c"));
        assertEquals(1, ui.posted.size());
        ui.runPosted();
        relay.offer(List.of("d"));
        ui.runPosted();
        assertEquals(List.of(List.of("a", "b", "c"), List.of("d")), batches);
    }

    @Test void nothingIsDeliveredAfterACancel() {
        QueuedUi ui = new QueuedUi();
        List<Integer> seen = new ArrayList<>();
        LatestValueRelay<Integer> relay = new LatestValueRelay<>(ui, seen::add);
        relay.offer(1);
        ui.cancelled = true;
        ui.runPosted();
        assertTrue(seen.isEmpty());
    }
}
