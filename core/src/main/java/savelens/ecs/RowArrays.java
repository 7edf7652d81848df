package savelens.ecs;

import java.util.ArrayList;
import java.util.List;

/**
 * Every array of a table's columns, grouped by element type, each with its stride (values per row: a primitive
 * column keeps a row's fields of one kind side by side, see {@link PrimitiveColumn}; an object column has one).
 * Copying a row to another table or moving it within one is a short loop per array instead of a walk through
 * columns and their fields. {@link #first} says where each column's arrays begin in each group, which is how a
 * {@link TableEdge} pairs the arrays of two tables.
 */
final class RowArrays {
    static final int DOUBLES = 0, FLOATS = 1, LONGS = 2, INTS = 3, OBJECTS = 4, KINDS = 5;

    final double[][] doubles;
    final float[][] floats;
    final long[][] longs;
    final int[][] ints;
    final Object[][] objects;
    final int[] doubleStrides, floatStrides, longStrides, intStrides;
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
        doubleStrides = ints(g.doubleStrides);
        floatStrides = ints(g.floatStrides);
        longStrides = ints(g.longStrides);
        intStrides = ints(g.intStrides);
    }

    private static int[] ints(List<Integer> list) {
        return list.stream().mapToInt(Integer::intValue).toArray();
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

    /** Marks a row as the entity's in every primitive column that keeps an owner (see {@link PrimitiveColumn}). */
    void own(int row, long entity) {
        double bits = Double.longBitsToDouble(entity);
        for (int i = 0; i < doubles.length; i++) doubles[i][row * doubleStrides[i] + PrimitiveColumn.OWNER] = bits;
    }

    /** Moves row {@code from} onto row {@code to} in every array and lets go of what is left behind. */
    void move(int from, int to) {
        for (int k = 0; k < doubles.length; k++) {
            double[] a = doubles[k];
            int s = doubleStrides[k];
            for (int i = 0; i < s; i++) a[to * s + i] = a[from * s + i];
        }
        for (int k = 0; k < floats.length; k++) {
            float[] a = floats[k];
            int s = floatStrides[k];
            for (int i = 0; i < s; i++) a[to * s + i] = a[from * s + i];
        }
        for (int k = 0; k < longs.length; k++) {
            long[] a = longs[k];
            int s = longStrides[k];
            for (int i = 0; i < s; i++) a[to * s + i] = a[from * s + i];
        }
        for (int k = 0; k < ints.length; k++) {
            int[] a = ints[k];
            int s = intStrides[k];
            for (int i = 0; i < s; i++) a[to * s + i] = a[from * s + i];
        }
        for (Object[] a : objects) a[to] = a[from];
        clear(from);
    }

    /**
     * Marks a row no longer in use as no one's and drops the objects it refers to (primitive values are simply
     * overwritten later).
     */
    void clear(int row) {
        for (int i = 0; i < doubles.length; i++) doubles[i][row * doubleStrides[i] + PrimitiveColumn.OWNER] = 0;
        for (Object[] a : objects) a[row] = null;
    }

    /** What columns hand over in {@link Column#gather}. */
    static final class Gathered {
        final List<double[]> doubles = new ArrayList<>();
        final List<float[]> floats = new ArrayList<>();
        final List<long[]> longs = new ArrayList<>();
        final List<int[]> ints = new ArrayList<>();
        final List<Object[]> objects = new ArrayList<>();
        final List<Integer> doubleStrides = new ArrayList<>(), floatStrides = new ArrayList<>(),
                longStrides = new ArrayList<>(), intStrides = new ArrayList<>();

        void addDoubles(double[] a, int stride) {
            doubles.add(a);
            doubleStrides.add(stride);
        }

        void addFloats(float[] a, int stride) {
            floats.add(a);
            floatStrides.add(stride);
        }

        void addLongs(long[] a, int stride) {
            longs.add(a);
            longStrides.add(stride);
        }

        void addInts(int[] a, int stride) {
            ints.add(a);
            intStrides.add(stride);
        }
    }
}
