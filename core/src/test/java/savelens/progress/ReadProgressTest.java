package savelens.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import savelens.json.JsonIndexer;

class ReadProgressTest {
    private static byte[] bigArray(int n) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < n; i++) b.append(i == 0 ? "" : ",").append(i);
        return b.append(']').toString().getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void indexingReportsGrowingProgressUpToTheTextSize() {
        byte[] text = bigArray(300_000);
        List<long[]> seen = new ArrayList<>();
        ReadProgress.during((done, total) -> seen.add(new long[] {done, total}), () -> JsonIndexer.index(text));
        assertTrue(seen.size() >= 4, "reports: " + seen.size());
        for (int i = 0; i < seen.size(); i++) {
            assertEquals(text.length, seen.get(i)[1]);
            assertTrue(seen.get(i)[0] <= text.length);
            if (i > 0) assertTrue(seen.get(i)[0] > seen.get(i - 1)[0]);
        }
    }

    @Test
    void anInterruptedReadStopsWithCancellation() {
        byte[] text = bigArray(200_000);
        Thread.currentThread().interrupt();
        try {
            assertThrows(CancellationException.class, () -> JsonIndexer.index(text));
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void theListenerIsOnlyAttachedDuringTheRead() {
        List<Long> seen = new ArrayList<>();
        ReadProgress.during((done, total) -> seen.add(done), () -> 1);
        JsonIndexer.index(bigArray(200_000));
        assertTrue(seen.isEmpty());
    }
}
