package savelens.ecs;

/**
 * The step from one table to the table with one component more or less, worked out once: the target,
 * the target's column of an added component, and for each element type which of the source's arrays is
 * copied into which of the target's. A migration then moves a row without looking up a single column.
 */
final class TableEdge {
    final Table target;
    /** The target's column of the component this step adds, -1 for a step that removes one. */
    final int addedColumn;
    private final int[][] from = new int[RowArrays.KINDS][];
    private final int[][] to = new int[RowArrays.KINDS][];
    // The arrays of the two tables as they were when last resolved (they are replaced when a table grows), by
    // kind: every source array, the copied ones first, and the target array of each copied one.
    private RowArrays resolvedSource, resolvedTarget;
    private double[][] sourceDoubles, targetDoubles;
    private float[][] sourceFloats, targetFloats;
    private long[][] sourceLongs, targetLongs;
    private int[][] sourceInts, targetInts;
    private Object[][] sourceObjects, targetObjects;

    TableEdge(Table source, Table target, int addedColumn) {
        this.target = target;
        this.addedColumn = addedColumn;
        RowArrays s = source.rowArrays(), t = target.rowArrays();
        int[] counts = new int[RowArrays.KINDS];
        int columns = source.componentTypes().size();
        for (int c = 0; c < columns; c++) {
            if (target.columnOf(source.componentTypes().get(c)) < 0) continue;
            for (int k = 0; k < RowArrays.KINDS; k++) counts[k] += s.countOf(c, k);
        }
        for (int k = 0; k < RowArrays.KINDS; k++) {
            from[k] = new int[counts[k]];
            to[k] = new int[counts[k]];
        }
        int[] n = new int[RowArrays.KINDS];
        for (int c = 0; c < columns; c++) {
            int tc = target.columnOf(source.componentTypes().get(c));
            if (tc < 0) continue;
            for (int k = 0; k < RowArrays.KINDS; k++) {
                for (int i = 0; i < s.countOf(c, k); i++) {
                    from[k][n[k]] = s.first[c][k] + i;
                    to[k][n[k]] = t.first[tc][k] + i;
                    n[k]++;
                }
            }
        }
    }

    /**
     * Moves a source row out: every value the two tables share is copied into the target row, and the source's
     * last row fills the hole in every source array (objects left behind are let go). The tables' entity
     * arrays are the caller's ({@link Table#push}, {@link Table#detach}). One pass over each source array, so
     * each is read from its row once.
     */
    void moveRow(RowArrays s, int row, int last, RowArrays t, int targetRow) {
        if (s != resolvedSource || t != resolvedTarget) resolve(s, t);
        double[][] sd = sourceDoubles, td = targetDoubles;
        int i = 0;
        for (; i < td.length; i++) {
            double[] a = sd[i];
            td[i][targetRow] = a[row];
            a[row] = a[last];
        }
        for (; i < sd.length; i++) sd[i][row] = sd[i][last];
        int[][] si = sourceInts, ti = targetInts;
        for (i = 0; i < ti.length; i++) {
            int[] a = si[i];
            ti[i][targetRow] = a[row];
            a[row] = a[last];
        }
        for (; i < si.length; i++) si[i][row] = si[i][last];
        float[][] sf = sourceFloats, tf = targetFloats;
        for (i = 0; i < tf.length; i++) {
            float[] a = sf[i];
            tf[i][targetRow] = a[row];
            a[row] = a[last];
        }
        for (; i < sf.length; i++) sf[i][row] = sf[i][last];
        long[][] sl = sourceLongs, tl = targetLongs;
        for (i = 0; i < tl.length; i++) {
            long[] a = sl[i];
            tl[i][targetRow] = a[row];
            a[row] = a[last];
        }
        for (; i < sl.length; i++) sl[i][row] = sl[i][last];
        Object[][] so = sourceObjects, to = targetObjects;
        for (i = 0; i < to.length; i++) {
            Object[] a = so[i];
            to[i][targetRow] = a[row];
            a[row] = a[last];
            a[last] = null;
        }
        for (; i < so.length; i++) {
            Object[] a = so[i];
            a[row] = a[last];
            a[last] = null;
        }
    }

    private void resolve(RowArrays s, RowArrays t) {
        int k = RowArrays.DOUBLES;
        double[][] sd = new double[s.doubles.length][], td = new double[from[k].length][];
        int next = order(from[k], s.doubles.length, (i, j) -> sd[i] = s.doubles[j]);
        for (int i = 0; i < td.length; i++) td[i] = t.doubles[to[k][i]];
        k = RowArrays.FLOATS;
        float[][] sf = new float[s.floats.length][], tf = new float[from[k].length][];
        order(from[k], s.floats.length, (i, j) -> sf[i] = s.floats[j]);
        for (int i = 0; i < tf.length; i++) tf[i] = t.floats[to[k][i]];
        k = RowArrays.LONGS;
        long[][] sl = new long[s.longs.length][], tl = new long[from[k].length][];
        order(from[k], s.longs.length, (i, j) -> sl[i] = s.longs[j]);
        for (int i = 0; i < tl.length; i++) tl[i] = t.longs[to[k][i]];
        k = RowArrays.INTS;
        int[][] si = new int[s.ints.length][], ti = new int[from[k].length][];
        order(from[k], s.ints.length, (i, j) -> si[i] = s.ints[j]);
        for (int i = 0; i < ti.length; i++) ti[i] = t.ints[to[k][i]];
        k = RowArrays.OBJECTS;
        Object[][] so = new Object[s.objects.length][], to2 = new Object[from[k].length][];
        order(from[k], s.objects.length, (i, j) -> so[i] = s.objects[j]);
        for (int i = 0; i < to2.length; i++) to2[i] = t.objects[to[k][i]];
        assert next == s.doubles.length;
        sourceDoubles = sd;
        targetDoubles = td;
        sourceFloats = sf;
        targetFloats = tf;
        sourceLongs = sl;
        targetLongs = tl;
        sourceInts = si;
        targetInts = ti;
        sourceObjects = so;
        targetObjects = to2;
        resolvedSource = s;
        resolvedTarget = t;
    }

    private interface Place {
        void at(int position, int sourceArray);
    }

    /** Places the copied source arrays first, in copy order, then the others; returns the count placed. */
    private static int order(int[] copied, int arrays, Place place) {
        boolean[] taken = new boolean[arrays];
        int n = 0;
        for (int j : copied) {
            place.at(n++, j);
            taken[j] = true;
        }
        for (int j = 0; j < arrays; j++) if (!taken[j]) place.at(n++, j);
        return n;
    }
}
