package savelens.ecs.document;

import java.lang.reflect.RecordComponent;
import java.util.LinkedHashMap;
import java.util.Map;
import savelens.ecs.ComponentType;

/**
 * Which JSON fields of a component hold entity handles: record components marked {@link EntityHandle}.
 * Found by reflection once per type; a type without any is written inline.
 */
final class HandleFields {
    /** Field name → true for an array of handles, false for a single one. */
    private final Map<String, Boolean> fields;

    private HandleFields(Map<String, Boolean> fields) {
        this.fields = fields;
    }

    static HandleFields of(ComponentType<?> type) {
        Map<String, Boolean> out = new LinkedHashMap<>();
        Class<?> c = type.type();
        if (c.isRecord()) {
            for (RecordComponent rc : c.getRecordComponents()) {
                if (!rc.isAnnotationPresent(EntityHandle.class)) continue;
                if (rc.getType() == long.class) out.put(rc.getName(), false);
                else if (rc.getType() == long[].class) out.put(rc.getName(), true);
                else {
                    throw new IllegalArgumentException(type.name() + "." + rc.getName()
                            + " is marked @EntityHandle but is " + rc.getType().getSimpleName() + ", not long or long[]");
                }
            }
        }
        return new HandleFields(out);
    }

    boolean isEmpty() {
        return fields.isEmpty();
    }

    boolean holdsHandle(String field) {
        return fields.containsKey(field);
    }

    boolean isArray(String field) {
        return Boolean.TRUE.equals(fields.get(field));
    }
}
