package savelens.format.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every document cut short: the file at every length below its own (the larger files at a few hundred
 * lengths), and for RPG Maker saves the JSON inside cut at every length and packed again by SaveLens's own
 * encoder, so that the reader sees a sound container around a cut text. Each cut reads as a document or is
 * refused in plain words; a cut file is never taken for the whole.
 */
class TruncatedInputsTest {
    /** Above this many bytes a file is cut at this many lengths rather than at every one. */
    private static final int EVERY_LENGTH_UP_TO = 4096;
    private static final int SAMPLED_LENGTHS = 400;
    /** The same for the JSON inside a save, fewer because each cut is packed again (MV's LZString costs most). */
    private static final int EVERY_TEXT_LENGTH_UP_TO = 2400;
    private static final int SAMPLED_TEXT_LENGTHS = 200;

    @Test
    void fixturesCutAtEveryLength() {
        HostileReading reading = cutEach(Subject.fixtures());
        reading.report("truncated fixtures");
        assertTrue(reading.tried() > 10_000, "tried " + reading.tried());
    }

    @Test
    void samplesCutShort() {
        List<Subject> samples = Subject.samples();
        HostileReading reading = cutEach(samples);
        if (!samples.isEmpty()) reading.report("truncated samples");
    }

    private static HostileReading cutEach(List<Subject> subjects) {
        HostileReading reading = new HostileReading();
        for (Subject s : subjects) {
            for (int n : lengths(s.file().length, EVERY_LENGTH_UP_TO, SAMPLED_LENGTHS)) {
                HostileReading.Outcome o = reading.read(s, Arrays.copyOf(s.file(), n), "the file cut to " + n + " bytes");
                // A cut MV file may lose only Base64 padding, or an MZ file only its checksum's tail: else never whole.
                if (o == HostileReading.Outcome.READ && !s.isContainer()) {
                    assertTrue(n == 0 || isBlankTail(s.file(), n), s + " cut to " + n + " bytes read as a document");
                }
            }
            if (!s.isContainer()) continue;
            for (int n : lengths(s.json().length, EVERY_TEXT_LENGTH_UP_TO, SAMPLED_TEXT_LENGTHS)) {
                reading.read(s, s.wrap(Arrays.copyOf(s.json(), n)), "its JSON cut to " + n + " bytes and packed again");
            }
        }
        return reading;
    }

    /** Every length from 0 below {@code size} up to {@code every}; above, {@code sampled} of them, the first and last 32 among them. */
    static int[] lengths(int size, int every, int sampled) {
        if (size <= every) {
            int[] all = new int[size];
            for (int i = 0; i < size; i++) all[i] = i;
            return all;
        }
        int[] some = new int[sampled];
        for (int i = 0; i < sampled; i++) {
            if (i < 32) some[i] = i;
            else if (i >= sampled - 32) some[i] = size - (sampled - i);
            else some[i] = (int) ((long) size * i / sampled);
        }
        return some;
    }

    /** What was cut off is only blanks after the value, which JSON allows. */
    private static boolean isBlankTail(byte[] file, int n) {
        for (int i = n; i < file.length; i++) if (" \t\r\n".indexOf(file[i]) < 0) return false;
        return true;
    }

    @Test
    void lengthsCoverSmallFilesWhollyAndLargeOnesAtBothEnds() {
        assertEquals(5, lengths(5, 10, 4).length);
        int[] big = lengths(100_000, 10, 400);
        assertEquals(400, big.length);
        assertEquals(0, big[0]);
        assertEquals(99_999, big[big.length - 1]);
    }
}
