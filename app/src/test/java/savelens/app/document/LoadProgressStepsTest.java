package savelens.app.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A big file's read passes its fraction on in twentieths, not at each of the indexer's reports: each report the
 * window sees costs it a pulse (the status bar laid out and drawn again), taken from the read.
 */
class LoadProgressStepsTest {
    @TempDir Path dir;

    @Test void theFractionReadIsPassedOnAtMostOnceATwentieth() throws Exception {
        // About 6.8 million tokens: the indexer reports every 65,536, some hundred times.
        StringBuilder s = new StringBuilder("{\"root\":0,\"nodes\":[");
        for (int i = 0; i < 400_000; i++) {
            if (i > 0) s.append(',');
            s.append("{\"id\":").append(i).append(",\"type\":\"Crate\",\"fields\":{\"name\":\"crate ").append(i)
                    .append("\",\"weight\":").append(i % 97).append(".5}}");
        }
        Path big = dir.resolve("big.json");
        Files.writeString(big, s.append("]}").toString());

        List<LoadProgress> reports = new ArrayList<>();
        DocumentLoader.read(big, reports::add, Long.MAX_VALUE);

        List<Double> reading = reports.stream().filter(p -> p.step().equals(LoadProgress.READING) && p.fraction() > 0).map(LoadProgress::fraction).toList();
        assertTrue(reading.size() >= 5, "the bar still moves: " + reading);
        assertTrue(reading.size() <= DocumentLoader.READING_STEPS, "at most one report a twentieth: " + reading.size() + " " + reading);
        for (int i = 1; i < reading.size(); i++) {
            assertTrue((int) (reading.get(i) * DocumentLoader.READING_STEPS) > (int) (reading.get(i - 1) * DocumentLoader.READING_STEPS), reading.toString());
        }
        assertEquals(1, reports.stream().filter(p -> p.step().equals(LoadProgress.RESOLVING)).count(), reports.toString());
    }
}
