package savelens.format.marshal;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import savelens.format.marshal.MarshalValue.*;

/** Random Marshal values of every type code, some Java objects used twice (so {@link MarshalWriter#asRuby} links them). */
final class RandomMarshal {
    private static final String[] NAMES = {"a", "E", "@gold", "@data", "Game_Party", "RPG::Item", "Table", "encoding"};
    private static final byte[][] FLOATS = {"1.5".getBytes(), "inf".getBytes(), "-inf".getBytes(), "nan".getBytes(), "-0.25e-3".getBytes(),
            {'0', '.', '1', 0, (byte) 0x99, (byte) 0x9a}};

    private final Random r;
    private final List<MarshalValue> made = new ArrayList<>();

    RandomMarshal(long seed) { r = new Random(seed); }

    /** One to three streams' roots. */
    List<MarshalValue> streams() {
        List<MarshalValue> roots = new ArrayList<>();
        int n = 1 + r.nextInt(3);
        for (int k = 0; k < n; k++) {
            made.clear();
            roots.add(value(4));
        }
        return roots;
    }

    private Symbol sym() { return new Symbol(NAMES[r.nextInt(NAMES.length)].getBytes(StandardCharsets.UTF_8)); }

    private byte[] bytes(int max) {
        byte[] b = new byte[r.nextInt(max + 1)];
        r.nextBytes(b);
        return b;
    }

    private List<Pair> pairs(int depth, boolean symbolKeys) {
        List<Pair> p = new ArrayList<>();
        int n = r.nextInt(4);
        for (int k = 0; k < n; k++) p.add(new Pair(symbolKeys ? sym() : value(depth - 1), value(depth - 1)));
        return p;
    }

    MarshalValue value(int depth) {
        if (!made.isEmpty() && r.nextInt(8) == 0) return made.get(r.nextInt(made.size()));
        int kind = depth <= 0 ? r.nextInt(9) : r.nextInt(22);
        MarshalValue v = switch (kind) {
            case 0 -> new Nil();
            case 1 -> new True();
            case 2 -> new False();
            case 3 -> new Fixnum(r.nextInt(4) == 0 ? r.nextInt(256) - 128 : (r.nextLong() % (1L << 30)));
            case 4 -> { byte[] m = bytes(6); yield new Bignum((byte) (r.nextBoolean() ? '+' : '-'), m.length % 2 == 0 ? m : java.util.Arrays.copyOf(m, m.length + 1)); }
            case 5 -> new MFloat(FLOATS[r.nextInt(FLOATS.length)]);
            case 6 -> new MString(bytes(8));
            case 7 -> sym();
            case 8 -> new ClassRef((byte) "cmM".charAt(r.nextInt(3)), NAMES[r.nextInt(NAMES.length)].getBytes(StandardCharsets.UTF_8));
            case 9 -> new Ivars(new MString(bytes(5)), List.of(new Pair(sym(), r.nextBoolean() ? new True() : new MString("Shift_JIS".getBytes()))));
            case 10 -> new Extended(sym(), new MObject(sym(), pairs(depth, true)));
            case 11 -> new UserClass(sym(), new MArray(List.of(value(depth - 1))));
            case 12, 13 -> { List<MarshalValue> es = new ArrayList<>(); int n = r.nextInt(5); for (int k = 0; k < n; k++) es.add(value(depth - 1)); yield new MArray(es); }
            case 14 -> new MHash(pairs(depth, false), r.nextBoolean() ? null : value(depth - 1));
            case 15, 16 -> new MObject(sym(), pairs(depth, true));
            case 17 -> new MStruct(sym(), pairs(depth, true));
            case 18 -> r.nextBoolean() ? new UserDef(sym(), bytes(12)) : new Ivars(new UserDef(sym(), bytes(4)), List.of(new Pair(sym(), new MString("x".getBytes()))));
            case 19 -> new UserMarshal(sym(), value(depth - 1));
            case 20 -> new Regexp(bytes(4), r.nextInt(8));
            default -> new DataObject(sym(), value(depth - 1));
        };
        if (MarshalValue.takesObjectSlot(v) || v instanceof Ivars) made.add(v);
        return v;
    }
}
