package savelens.ecs;

/** Small component types for the storage tests. */
final class TestComponents {
    record A(int v) {}

    record B(int v) {}

    record C(int v) {}

    record Tag() {}

    final ComponentRegistry registry = new ComponentRegistry();
    final ComponentType<A> a = registry.register("A", A.class);
    final ComponentType<B> b = registry.register("B", B.class);
    final ComponentType<C> c = registry.register("C", C.class);
    final ComponentType<Tag> tag = registry.register("Tag", Tag.class);

    ComponentType<?> byIndex(int i) {
        return registry.byId(i);
    }

    /** A value of component i carrying n. */
    Object value(int i, int n) {
        return switch (i) {
            case 0 -> new A(n);
            case 1 -> new B(n);
            case 2 -> new C(n);
            default -> new Tag();
        };
    }
}
