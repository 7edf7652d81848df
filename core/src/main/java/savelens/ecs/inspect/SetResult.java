package savelens.ecs.inspect;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Outcome of {@link savelens.ecs.world.LiveWorld#setComponent}: whether the component was added (the entity moved
 * table; HTTP 201) rather than replaced (HTTP 200), the value as stored, and the entity's table now.
 */
public record SetResult(boolean added, JsonNode stored, String table) {}
