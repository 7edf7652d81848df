package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Lines kept by their starts alone ({@link MadeLines}) are copied out as they were made: on random lines (empty ones,
 * ones longer than a block, lines that end a block exactly) in small blocks and small pages of starts, each line printed in a shuffled order
 * gives the bytes a plain list of the lines gives, one at a time or in batches ({@link MadeLines#print}).
 */
class MadeLinesProperties {
    @Provide
    Arbitrary<List<byte[]>> lines() {
        return Arbitraries.bytes().array(byte[].class).ofMaxSize(40).list().ofMaxSize(200);
    }

    @Property(tries = 500)
    void eachLineIsCopiedOutAsItWasMade(@ForAll("lines") List<byte[]> lines, @ForAll @IntRange(min = 1, max = 64) int block,
            @ForAll @IntRange(min = 1, max = 16) int startPage, @ForAll long seed) {
        MadeLines made = made(lines, block, startPage);
        assertEquals(lines.size(), made.count());
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        LineBytes out = new LineBytes(sink, 16);
        for (int n : shuffled(lines.size(), seed)) {
            made.print(n, out, 101);
            made.printQueued(out, 101); // one line at a time
            expected.writeBytes(lines.get(n));
        }
        out.flush();
        assertArrayEquals(expected.toByteArray(), sink.toByteArray());
    }

    @Property(tries = 500)
    void linesPrintedInBatchesAreTheLinesInTheOrderGiven(@ForAll("lines") List<byte[]> lines, @ForAll @IntRange(min = 1, max = 64) int block,
            @ForAll @IntRange(min = 1, max = 16) int startPage, @ForAll @IntRange(min = 1, max = 300) int flushAt, @ForAll long seed) {
        MadeLines made = made(lines, block, startPage);
        List<Integer> order = shuffled(lines.size(), seed);
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        LineBytes out = new LineBytes(sink, 16);
        for (int n : order) {
            made.print(n, out, flushAt);
            expected.writeBytes(lines.get(n));
            // a batch not yet full is held back: what is flushed so far is a beginning of the expected bytes
            byte[] so = sink.toByteArray(), all = expected.toByteArray();
            assertArrayEquals(Arrays.copyOf(all, so.length), so);
        }
        made.printQueued(out, flushAt);
        out.flush();
        assertArrayEquals(expected.toByteArray(), sink.toByteArray());
    }

    private static MadeLines made(List<byte[]> lines, int block, int startPage) {
        MadeLines made = new MadeLines(block, startPage);
        for (int i = 0; i < lines.size(); i++) {
            made.bytes.bytes(lines.get(i));
            made.ended(i);
        }
        return made;
    }

    private static List<Integer> shuffled(int count, long seed) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < count; i++) order.add(i);
        Collections.shuffle(order, new Random(seed));
        return order;
    }
}
