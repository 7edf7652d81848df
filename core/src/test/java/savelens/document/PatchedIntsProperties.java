package savelens.document;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;

/**
 * Ints changed one entry at a time, each revision made from one earlier at random (as undo and redo go back and
 * forth), say what a plain array changed the same way says, every revision still saying what it said; they share
 * the array under them until more than {@link PatchedInts#MOST_CHANGES} entries differ, and never search more.
 */
class PatchedIntsProperties {
    @Property(tries = 200)
    void revisionsSayWhatPlainArraysSay(@ForAll @IntRange(min = 1, max = 400) int length, @ForAll long seed) {
        Random r = new Random(seed);
        int[] first = new int[length];
        for (int i = 0; i < length; i++) first[i] = r.nextInt(50) - 1;
        List<PatchedInts> made = new ArrayList<>(List.of(PatchedInts.of(first)));
        List<int[]> expected = new ArrayList<>(List.of(first.clone()));
        int laidAnew = 0;
        for (int step = 0; step < 300; step++) {
            int from = r.nextInt(4) == 0 ? r.nextInt(made.size()) : made.size() - 1;
            // Entries near each other (a retarget and its undo), and anywhere.
            int i = r.nextBoolean() ? r.nextInt(Math.min(length, 8)) : r.nextInt(length);
            int value = r.nextInt(50) - 1;
            PatchedInts next = made.get(from).with(i, value);
            int[] plain = expected.get(from).clone();
            plain[i] = value;
            assertTrue(next.changeCount() <= PatchedInts.MOST_CHANGES, "changes kept: " + next.changeCount());
            if (!next.sharesArrayWith(made.get(from))) laidAnew++;
            made.add(next);
            expected.add(plain);
            assertArrayEquals(plain, next.toArray(), "step " + step);
            for (int k = 0; k < length; k++) assertEquals(plain[k], next.get(k), "step " + step + ", entry " + k);
        }
        for (int v = 0; v < made.size(); v++) assertArrayEquals(expected.get(v), made.get(v).toArray(), "revision " + v + " afterwards");
        assertArrayEquals(first, made.get(0).toArray(), "the array it was made of");
        Statistics.label("laid anew").collect(laidAnew > 0);
    }

    @Example
    void aRunOfChangesIsLaidIntoACopyOfItsOwnOnceTooManyDiffer() {
        int[] values = new int[1000];
        PatchedInts ints = PatchedInts.of(values), first = ints;
        int laidAnew = 0;
        for (int i = 0; i < 200; i++) {
            PatchedInts next = ints.with(i * 5, i + 1);
            if (!next.sharesArrayWith(ints)) laidAnew++;
            assertTrue(next.changeCount() <= PatchedInts.MOST_CHANGES, "changes kept: " + next.changeCount());
            ints = next;
        }
        assertEquals(3, laidAnew, "200 entries changed, 65 at a time");
        for (int i = 0; i < 1000; i++) assertEquals(i % 5 == 0 && i < 1000 ? i / 5 + 1 : 0, ints.get(i), "entry " + i);
        assertArrayEquals(new int[1000], first.toArray(), "the first revision");
    }

    @Example
    void aChangeSharesTheArrayAndListsItOnlyWhenAsked() {
        int[] values = new int[100_000];
        PatchedInts ints = PatchedInts.of(values);
        PatchedInts changed = ints.with(5, 7);
        assertTrue(changed.sharesArrayWith(ints));
        assertEquals(0, values[5], "the shared array is not written");
        assertEquals(7, changed.get(5));
        assertEquals(1, changed.with(5, 0).changeCount(), "the same entry again is one change");
        assertTrue(ints.toArray() == values, "nothing changed: the array itself");
        assertTrue(changed.toArray() == changed.toArray(), "listed once");
        assertThrows(IndexOutOfBoundsException.class, () -> ints.with(100_000, 1));
    }
}
