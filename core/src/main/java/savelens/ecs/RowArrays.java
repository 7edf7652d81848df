package savelens.ecs;

import java.util.ArrayList;
import java.util.List;

/**
 * Every array of a table's columns, grouped by element type. A row spans one slot of each array, so
 * copying a row to another table or moving it within one is a short loop per type instead of a walk
 * through columns and their fields. {@link #first} says where each column's arrays begin in each group,
 * which is how a {@link TableEdge} pairs the arrays of two tables.
 */
final class RowArrays {
    static final int DOUBLES = 0, FLOATS = 1, LONGS = 2, INTS = 3, OBJECTS = 4, KINDS = 5;

    final double[][] doubles;
    final float[][] floats;
    final long[][] longs;
    final int[][] ints;
    final Object[][] objects;
    /** [column][kind]: the column's first array in that kind's group. */
    final int[][] first;

    RowArrays(Column[] columns) {
        Gathered g = new Gathered();
        first = new int[columns.length][];
        for (int c = 0; c < columns.length; c++) {
            first[c] = new int[] {g.doubles.size(), g.floats.size(), g.longs.size(), g.ints.size(), g.objects.size()};
            columns[c].gather(g);
        }
        doubles = g.doubles.toArray(double[][]::new);
        floats = g.floats.toArray(float[][]::new);
        longs = g.longs.toArray(long[][]::new);
        ints = g.ints.toArray(int[][]::new);
        objects = g.objects.toArray(Object[][]::new);
    }

    /** Number of arrays of one kind a column has (the same in every table, since it depends on the type). */
    int countOf(int column, int kind) {
        int next = column + 1 < first.length ? first[column + 1][kind] : total(kind);
        return next - first[column][kind];
    }

    private int total(int kind) {
        return switch (kind) {
            case DOUBLES -> doubles.length;
            case FLOATS -> floats.length;
            case LONGS -> longs.length;
            case INTS -> ints.length;
            default -> objects.length;
        };
    }

    /** Moves row {@code from} onto row {@code to} in every array and lets go of the objects left behind. */
    void move(int from, int to) {
        for (double[] a : doubles) a[to] = a[from];
        for (float[] a : floats) a[to] = a[from];
        for (long[] a : longs) a[to] = a[from];
        for (int[] a : ints) a[to] = a[from];
        for (Object[] a : objects) {
            a[to] = a[from];
            a[from] = null;
        }
    }

    /** Drops the objects a row no longer in use refers to (primitives are simply overwritten later). */
    void clear(int row) {
        for (Object[] a : objects) a[row] = null;
    }

    /** What columns hand over in {@link Column#gather}. */
    static final class Gathered {
        final List<double[]> doubles = new ArrayList<>();
        final List<float[]> floats = new ArrayList<>();
        final List<long[]> longs = new ArrayList<>();
        final List<int[]> ints = new ArrayList<>();
        final List<Object[]> objects = new ArrayList<>();
    }
}
