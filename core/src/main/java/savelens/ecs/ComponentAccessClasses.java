package savelens.ecs;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Makes each component type's {@link ComponentAccess} and its {@link RecordView}s: the compiled
 * {@link ComponentAccessCode} and {@link RecordViewCode} defined again as hidden classes of their own (the same
 * bytes, new classes, so the JIT profiles their calls apart). Where a hidden class cannot be defined, every type
 * shares the one compiled copy: the same results, records allocated.
 */
final class ComponentAccessClasses {
    private static final byte[] ACCESS_CODE = code("ComponentAccessCode.class");
    private static final byte[] VIEW_CODE = code("RecordViewCode.class");
    private static final MethodType ACCESS = MethodType.methodType(void.class, int.class, boolean.class, Class.class, ComponentLayout.class);
    private static final MethodType VIEW = MethodType.methodType(void.class, Table.class, ComponentAccess.class, Column.class);

    private ComponentAccessClasses() {}

    private static byte[] code(String name) {
        try (InputStream in = ComponentAccessClasses.class.getResourceAsStream(name)) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            return null;
        }
    }

    /** A type's access, in a copy of its own when one can be defined; {@link ComponentAccess#bind} gives it its type. */
    @SuppressWarnings("unchecked")
    static <T> ComponentAccess<T> of(int id, boolean sparse, Class<T> valueClass, ComponentLayout layout) {
        if (ACCESS_CODE != null) {
            try {
                MethodHandles.Lookup copy = MethodHandles.lookup().defineHiddenClass(ACCESS_CODE, true);
                return (ComponentAccess<T>) copy.findConstructor(copy.lookupClass(), ACCESS).invoke(id, sparse, valueClass, layout);
            } catch (VirtualMachineError e) {
                throw e;
            } catch (Throwable refused) {
                // fall through to the shared copy
            }
        }
        return new ComponentAccessCode<>(id, sparse, valueClass, layout);
    }

    /** The constructor (Table, ComponentAccess, Column) of one type's own copy of the view code, or null for the shared one. */
    static MethodHandle viewMaker() {
        if (VIEW_CODE == null) return null;
        try {
            MethodHandles.Lookup copy = MethodHandles.lookup().defineHiddenClass(VIEW_CODE, true);
            return copy.findConstructor(copy.lookupClass(), VIEW).asType(MethodType.methodType(RecordView.class, Table.class,
                    ComponentAccess.class, Column.class));
        } catch (VirtualMachineError e) {
            throw e;
        } catch (Throwable refused) {
            return null;
        }
    }

    /** A view of one column of a table, in its type's own copy of the view code when it has one. */
    @SuppressWarnings("unchecked")
    static <T> RecordView<T> view(MethodHandle maker, Table table, ComponentAccess<T> access, Column column) {
        if (maker != null) {
            try {
                return (RecordView<T>) (RecordView<?>) maker.invokeExact(table, (ComponentAccess<?>) access, column);
            } catch (VirtualMachineError e) {
                throw e;
            } catch (Throwable refused) {
                // fall through to the shared copy
            }
        }
        return new RecordViewCode<>(table, access, column);
    }
}
