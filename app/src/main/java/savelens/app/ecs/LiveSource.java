package savelens.app.ecs;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import savelens.ecs.inspect.EntityView;
import savelens.ecs.inspect.RowPage;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.inspect.TableInfo;
import savelens.ecs.inspect.WorldSummary;
import savelens.ecs.remote.ServerKind;
import savelens.ecs.remote.StoredValues;

/**
 * A running ECS world as the Live ECS tab reads it: the in-process demo world by direct calls
 * ({@link InProcessSource}), a server of SaveLens's live protocol ({@link HttpLiveSource}) or a Flecs
 * application's REST API ({@link FlecsLiveSource}); {@link LiveSources#open} tells the last two apart.
 * Calls may block (HTTP) and are made off the JavaFX thread; implementations must be thread-safe.
 *
 * <p>Every call throws {@link savelens.ecs.inspect.InspectionException} for a request the world refuses
 * (unknown entity, invalid value) and {@link savelens.ecs.remote.WorldUnreachableException} (of which
 * {@link LiveConnectionException} is one) when the world cannot be reached.
 */
public interface LiveSource extends AutoCloseable {
    /** {@link TableInfo#bytes()} of a table whose server does not report memory (Flecs without FlecsStats). */
    long UNKNOWN_BYTES = -1;

    /** Where the world is, for the status line ("demo world (seed 7)", "http://127.0.0.1:27760"). */
    String description();

    /** Which protocol the world speaks; the in-process demo world counts as SaveLens's own. */
    default ServerKind kind() { return ServerKind.SAVELENS; }

    WorldSummary summary();

    /**
     * Every table, the server's built-in ones included ({@link #isBuiltIn}); {@code bytes} is
     * {@link #UNKNOWN_BYTES} when the server does not say.
     */
    List<TableInfo> tables();

    RowPage rows(String tableId, int offset, int limit);

    /** Sets one component to a complete value (adding it when the entity lacks it). */
    SetResult setComponent(long entity, String component, JsonNode value);

    /** One component of an entity as the world holds it now, or null when the entity lacks it. */
    default JsonNode component(long entity, String component) {
        throw new UnsupportedOperationException(description() + " cannot read single components");
    }

    /**
     * Reads the component back and tells whether something (a running system) wrote over a value set a
     * moment ago; numbers count as equal within a float's precision. Ask a frame or more after the edit
     * (at the next poll): Flecs applies a {@code PUT} with its next frame. Blocks like every read.
     */
    default boolean wasOverwritten(long entity, String component, JsonNode written) {
        return !StoredValues.holds(written, component(entity, component));
    }

    /**
     * The entity as the server names it: a SaveLens handle in decimal ("4294967441"), a Flecs name or
     * path ("Hero", "Sun.Earth") or {@code #id} for an unnamed Flecs entity. Names are known for entities
     * of rows read so far; others get their number.
     */
    default String entityName(long entity) { return Long.toString(entity); }

    /** Whether some tables hold the engine's own entities (Flecs modules, components, systems) that a view may hide. */
    default boolean hasBuiltInTables() { return false; }

    /** Whether this table (from the last {@link #tables()}) holds the engine's own entities. */
    default boolean isBuiltIn(String tableId) { return false; }

    /** Whether {@link #pause()} stops the world itself; otherwise pausing only freezes the view. */
    boolean canPauseWorld();

    /** Stops the world's clock (no-op when {@link #canPauseWorld()} is false). May block (HTTP). */
    void pause();

    void resume();

    boolean isPaused();

    /** Whether {@link #step()} can run single ticks of the paused world. */
    default boolean canStep() { return false; }

    /** Runs one tick of the paused world; returns the tick reached. */
    default long step() {
        throw new UnsupportedOperationException(description() + " cannot be stepped");
    }

    /**
     * One entity: its table and component values. The view follows an entity into the table it moved to
     * with it; a source without it (Flecs does not say an entity's table) has the view look for the entity.
     */
    default EntityView entity(long entity) {
        throw new UnsupportedOperationException(description() + " cannot look up one entity");
    }

    /**
     * Asks to be told when the world reports a change (a SaveLens server's {@code /events}); called on a
     * background thread, and never by sources that can only be polled. Null stops the calls.
     */
    default void setChangeListener(Runnable listener) {}

    /** Whether {@link #worldDocument()} can save this world (the in-process world can; a world over HTTP has no slot state to give). */
    default boolean canSaveAsDocument() { return false; }

    /** The whole world as a helio document ({@link savelens.ecs.document.WorldDocument}), taken between two ticks. */
    default byte[] worldDocument() {
        throw new UnsupportedOperationException(description() + " cannot be saved as a document");
    }

    /** Lets go of the world (stops an owned demo world, drops HTTP connections). */
    @Override
    void close();
}
