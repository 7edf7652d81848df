package savelens.ecs;

import java.util.ArrayList;
import java.util.List;

/**
 * Storage A: one {@link SparseStore} per component, keyed by entity slot index. Adding or removing a
 * component touches one store, O(1). A query intersects the sets, walking the smallest and probing the
 * rest, so its cost follows the rarest component rather than the entity count.
 */
public final class SparseWorld implements World {
    private final ComponentRegistry registry;
    private final SlotMap<Boolean> entities = new SlotMap<>();
    private final List<SparseStore> stores = new ArrayList<>();

    public SparseWorld(ComponentRegistry registry) {
        this.registry = registry;
    }

    @Override
    public ComponentRegistry components() {
        return registry;
    }

    private SparseStore store(int componentId) {
        while (stores.size() <= componentId) stores.add(new SparseStore(registry.byId(stores.size())));
        return stores.get(componentId);
    }

    /** The store of one component, for walking its rows and columns without boxing. */
    public SparseStore store(ComponentType<?> type) {
        return store(type.id());
    }

    @Override
    public long spawn(ComponentValue<?>... values) {
        int[] ids = new int[values.length];
        for (int i = 0; i < values.length; i++) ids[i] = values[i].type().id();
        if (ComponentSet.ofIds(ids).size() != values.length) throw new IllegalArgumentException("a component type appears twice");
        long e = entities.insert(Boolean.TRUE);
        for (ComponentValue<?> v : values) store(v.type().id()).put(Handles.index(e), v.value());
        return e;
    }

    @Override
    public boolean destroy(long entity) {
        if (entities.remove(entity) == null) return false;
        int index = Handles.index(entity);
        for (SparseStore s : stores) s.remove(index);
        return true;
    }

    @Override
    public boolean isAlive(long entity) {
        return entities.contains(entity);
    }

    @Override
    public <T> T get(long entity, ComponentType<T> type) {
        if (!isAlive(entity) || type.id() >= stores.size()) return null;
        return type.type().cast(stores.get(type.id()).get(Handles.index(entity)));
    }

    @Override
    public boolean has(long entity, ComponentType<?> type) {
        return isAlive(entity) && type.id() < stores.size() && stores.get(type.id()).contains(Handles.index(entity));
    }

    @Override
    public <T> boolean put(long entity, ComponentType<T> type, T value) {
        if (!isAlive(entity)) throw new IllegalArgumentException("no live entity " + Handles.describe(entity));
        return store(type.id()).put(Handles.index(entity), type.cast(value));
    }

    @Override
    public boolean remove(long entity, ComponentType<?> type) {
        return isAlive(entity) && type.id() < stores.size() && stores.get(type.id()).remove(Handles.index(entity));
    }

    @Override
    public double getDouble(long entity, DoubleField field) {
        SparseStore s = live(entity, field.component());
        return s.doubles(field).get(s.rowOf(Handles.index(entity)));
    }

    @Override
    public void setDouble(long entity, DoubleField field, double value) {
        SparseStore s = live(entity, field.component());
        s.doubles(field).set(s.rowOf(Handles.index(entity)), value);
    }

    @Override
    public int getInt(long entity, IntField field) {
        SparseStore s = live(entity, field.component());
        return s.ints(field).get(s.rowOf(Handles.index(entity)));
    }

    @Override
    public void setInt(long entity, IntField field, int value) {
        SparseStore s = live(entity, field.component());
        s.ints(field).set(s.rowOf(Handles.index(entity)), value);
    }

    /** The component's store, checked to hold the live entity. */
    private SparseStore live(long entity, ComponentType<?> type) {
        if (!isAlive(entity)) throw new IllegalArgumentException("no live entity " + Handles.describe(entity));
        if (!has(entity, type)) throw new IllegalArgumentException("entity " + Handles.describe(entity) + " has no " + type.name());
        return stores.get(type.id());
    }

    @Override
    public ComponentSet componentsOf(long entity) {
        if (!isAlive(entity)) return null;
        int index = Handles.index(entity);
        List<Integer> ids = new ArrayList<>();
        for (int c = 0; c < stores.size(); c++) if (stores.get(c).contains(index)) ids.add(c);
        return ComponentSet.ofIds(ids.stream().mapToInt(Integer::intValue).toArray());
    }

    @Override
    public long[] query(ComponentSet required) {
        if (required.size() == 0) return allEntities();
        SparseStore smallest = null;
        for (int i = 0; i < required.size(); i++) {
            int id = required.idAt(i);
            if (id >= stores.size()) return new long[0];
            SparseStore s = stores.get(id);
            if (smallest == null || s.size() < smallest.size()) smallest = s;
        }
        long[] out = new long[smallest.size()];
        int n = 0;
        for (int p = 0; p < smallest.size(); p++) {
            int index = smallest.indexAt(p);
            if (hasAll(index, required)) out[n++] = entities.handleAt(index);
        }
        return java.util.Arrays.copyOf(out, n);
    }

    private boolean hasAll(int index, ComponentSet required) {
        for (int i = 0; i < required.size(); i++) {
            if (!stores.get(required.idAt(i)).contains(index)) return false;
        }
        return true;
    }

    private long[] allEntities() {
        long[] out = new long[entities.size()];
        int n = 0;
        for (int i = 0; i < entities.slotCount(); i++) {
            long h = entities.handleAt(i);
            if (h != Handles.NONE) out[n++] = h;
        }
        return out;
    }

    @Override
    public int entityCount() {
        return entities.size();
    }

    @Override
    public SlotState exportSlots() {
        return entities.exportState();
    }
}
