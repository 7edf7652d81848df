package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Loading reports its progress and Cancel leaves the window as it was (synchronous executor: deterministic). */
class LoadProgressAndCancelTest {
    @TempDir Path dir;
    final Preferences node = InMemoryPreferences.fresh();
    final MainViewModel model = WindowUnderTest.model(node);
    Path big;


    /** A helio document big enough for the indexer to report several times (it reports every 65,536 tokens). */
    @BeforeEach void writeBigDocument() throws Exception {
        StringBuilder s = new StringBuilder("{\"root\":0,\"nodes\":[");
        for (int i = 0; i < 40_000; i++) {
            if (i > 0) s.append(',');
            s.append("{\"id\":").append(i).append(",\"type\":\"Crate\",\"fields\":{\"name\":\"crate ").append(i)
                    .append("\",\"weight\":").append(i % 97).append(".5}}");
        }
        big = dir.resolve("big.json");
        Files.writeString(big, s.append("]}").toString());
    }

    @Test void progressIsReportedInStepsAndClearedWhenDone() {
        List<Double> fractions = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        model.progressProperty().addListener((o, was, now) -> fractions.add(now.doubleValue()));
        model.busyTextProperty().addListener((o, was, now) -> texts.add(now));
        model.open(big);

        List<Double> determinate = fractions.stream().filter(f -> f > 0 && f < 1).toList();
        assertTrue(determinate.size() >= 2, "several fractions while indexing: " + fractions);
        for (int i = 1; i < determinate.size(); i++) assertTrue(determinate.get(i) > determinate.get(i - 1), fractions.toString());
        assertTrue(texts.stream().anyMatch(t -> t.startsWith("Opening big.json… reading ") && t.endsWith(" %")), texts.toString());
        assertTrue(texts.contains("Opening big.json… resolving references"), texts.toString());
        // A file this big shows its tree first: its graph is analysed once the tree shows, not as part of the read.
        assertFalse(texts.contains("Opening big.json… analysing the graph"), texts.toString());
        assertFalse(model.current().analysedProperty().get());

        assertEquals(1, model.documents().size());
        assertEquals(0.0, model.progressProperty().get());
        assertEquals("", model.busyTextProperty().get());
        assertFalse(model.busyProperty().get());
        assertFalse(model.loadingProperty().get());
    }

    @Test void cancelWhileReadingLeavesNothingHalfOpen() throws Exception {
        model.open(copyOfSample());
        assertEquals(1, model.documents().size());
        boolean[] cancelled = {false};
        model.progressProperty().addListener((o, was, now) -> {
            if (now.doubleValue() > 0 && !cancelled[0]) {
                assertTrue(model.loadingProperty().get(), "Cancel is offered while loading");
                cancelled[0] = true;
                model.cancelLoading();
            }
        });
        model.open(big);

        assertTrue(cancelled[0]);
        assertEquals(1, model.documents().size(), "only the document opened before");
        assertEquals("island.json", model.current().file().getFileName().toString());
        assertNull(model.loadErrorProperty().get(), "a cancel is not an error");
        assertEquals("Loading cancelled", model.busyTextProperty().get());
        assertFalse(model.busyProperty().get());
        assertFalse(model.loadingProperty().get());
        assertFalse(Thread.currentThread().isInterrupted(), "the interrupt stays with the cancelled work");
        assertFalse(model.recent().files().contains(big.toAbsolutePath().normalize()));
    }

    @Test void afterACancelTheSameFileOpens() {
        Runnable[] once = {model::cancelLoading};
        model.progressProperty().addListener((o, was, now) -> {
            if (now.doubleValue() > 0 && once[0] != null) {
                Runnable r = once[0];
                once[0] = null;
                r.run();
            }
        });
        model.open(big);
        assertTrue(model.documents().isEmpty());
        model.open(big);
        assertEquals(1, model.documents().size());
        assertEquals(40_000, model.current().document().nodeCount());
        assertEquals("", model.busyTextProperty().get());
    }

    private Path copyOfSample() throws Exception {
        return savelens.app.Fixtures.copy(dir, "helio/island.json");
    }
}
