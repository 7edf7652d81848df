package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AfterContainer;
import savelens.Fixtures;

/** Random values round-trip; damaged bytes are refused only with {@link MarshalFormatException}. */
class MarshalProperties {
    private static final AtomicLong FUZZED = new AtomicLong(), REFUSED = new AtomicLong();

    @Property(tries = 500)
    void writeReadWriteIsIdentical(@ForAll long seed) {
        List<MarshalValue> roots = new RandomMarshal(seed).streams();
        byte[] written = MarshalWriter.asRuby(roots);
        MarshalFile read = MarshalFile.read(written);
        assertEquals(roots.size(), read.streams().size());
        assertArrayEquals(written, read.rewrite());
        assertArrayEquals(written, MarshalWriter.write(read.streams().stream().map(MarshalStream::root).toList()));
        MarshalNodes.of(read); // every link resolves to a slot
    }

    private static final List<String> FIXTURES = List.of("rpgmaker-xp/Save1.rxdata", "rpgmaker-vxace/Save01.rvdata2",
            "rpgmaker-vxace/Data/System.rvdata2", "rpgmaker-vxace/Data/Items.rvdata2");

    /** Truncations, byte flips, byte inserts: each read either succeeds or throws the documented refusal. */
    @Property(tries = 1000)
    void damagedBytesAreRefusedOnlyWithTheDocumentedError(@ForAll long seed) {
        Random r = new Random(seed);
        byte[] base = r.nextBoolean() ? Fixtures.bytes(FIXTURES.get(r.nextInt(FIXTURES.size())))
                : MarshalWriter.asRuby(new RandomMarshal(seed).streams());
        for (int k = 0; k < 10; k++) {
            byte[] b;
            switch (r.nextInt(3)) {
                case 0 -> b = Arrays.copyOf(base, r.nextInt(base.length));
                case 1 -> { b = base.clone(); int flips = 1 + r.nextInt(3); for (int f = 0; f < flips; f++) b[r.nextInt(b.length)] ^= (byte) (1 + r.nextInt(255)); }
                default -> {
                    int at = r.nextInt(base.length + 1);
                    b = new byte[base.length + 1];
                    System.arraycopy(base, 0, b, 0, at);
                    b[at] = (byte) r.nextInt(256);
                    System.arraycopy(base, at, b, at + 1, base.length - at);
                }
            }
            FUZZED.incrementAndGet();
            try {
                MarshalFile f = MarshalFile.read(b);
                MarshalNodes.of(f);
                MarshalFile.read(f.rewrite());
            } catch (MarshalFormatException e) {
                REFUSED.incrementAndGet();
            }
        }
    }

    @AfterContainer
    static void figures() {
        System.err.println("MarshalProperties: " + FUZZED.get() + " damaged inputs read, " + REFUSED.get() + " refused with MarshalFormatException, none otherwise");
    }
}
