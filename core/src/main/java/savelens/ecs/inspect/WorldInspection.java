package savelens.ecs.inspect;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * What an inspector may see and change in a running world: the archetype tables, their rows in pages,
 * one entity's components, and edits of single component values. The records it returns are the JSON
 * shapes of the live protocol. Implementations are not required to be thread-safe; wrap one in
 * {@link LockedInspection} when the world is mutated on another thread.
 */
public interface WorldInspection {
    /** Largest page {@link #rows} serves. */
    int MAX_PAGE = 10_000;

    WorldSummary summary();

    List<TableInfo> tables();

    /** The tick and each table's version, taken together (what {@code /events} sends). */
    VersionSnapshot versions();

    /**
     * Rows {@code offset .. offset+limit-1} of a table (fewer at the end).
     *
     * @throws InspectionException NOT_FOUND for an unknown table, BAD_REQUEST for a negative offset or a
     *     limit outside 0..{@link #MAX_PAGE}
     */
    RowPage rows(String tableId, int offset, int limit);

    /** @throws InspectionException NOT_FOUND when the handle is stale or malformed */
    EntityView entity(long entity);

    /**
     * Sets one component from JSON, adding it (and moving the entity to another table) when missing.
     *
     * @throws InspectionException NOT_FOUND for a stale entity or unknown component name, BAD_REQUEST
     *     when the JSON is not a valid value of the component
     */
    SetResult setComponent(long entity, String component, JsonNode value);

    /**
     * Removes one component (the entity moves table).
     *
     * @throws InspectionException NOT_FOUND for a stale entity, an unknown component name, or a component
     *     the entity does not have
     */
    void removeComponent(long entity, String component);

    /** Names of all registered component types, in registration order. */
    List<String> componentNames();
}
