package savelens.ecs;

import java.util.function.LongConsumer;

/**
 * Entities (generational handles, see {@link Handles}) carrying at most one value per component type.
 * Two storages implement it: {@link SparseWorld} and {@link ArchetypeWorld}. Given the same calls they
 * hand out the same handles. Not thread-safe: one thread mutates a world, others go through a lock.
 */
public interface World {
    ComponentRegistry components();

    /** Creates an entity with the given components (at most one value per type). */
    long spawn(ComponentValue<?>... values);

    /** Destroys a live entity; false when the handle was already stale. */
    boolean destroy(long entity);

    boolean isAlive(long entity);

    /** The value, or null when the entity is stale or lacks the component. */
    <T> T get(long entity, ComponentType<T> type);

    boolean has(long entity, ComponentType<?> type);

    /**
     * Sets a component, adding it when missing.
     *
     * @return true when the component was added, false when an existing value was replaced
     * @throws IllegalArgumentException when the entity is not alive
     */
    <T> boolean put(long entity, ComponentType<T> type, T value);

    /** Removes a component; false when the entity is stale or did not have it. */
    boolean remove(long entity, ComponentType<?> type);

    /**
     * One double field of an entity's component, read without boxing.
     *
     * @throws IllegalArgumentException when the entity is not alive or lacks the component
     */
    double getDouble(long entity, DoubleField field);

    /** Writes one double field in place; same errors as {@link #getDouble}. */
    void setDouble(long entity, DoubleField field, double value);

    /** One int field of an entity's component; same errors as {@link #getDouble}. */
    int getInt(long entity, IntField field);

    void setInt(long entity, IntField field, int value);

    /** The entity's component set, or null when the entity is stale. */
    ComponentSet componentsOf(long entity);

    /** Handles of the live entities having every component of {@code required} (in storage order). */
    long[] query(ComponentSet required);

    default void forEach(ComponentSet required, LongConsumer action) {
        for (long e : query(required)) action.accept(e);
    }

    int entityCount();

    /** The slot state (generations, live and free slots) for saving alongside the components. */
    SlotState exportSlots();
}
