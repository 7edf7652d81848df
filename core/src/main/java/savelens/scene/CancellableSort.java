package savelens.scene;

import savelens.progress.ReadProgress;

/**
 * Sorts the large arrays of a scene's analysis in ascending order, checking for Cancel as it goes: a library sort of a
 * million keys runs on without a check for longer than Cancel may take on a busy machine. A radix sort, a byte of the
 * key per pass; a pass whose byte is the same in every key is skipped.
 */
final class CancellableSort {
    private static final int RADIX = 256;

    private CancellableSort() { }

    static void sort(int[] a) {
        int[] from = a;
        int[] to = new int[a.length];
        for (int shift = 0; shift < Integer.SIZE; shift += 8) {
            int[] count = new int[RADIX + 1];
            for (int i = 0; i < from.length; i++) {
                ReadProgress.checkCancelled(i);
                count[digit(from[i], shift) + 1]++;
            }
            if (allInOneBucket(count, from.length)) continue;
            for (int d = 0; d < RADIX; d++) count[d + 1] += count[d];
            for (int i = 0; i < from.length; i++) {
                ReadProgress.checkCancelled(i);
                to[count[digit(from[i], shift)]++] = from[i];
            }
            int[] swap = from;
            from = to;
            to = swap;
        }
        if (from != a) System.arraycopy(from, 0, a, 0, a.length);
    }

    static void sort(long[] a) {
        long[] from = a;
        long[] to = new long[a.length];
        for (int shift = 0; shift < Long.SIZE; shift += 8) {
            int[] count = new int[RADIX + 1];
            for (int i = 0; i < from.length; i++) {
                ReadProgress.checkCancelled(i);
                count[digit(from[i], shift) + 1]++;
            }
            if (allInOneBucket(count, from.length)) continue;
            for (int d = 0; d < RADIX; d++) count[d + 1] += count[d];
            for (int i = 0; i < from.length; i++) {
                ReadProgress.checkCancelled(i);
                to[count[digit(from[i], shift)]++] = from[i];
            }
            long[] swap = from;
            from = to;
            to = swap;
        }
        if (from != a) System.arraycopy(from, 0, a, 0, a.length);
    }

    /** The key's byte at {@code shift}; the sign bit flipped in the top byte, so that negative keys come first. */
    private static int digit(int key, int shift) {
        int d = (key >>> shift) & 0xff;
        return shift == Integer.SIZE - 8 ? d ^ 0x80 : d;
    }

    private static int digit(long key, int shift) {
        int d = (int) (key >>> shift) & 0xff;
        return shift == Long.SIZE - 8 ? d ^ 0x80 : d;
    }

    private static boolean allInOneBucket(int[] count, int n) {
        for (int d = 1; d <= RADIX; d++) if (count[d] == n) return true;
        return n == 0;
    }
}
