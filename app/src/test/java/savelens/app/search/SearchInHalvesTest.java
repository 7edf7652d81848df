package savelens.app.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentState;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.document.ReadContext;
import savelens.file.OpenFile;

/**
 * A big document's search pass runs over its nodes' two halves side by side: it finds exactly the hits one pass
 * finds, in the same order, whatever the split point, also when the hits are capped or the search is stopped.
 */
class SearchInHalvesTest {
    private static final List<String> NEEDLES = List.of("a", "lamp", "LAMP", "é", "É", "\\n", "1", "0.5", "true", "nul", "k",
            "\u212A", "Item", "box", "灯", "zz", "\"");
    /** Bits of names and values, escapes and non-ASCII text among them. */
    private static final String[] PIECES = {"a", "b", "Lamp", "lamp", "LAMP", "é", "É", "\\n", "\\t", "\\u0061", "\\\"", "灯", "K",
            "\u212A", "box", " ", "1", "z", "\\\\", "Héros"};

    /** A helio document of {@code n} nodes with random fields: strings, numbers, literals, inline arrays and objects. */
    private static DocumentState random(Random r, int n) {
        StringBuilder s = new StringBuilder("{\"root\":0,\"nodes\":[");
        for (int i = 0; i < n; i++) {
            if (i > 0) s.append(',');
            String type = r.nextInt(4) == 0 ? "Item" : r.nextBoolean() ? "Box" : "Lamp";
            s.append("{\"id\":").append(i).append(",\"type\":\"").append(type).append("\",\"fields\":{");
            int fields = r.nextInt(4);
            for (int f = 0; f < fields; f++) {
                if (f > 0) s.append(',');
                s.append('"').append(text(r)).append(f).append("\":");
                value(r, s, 2);
            }
            s.append("}}");
        }
        byte[] bytes = s.append("]}").toString().getBytes(StandardCharsets.UTF_8);
        return DocumentLoader.Loaded.of(OpenFile.read(bytes, ReadContext.of(null))).state();
    }

    private static String text(Random r) {
        StringBuilder t = new StringBuilder();
        for (int k = r.nextInt(4); k > 0; k--) t.append(PIECES[r.nextInt(PIECES.length)]);
        return t.toString();
    }

    private static void value(Random r, StringBuilder s, int depth) {
        switch (r.nextInt(depth > 0 ? 6 : 4)) {
            case 0 -> s.append('"').append(text(r)).append('"');
            case 1 -> s.append(r.nextInt(3) == 0 ? "0.5" : Integer.toString(r.nextInt(200)));
            case 2 -> s.append(r.nextBoolean() ? "true" : "null");
            case 3 -> s.append('"').append(text(r)).append(text(r)).append('"');
            case 4 -> {
                s.append('[');
                for (int k = r.nextInt(3); k > 0; k--) {
                    value(r, s, depth - 1);
                    if (k > 1) s.append(',');
                }
                s.append(']');
            }
            default -> {
                s.append('{');
                for (int k = r.nextInt(3); k > 0; k--) {
                    s.append("\"m").append(text(r)).append(k).append("\":");
                    value(r, s, depth - 1);
                    if (k > 1) s.append(',');
                }
                s.append('}');
            }
        }
    }

    /** The hits a search hands out, at most {@code most} (refusing one more, as the window's batches do), and its answer. */
    private record Found(List<SearchHit> hits, boolean done) {}

    private static Found search(DocumentState state, String needle, int most, int splitAt) {
        List<SearchHit> hits = new ArrayList<>();
        boolean done = DocumentSearch.search(state, needle, most, hit -> {
            if (hits.size() == most) return false;
            hits.add(hit);
            return true;
        }, () -> false, splitAt);
        return new Found(hits, done);
    }

    @Test void everySplitPointFindsWhatOnePassFinds() {
        Random r = new Random(25);
        for (int round = 0; round < 12; round++) {
            DocumentState state = random(r, 1 + r.nextInt(40));
            int nodes = state.document().nodeCount();
            for (String needle : NEEDLES) {
                Found one = search(state, needle, Integer.MAX_VALUE, nodes);
                for (int at = 1; at < nodes; at++) {
                    assertEquals(one, search(state, needle, Integer.MAX_VALUE, at), "round " + round + ", " + needle + ", split at " + at);
                }
            }
        }
    }

    @Test void cappedHitsAreTheFirstOnesAndTheAnswerIsTheSame() {
        Random r = new Random(2025);
        for (int round = 0; round < 6; round++) {
            DocumentState state = random(r, 30);
            int nodes = state.document().nodeCount();
            for (String needle : List.of("a", "lamp", "é", "1", "box")) {
                for (int most : new int[] {0, 1, 2, 5, 17}) {
                    Found one = search(state, needle, most, nodes);
                    for (int at = 1; at < nodes; at += 3) {
                        assertEquals(one, search(state, needle, most, at), needle + ", at most " + most + ", split at " + at);
                    }
                }
            }
        }
    }

    /**
     * Hits only in the second half, at the halves' boundary (the last node of the first half and the first of the
     * second) and at the end: for every cap, the same hits and the same answer; a cap the hits just fill is no stop.
     */
    @Test void hitsAtTheBoundaryAndOnlyInTheSecondHalf() {
        int nodes = 20, at = 10;
        for (int[] lamps : new int[][] {{at - 1, at, nodes - 1}, {at, at + 1, nodes - 1}, {at}}) {
            StringBuilder s = new StringBuilder("{\"root\":0,\"nodes\":[");
            for (int i = 0; i < nodes; i++) {
                boolean lamp = false;
                for (int l : lamps) lamp |= l == i;
                s.append(i > 0 ? "," : "").append("{\"id\":").append(i).append(",\"type\":\"Thing\",\"fields\":{\"label\":\"")
                        .append(lamp ? "lamp " : "box ").append(i).append("\"}}");
            }
            DocumentState state = DocumentLoader.Loaded.of(OpenFile.read(s.append("]}").toString().getBytes(StandardCharsets.UTF_8),
                    ReadContext.of(null))).state();
            for (int most = 0; most <= lamps.length + 1; most++) {
                Found one = search(state, "lamp", most, nodes);
                assertEquals(one, search(state, "lamp", most, at), java.util.Arrays.toString(lamps) + ", at most " + most);
                assertEquals(most >= lamps.length, one.done());
            }
        }
    }

    @Test void aStoppedSearchSaysSoAndHandsOutNothing() {
        DocumentState state = random(new Random(7), 30);
        List<SearchHit> hits = new ArrayList<>();
        assertFalse(DocumentSearch.search(state, "a", 100, hits::add, () -> true, 15));
        assertEquals(List.of(), hits);
    }

    /** The halves run at the same time: the first waits, on the caller's thread, for the second to have begun on another. */
    @Test void theHalvesRunSideBySideOnTwoThreads() throws Exception {
        CountDownLatch secondBegun = new CountDownLatch(1);
        Thread caller = Thread.currentThread();
        List<Thread> threads = new ArrayList<>(List.of(caller, caller));
        boolean[] waited = {false};
        boolean done = NodeHalves.search(50, 100, 10, hit -> true, () -> false, (from, to, hits, stop) -> {
            if (from == 0) {
                waited[0] = awaited(secondBegun);
                threads.set(0, Thread.currentThread());
            } else {
                threads.set(1, Thread.currentThread());
                secondBegun.countDown();
            }
            return true;
        });
        assertTrue(done);
        assertTrue(waited[0], "the second half began while the first ran");
        assertEquals(caller, threads.get(0));
        assertNotEquals(caller, threads.get(1));
    }

    private static boolean awaited(CountDownLatch latch) {
        try {
            return latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Through the window's search: a document big enough to be searched in halves, its hits capped and counted. */
    @Test void theWindowsSearchOfABigDocumentListsTheHitsOfOnePass() {
        DocumentLoader.Loaded crates = SearchBatchesTest.crates(2 * NodeHalves.SPLIT_FROM + 1);
        assertTrue(NodeHalves.splitAt(crates.state().document().nodeCount()) < crates.state().document().nodeCount()
                || Runtime.getRuntime().availableProcessors() < 2);
        SearchViewModel search = new SearchViewModel(new DocumentViewModel(crates, false), new CurrentThreadTaskExecutor());
        search.search("box 2"); // box 2, 20…29, 200…299, 2000…2999, 20000…29999: 11,111, capped at 10,000
        assertEquals(DocumentSearch.LIMIT, search.results().size());
        assertEquals("10,000+ hits", search.summaryProperty().get());
        Found one = search(crates.state(), "box 2", DocumentSearch.LIMIT, Integer.MAX_VALUE);
        assertEquals(one.hits(), List.copyOf(search.results()));
        search.search("box 3999"); // box 3999 in the first half, box 39990…39999 in the second: 11 hits
        assertEquals(search(crates.state(), "box 3999", DocumentSearch.LIMIT, Integer.MAX_VALUE).hits(), List.copyOf(search.results()));
        assertEquals(11, search.results().size());
        assertEquals("11 hits", search.summaryProperty().get());
    }
}
