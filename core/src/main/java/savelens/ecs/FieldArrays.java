package savelens.ecs;

import java.util.Arrays;
import java.util.List;

/**
 * The arrays of every table's double and int fields in one world, by field key ({@link ComponentType#fieldKey})
 * and then by table index + 1 (0 stands for no table, as in a free slot's entry). A read by handle takes the
 * array straight from the slot entry's table bits: the array of tables for one field is the same for every
 * entity, so a loop of reads finds it once, and each read waits on the slot entry alone, not on the table
 * object and its own arrays after it.
 */
final class FieldArrays {
    private static final double[][] NO_DOUBLES = new double[0][];
    private static final int[][] NO_INTS = new int[0][];

    private double[][][] doubles = new double[0][][];
    private int[][][] ints = new int[0][][];

    /** A double field's arrays by table index + 1, null where a table lacks the field. */
    double[][] doubles(int key) {
        double[][][] all = doubles;
        return key < all.length ? all[key] : NO_DOUBLES;
    }

    /** An int field's arrays by table index + 1, null where a table lacks the field. */
    int[][] ints(int key) {
        int[][][] all = ints;
        return key < all.length ? all[key] : NO_INTS;
    }

    /** Records a table's current arrays (when it is made and each time it grows). */
    void publish(Table table, Column[] columns, List<ComponentType<?>> types) {
        int place = table.index + 1;
        for (int c = 0; c < columns.length; c++) {
            ComponentType<?> t = types.get(c);
            for (int f = 0; f < t.fieldCount(); f++) {
                Object a = ((PrimitiveColumn) columns[c]).array(f);
                int key = t.fieldKey(f);
                if (a instanceof double[] d) {
                    if (key >= doubles.length) doubles = grown(doubles, key, NO_DOUBLES);
                    doubles[key] = place(doubles[key], place);
                    doubles[key][place] = d;
                } else if (a instanceof int[] i) {
                    if (key >= ints.length) ints = grown(ints, key, NO_INTS);
                    ints[key] = place(ints[key], place);
                    ints[key][place] = i;
                }
            }
        }
    }

    /** The arrays by field, long enough to hold {@code key}; fields no table has yet get no tables. */
    private static <T> T[] grown(T[] byField, int key, Object none) {
        int old = byField.length;
        T[] out = Arrays.copyOf(byField, key + 1);
        for (int k = old; k < out.length; k++) out[k] = cast(none);
        return out;
    }

    @SuppressWarnings("unchecked")
    private static <T> T cast(Object none) {
        return (T) none;
    }

    /** A field's arrays by table, long enough to hold {@code place}. */
    private static <T> T[] place(T[] byTable, int place) {
        return place < byTable.length ? byTable : Arrays.copyOf(byTable, Math.max(place + 1, byTable.length * 2));
    }
}
