package savelens.ecs;

/**
 * Interfaces the record constructors of primitive columns are generated against (one per arity), so a
 * record is built by a direct call the JIT can inline instead of through a spread method handle.
 * Fields arrive boxed; when the call is inlined the boxes do not escape and are not allocated. Public only
 * because the generated classes live in the record's own package and must see their interface.
 */
public final class RecordMakers {
    private RecordMakers() {}

    @FunctionalInterface
    public interface Of1 {
        Object make(Object a0);
    }

    @FunctionalInterface
    public interface Of2 {
        Object make(Object a0, Object a1);
    }

    @FunctionalInterface
    public interface Of3 {
        Object make(Object a0, Object a1, Object a2);
    }

    @FunctionalInterface
    public interface Of4 {
        Object make(Object a0, Object a1, Object a2, Object a3);
    }

    @FunctionalInterface
    public interface Of5 {
        Object make(Object a0, Object a1, Object a2, Object a3, Object a4);
    }

    @FunctionalInterface
    public interface Of6 {
        Object make(Object a0, Object a1, Object a2, Object a3, Object a4, Object a5);
    }

    @FunctionalInterface
    public interface Of7 {
        Object make(Object a0, Object a1, Object a2, Object a3, Object a4, Object a5, Object a6);
    }

    @FunctionalInterface
    public interface Of8 {
        Object make(Object a0, Object a1, Object a2, Object a3, Object a4, Object a5, Object a6, Object a7);
    }

    /** The largest arity with a generated maker; larger records are built through a spread handle. */
    static final int MAX_ARITY = 8;

    static Class<?> interfaceFor(int arity) {
        return switch (arity) {
            case 1 -> Of1.class;
            case 2 -> Of2.class;
            case 3 -> Of3.class;
            case 4 -> Of4.class;
            case 5 -> Of5.class;
            case 6 -> Of6.class;
            case 7 -> Of7.class;
            case 8 -> Of8.class;
            default -> null;
        };
    }
}
