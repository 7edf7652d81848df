package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.Fixtures;

/**
 * The committed RPG Maker XP and VX Ace fixtures are what {@link RgssFixtures} writes, read and write back
 * byte-identical, and load in Ruby. Regenerate with {@code -Dsavelens.fixtures.write=true}.
 */
class MarshalFixturesTest {
    @Test
    void committedFixturesAreWhatTheGeneratorWrites() throws IOException {
        boolean write = Boolean.getBoolean("savelens.fixtures.write");
        for (Map.Entry<String, byte[]> e : RgssFixtures.all().entrySet()) {
            Path file = Fixtures.path(e.getKey());
            if (write) {
                Files.createDirectories(file.getParent());
                Files.write(file, e.getValue());
            }
            assertArrayEquals(e.getValue(), Files.readAllBytes(file), e.getKey() + " is not what RgssFixtures writes");
        }
    }

    @Test
    void fixturesReadAndWriteBackByteIdentical() {
        for (Map.Entry<String, byte[]> e : RgssFixtures.all().entrySet()) {
            MarshalFile file = MarshalFile.read(e.getValue());
            assertArrayEquals(e.getValue(), file.rewrite(), e.getKey());
        }
    }

    @Test
    void anXpSaveHasTwelveStreamsAndAVxAceSaveTwo() {
        MarshalFile xp = MarshalFile.read(Fixtures.bytes("rpgmaker-xp/Save1.rxdata"));
        assertEquals(12, xp.streams().size());
        assertEquals("Game_Party", MarshalNodes.type(xp.streams().get(8), 0));
        MarshalFile ace = MarshalFile.read(Fixtures.bytes("rpgmaker-vxace/Save01.rvdata2"));
        assertEquals(2, ace.streams().size());
        assertEquals("Hash", MarshalNodes.type(ace.streams().get(1), 0));
    }

    @Test
    void rubyLoadsEveryFixture(@TempDir Path tmp) throws Exception {
        if (!RubyMarshal.available()) {
            System.err.println("MarshalFixturesTest.rubyLoadsEveryFixture skipped: no ruby on the PATH");
            return;
        }
        for (Map.Entry<String, byte[]> e : RgssFixtures.all().entrySet()) {
            int streams = MarshalFile.read(e.getValue()).streams().size();
            assertEquals(String.valueOf(streams), RubyMarshal.load(Fixtures.path(e.getKey()), tmp), e.getKey());
        }
    }
}
