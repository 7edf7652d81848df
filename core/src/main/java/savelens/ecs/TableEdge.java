package savelens.ecs;

/**
 * The step from one table to the table with one component more or less, worked out once: the target,
 * and for each element type which of the source's arrays is copied into which of the target's. A
 * migration then copies a row without looking up a single column.
 */
final class TableEdge {
    final Table target;
    private final int[][] from = new int[RowArrays.KINDS][];
    private final int[][] to = new int[RowArrays.KINDS][];

    TableEdge(Table source, Table target) {
        this.target = target;
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

    /** Copies every value the two tables share from a source row into a target row. */
    void copyRow(RowArrays s, int sourceRow, RowArrays t, int row) {
        int[] f = from[RowArrays.DOUBLES], d = to[RowArrays.DOUBLES];
        for (int i = 0; i < f.length; i++) t.doubles[d[i]][row] = s.doubles[f[i]][sourceRow];
        f = from[RowArrays.FLOATS];
        d = to[RowArrays.FLOATS];
        for (int i = 0; i < f.length; i++) t.floats[d[i]][row] = s.floats[f[i]][sourceRow];
        f = from[RowArrays.LONGS];
        d = to[RowArrays.LONGS];
        for (int i = 0; i < f.length; i++) t.longs[d[i]][row] = s.longs[f[i]][sourceRow];
        f = from[RowArrays.INTS];
        d = to[RowArrays.INTS];
        for (int i = 0; i < f.length; i++) t.ints[d[i]][row] = s.ints[f[i]][sourceRow];
        f = from[RowArrays.OBJECTS];
        d = to[RowArrays.OBJECTS];
        for (int i = 0; i < f.length; i++) t.objects[d[i]][row] = s.objects[f[i]][sourceRow];
    }
}
