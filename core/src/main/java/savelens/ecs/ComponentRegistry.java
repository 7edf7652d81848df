package savelens.ecs;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The component types a world knows, by name and by id (ids are handed out in registration order).
 * Names are identifiers because they appear unescaped in live-protocol URLs.
 */
public final class ComponentRegistry {
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private final List<ComponentType<?>> byId = new ArrayList<>();
    private final Map<String, ComponentType<?>> byName = new HashMap<>();
    private int fieldKeys; // primitive fields numbered across every type so far (see ComponentType#fieldKey)

    public <T> ComponentType<T> register(String name, Class<T> type) {
        return register(name, type, new JacksonComponentCodec<>(type));
    }

    public <T> ComponentType<T> register(String name, Class<T> type, ComponentCodec<T> codec) {
        return register(name, type, codec, false);
    }

    /**
     * A component that comes and goes often (a status effect, a marker for one tick): its values live in a
     * sparse set beside the archetype tables, so adding or removing it never moves the entity's row.
     */
    public <T> ComponentType<T> registerSparse(String name, Class<T> type) {
        return register(name, type, new JacksonComponentCodec<>(type), true);
    }

    public <T> ComponentType<T> registerSparse(String name, Class<T> type, ComponentCodec<T> codec) {
        return register(name, type, codec, true);
    }

    private synchronized <T> ComponentType<T> register(String name, Class<T> type, ComponentCodec<T> codec, boolean sparse) {
        if (!NAME.matcher(name).matches()) throw new IllegalArgumentException("component name must be an identifier: " + name);
        if (byName.containsKey(name)) throw new IllegalArgumentException("component already registered: " + name);
        ComponentType<T> ct = ComponentType.of(byId.size(), name, type, codec, sparse, fieldKeys);
        fieldKeys += ct.fieldCount();
        byId.add(ct);
        byName.put(name, ct);
        return ct;
    }

    public synchronized Optional<ComponentType<?>> byName(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    public synchronized ComponentType<?> byId(int id) {
        return byId.get(id);
    }

    public synchronized int size() {
        return byId.size();
    }

    public synchronized List<ComponentType<?>> all() {
        return Collections.unmodifiableList(new ArrayList<>(byId));
    }
}
