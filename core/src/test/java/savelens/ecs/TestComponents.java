package savelens.ecs;

/** Small component types for the storage tests. */
final class TestComponents {
    record A(int v) {}

    record B(int v) {}

    record C(int v) {}

    record Tag() {}

    final ComponentRegistry registry = new ComponentRegistry();
    final ComponentType<A> a;
    final ComponentType<B> b;
    final ComponentType<C> c;
    final ComponentType<Tag> tag;

    TestComponents() {
        this(false);
    }

    /** With {@code sparseCAndTag}, C and Tag are registered sparse: an archetype world keeps them beside its tables. */
    TestComponents(boolean sparseCAndTag) {
        a = registry.register("A", A.class);
        b = registry.register("B", B.class);
        c = sparseCAndTag ? registry.registerSparse("C", C.class) : registry.register("C", C.class);
        tag = sparseCAndTag ? registry.registerSparse("Tag", Tag.class) : registry.register("Tag", Tag.class);
    }

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
