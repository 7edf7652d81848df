package savelens.ecs;

import java.util.Arrays;
import java.util.List;

/**
 * The arrays of every table's double and int fields in one world, by field key ({@link ComponentType#fieldKey})
 * and then by table index + 1 (0 stands for no table, as in a free slot's entry). A read by handle takes the
 * array from the slot entry's table bits, not through the table object.
 *
 * <p>Each field also names its likeliest table, the one of the largest capacity seen. A read whose entity is in
 * that table's dense rows ({@link Table#denseRows}) indexes its array by the handle's slot and reads no slot
 * entry; otherwise that table's array is compared against first and read without waiting on the slot entry, so
 * a read whose entity is there waits on the entry alone. Measured on random reads at 1M entities, the dependent
 * lookup of the array by table roughly doubled the time of a read.
 */
final class FieldArrays {
    /** One field's arrays by table, with its likeliest table's array apart. */
    static final class Field {
        int likelyPlace = -1; // never a slot entry's place
        Table likelyTable; // null until a table holds the field
        int likelyCapacity;
        double[] likelyDoubles;
        int[] likelyInts;
        double[][] doubles = new double[0][];
        int[][] ints = new int[0][];

        /** The field's double array in the table at a place, or null where that table lacks the field. */
        double[] doubles(int place) {
            if (place == likelyPlace) return likelyDoubles;
            double[][] byTable = doubles;
            return place < byTable.length ? byTable[place] : null;
        }

        int[] ints(int place) {
            if (place == likelyPlace) return likelyInts;
            int[][] byTable = ints;
            return place < byTable.length ? byTable[place] : null;
        }
    }

    private static final Field NONE = new Field(); // of keys no table has: no arrays at all

    private Field[] fields = new Field[0];

    /** A field by key; one no table holds has no arrays. */
    Field field(int key) {
        Field[] all = fields;
        Field f = key < all.length ? all[key] : null;
        return f == null ? NONE : f;
    }

    /** Records a table's current arrays (when it is made and each time it grows). */
    void publish(Table table, Column[] columns, List<ComponentType<?>> types) {
        int place = table.index + 1;
        int capacity = table.capacity();
        for (int c = 0; c < columns.length; c++) {
            ComponentType<?> t = types.get(c);
            for (int f = 0; f < t.fieldCount(); f++) {
                Object a = ((PrimitiveColumn) columns[c]).array(f);
                int key = t.fieldKey(f);
                if (key >= fields.length) fields = Arrays.copyOf(fields, key + 1);
                Field field = fields[key];
                if (field == null) fields[key] = field = new Field();
                if (a instanceof double[] d) {
                    field.doubles = room(field.doubles, place);
                    field.doubles[place] = d;
                } else if (a instanceof int[] i) {
                    field.ints = room(field.ints, place);
                    field.ints[place] = i;
                } else {
                    continue; // float and long fields are read through their columns
                }
                if (place == field.likelyPlace || capacity > field.likelyCapacity) {
                    field.likelyPlace = place;
                    field.likelyTable = table;
                    field.likelyCapacity = capacity;
                    field.likelyDoubles = a instanceof double[] d ? d : null;
                    field.likelyInts = a instanceof int[] i ? i : null;
                }
            }
        }
    }

    /** A field's arrays by table, long enough to hold {@code place}. */
    private static <T> T[] room(T[] byTable, int place) {
        return place < byTable.length ? byTable : Arrays.copyOf(byTable, Math.max(place + 1, byTable.length * 2));
    }
}
