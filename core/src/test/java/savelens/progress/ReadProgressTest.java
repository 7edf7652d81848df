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
    void aHelioReadInterruptedAfterIndexingStopsWhileClassifying() {
        // "fields" before "id": these nodes are classified from the finished index, after the indexing pass.
        StringBuilder b = new StringBuilder("{\"root\":0,\"nodes\":[");
        for (int i = 0; i < 20_000; i++) b.append(i == 0 ? "" : ",").append("{\"fields\":{},\"id\":").append(i).append(",\"type\":\"A\"}");
        byte[] text = b.append("]}").toString().getBytes(StandardCharsets.UTF_8);
        // Interrupted on the last progress report of the indexing pass, so only the classification can stop it.
        long[] reports = new long[1];
        ReadProgress.during((done, total) -> reports[0]++, () -> JsonIndexer.index(text));
        long[] seen = new long[1];
        try {
            assertThrows(CancellationException.class, () -> ReadProgress.during((done, total) -> {
                if (++seen[0] == reports[0]) Thread.currentThread().interrupt();
            }, () -> savelens.file.Formats.read(text, savelens.document.ReadContext.of(java.nio.file.Path.of("big.json")))));
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
