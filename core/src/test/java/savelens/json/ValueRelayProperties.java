package savelens.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CancellationException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;

/**
 * A listener told on a thread of its own hears exactly what it hears on the indexing thread: every value and end,
 * in order, with the same numbers, kinds, offsets, depths and names, whatever the batches' size; and it fails the
 * read as it would there.
 */
class ValueRelayProperties {
    @Property(tries = 300)
    void aRelayedListenerHearsWhatAnInlineOneHears(@ForAll long seed, @ForAll @IntRange(min = 1, max = 9) int batch) {
        byte[] text = ChunkedIndexProperties.randomJson(new Random(seed)).getBytes(StandardCharsets.UTF_8);
        assertHearsTheSame(text, batch);
    }

    @Test
    void aSceneHeardOverManyBatchesAndInOne() {
        byte[] text = Fixtures.bytes("helio/scene.json");
        for (int batch : new int[] {1, 2, 3, 64, 1000, ValueRelay.BATCH}) assertHearsTheSame(text, batch);
    }

    @Test
    void aBigTextOfDeepValuesIsHeardTheSame() {
        StringBuilder s = new StringBuilder("[");
        Random r = new Random(7);
        for (int i = 0; i < 3_000; i++) {
            if (i > 0) s.append(',');
            s.append(ChunkedIndexProperties.randomJson(r));
        }
        byte[] text = s.append(']').toString().getBytes(StandardCharsets.UTF_8);
        assertHearsTheSame(text, ValueRelay.BATCH);
        assertHearsTheSame(text, 17);
    }

    @Test
    void theListenerRunsOnAThreadOfItsOwn() {
        byte[] text = Fixtures.bytes("helio/scene.json");
        List<String> threads = new ArrayList<>();
        JsonIndexer.indexRelayed(text, new ValueListener() {
            @Override public void value(int number, byte kind, long start, int depth, String name) {
                if (number == 0) threads.add(Thread.currentThread().getName());
            }

            @Override public void end(int number, int depth, long end) { }
        }, 5);
        assertEquals(1, threads.size());
        assertNotEquals(Thread.currentThread().getName(), threads.get(0));
    }

    @Test
    void aListenerThatFailsFailsTheReadAsOnTheIndexingThread() {
        byte[] text = Fixtures.bytes("helio/scene.json");
        int last = JsonIndexer.index(text).count() - 1;
        for (int at : new int[] {0, 1, last / 2, last}) {
            for (int batch : new int[] {1, 7, ValueRelay.BATCH}) {
                IllegalStateException inline = assertThrows(IllegalStateException.class, () -> JsonIndexer.index(text, failingAt(at)));
                IllegalStateException relayed = assertThrows(IllegalStateException.class,
                        () -> JsonIndexer.indexRelayed(text, failingAt(at), batch));
                assertEquals(inline.getMessage(), relayed.getMessage());
            }
        }
        // A syntax error further on is what the reader hears, both ways.
        byte[] broken = "[1,[2,3],{\"a\":\"}\"},4,]".getBytes(StandardCharsets.UTF_8);
        JsonSyntaxException inline = assertThrows(JsonSyntaxException.class, () -> JsonIndexer.index(broken, failingAt(2)));
        JsonSyntaxException relayed = assertThrows(JsonSyntaxException.class, () -> JsonIndexer.indexRelayed(broken, failingAt(2), 1));
        assertEquals(inline.getMessage(), relayed.getMessage());
    }

    @Test
    void anErrorOnTheListenersThreadIsThrownOnTheIndexingThreadAndNowhereElse() throws Exception {
        byte[] text = Fixtures.bytes("helio/scene.json");
        List<Throwable> uncaught = new java.util.concurrent.CopyOnWriteArrayList<>();
        Thread.UncaughtExceptionHandler before = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> uncaught.add(e));
        try {
            OutOfMemoryError thrown = assertThrows(OutOfMemoryError.class, () -> JsonIndexer.indexRelayed(text, new ValueListener() {
                @Override public void value(int number, byte kind, long start, int depth, String name) {
                    if (number == 30) throw new OutOfMemoryError("Java heap space");
                }

                @Override public void end(int number, int depth, long end) { }
            }, 3));
            assertEquals("Java heap space", thrown.getMessage());
            Thread.sleep(100); // a thread that let it escape would have reached the handler by now
            assertEquals(List.of(), uncaught);
        } finally {
            Thread.setDefaultUncaughtExceptionHandler(before);
        }
    }

    @Test
    void aBrokenTextFailsTheSameAndStopsTheListenersThread() {
        for (String broken : List.of("[1,2", "{\"a\":[1,{\"b\":\"x\"}]", "[1,2]]", "{\"a\" 1}", "[\"\\q\"]")) {
            byte[] text = broken.getBytes(StandardCharsets.UTF_8);
            JsonSyntaxException inline = assertThrows(JsonSyntaxException.class, () -> JsonIndexer.index(text, new Heard()));
            JsonSyntaxException relayed = assertThrows(JsonSyntaxException.class, () -> JsonIndexer.indexRelayed(text, new Heard(), 1));
            assertEquals(inline.getMessage(), relayed.getMessage(), broken);
        }
    }

    @Test
    void aCancelledReadStopsWhileTheListenerIsBehind() throws Exception {
        StringBuilder s = new StringBuilder("[");
        for (int i = 0; i < 300_000; i++) s.append(i == 0 ? "" : ",").append("{\"a\":").append(i).append('}');
        byte[] text = s.append(']').toString().getBytes(StandardCharsets.UTF_8);
        Throwable[] thrown = new Throwable[1];
        Thread reader = new Thread(() -> {
            try {
                JsonIndexer.indexRelayed(text, new ValueListener() {
                    @Override public void value(int number, byte kind, long start, int depth, String name) {
                        if (number == 10) {
                            try {
                                Thread.sleep(3_000); // far behind: the indexing thread waits for a batch when cancelled
                            } catch (InterruptedException e) {
                                Thread.currentThread().interrupt();
                            }
                        }
                    }

                    @Override public void end(int number, int depth, long end) { }
                }, 4);
            } catch (Throwable t) {
                thrown[0] = t;
            }
        });
        reader.start();
        Thread.sleep(200);
        reader.interrupt();
        reader.join(10_000);
        assertTrue(!reader.isAlive(), "the read ended");
        assertTrue(thrown[0] instanceof CancellationException, String.valueOf(thrown[0]));
    }

    private static void assertHearsTheSame(byte[] text, int batch) {
        Heard inline = new Heard();
        Heard relayed = new Heard();
        JsonIndex a = JsonIndexer.index(text, inline);
        JsonIndex b = JsonIndexer.indexRelayed(text, relayed, batch);
        assertTrue(inline.events.size() > 0);
        assertEquals(inline.events, relayed.events);
        ChunkedIndexProperties.assertSameAnswers(a, b);
    }

    private static ValueListener failingAt(int at) {
        return new ValueListener() {
            @Override public void value(int number, byte kind, long start, int depth, String name) {
                if (number == at) throw new IllegalStateException("failed at value " + number + " (" + name + ")");
            }

            @Override public void end(int number, int depth, long end) { }
        };
    }

    /** Every call, as text (names compared by content and by being the parser's one instance). */
    private static final class Heard implements ValueListener {
        final List<String> events = new ArrayList<>();

        @Override public void value(int number, byte kind, long start, int depth, String name) {
            events.add("value " + number + " " + kind + " @" + start + " depth " + depth + " " + name);
        }

        @Override public void end(int number, int depth, long end) {
            events.add("end " + number + " depth " + depth + " @" + end);
        }
    }
}
