package savelens.ecs;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Makes each component type's {@link ComponentAccess}: the compiled {@link ComponentAccessCode} defined again
 * as a hidden class of its own (the same bytes, a new class, so the JIT profiles its calls apart). Where a
 * hidden class cannot be defined, every type shares the one compiled copy: the same results, records allocated.
 */
final class ComponentAccessClasses {
    private static final byte[] CODE = code();

    private ComponentAccessClasses() {}

    private static byte[] code() {
        try (InputStream in = ComponentAccessClasses.class.getResourceAsStream("ComponentAccessCode.class")) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            return null;
        }
    }

    @SuppressWarnings("unchecked")
    static <T> ComponentAccess<T> of(ComponentType<T> type) {
        if (CODE != null) {
            try {
                MethodHandles.Lookup copy = MethodHandles.lookup().defineHiddenClass(CODE, true);
                return (ComponentAccess<T>) copy.findConstructor(copy.lookupClass(), MethodType.methodType(void.class, ComponentType.class))
                        .invoke(type);
            } catch (VirtualMachineError e) {
                throw e;
            } catch (Throwable refused) {
                // fall through to the shared copy
            }
        }
        return new ComponentAccessCode<>(type);
    }
}
