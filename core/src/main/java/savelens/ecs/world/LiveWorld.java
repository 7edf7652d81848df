package savelens.ecs.world;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.inspect.VersionSnapshot;
import savelens.ecs.inspect.WorldSummary;

/**
 * A running ECS world as SaveLens reads and writes it, wherever it runs: in this process
 * ({@link InProcessWorld}), behind a server of SaveLens's live protocol
 * ({@link savelens.ecs.remote.SaveLensWorld}) or a Flecs application's REST API
 * ({@link savelens.ecs.remote.FlecsWorld}); {@link savelens.ecs.remote.LiveWorlds#open} tells the last two apart. The command
 * line and the Live ECS window both read worlds through it.
 *
 * <p>What the world says travels on the values: each table says whether it holds the engine's own entities
 * ({@link WorldTable#builtIn()}), each row and entity carries the name the world gives it
 * ({@link WorldRow#name()}: a SaveLens handle in decimal, a Flecs path such as
 * {@code Hero}, or {@code #id}).
 *
 * <p>Calls may block (HTTP) and are made off a UI thread; implementations are thread-safe. A request the
 * world refuses (unknown table or entity, invalid value) is an {@link savelens.ecs.inspect.InspectionException};
 * a world that cannot be reached a {@link savelens.ecs.remote.WorldUnreachableException}.
 */
public interface LiveWorld extends AutoCloseable {
    /** Largest page {@link #rows} serves. */
    int MAX_PAGE = 10_000;

    /** Where the world is, for a status line ("demo world (seed 7)", "http://127.0.0.1:27760"). */
    String description();

    /** Which protocol the world speaks; a world in this process counts as SaveLens's own. */
    default ServerKind kind() { return ServerKind.SAVELENS; }

    /** Entity and table counts and the tick (Flecs has no tick to report). */
    WorldSummary summary();

    /** Every table, the engine's built-in ones included and marked; {@code bytes} null when the world does not say. */
    List<WorldTable> tables();

    /** Rows {@code offset .. offset+limit-1} of a table, each with the world's name for its entity. */
    WorldPage rows(String tableId, int offset, int limit);

    /**
     * One entity by the world's name for it (a decimal handle, a Flecs path or {@code #id}) or as the window
     * writes a handle, {@code index:generation}; its table is null where the world does not say (Flecs).
     */
    WorldEntity entity(String name);

    /** One entity by its number. */
    WorldEntity entity(long entity);

    /** Sets one component to a complete value (adding it when the entity lacks it). */
    SetResult setComponent(long entity, String component, JsonNode value);

    /**
     * Removes one component (the entity moves table). Worlds that cannot say so over their protocol
     * (Flecs's REST API as SaveLens reads it) refuse.
     */
    default void removeComponent(long entity, String component) {
        throw new UnsupportedOperationException(description() + " cannot remove components");
    }

    /**
     * The tick and each table's version (what a live-protocol server's {@code /events} sends). Here read
     * one after the other; a world in this process takes both together.
     */
    default VersionSnapshot versions() {
        long tick = summary().tick();
        List<VersionSnapshot.TableVersion> out = new ArrayList<>();
        for (WorldTable t : tables()) out.add(new VersionSnapshot.TableVersion(t.id(), t.version()));
        return new VersionSnapshot(tick, out);
    }

    /**
     * The component names the world knows, in its order; here those its tables hold, in order of first
     * appearance (a world in this process also names components no entity holds).
     */
    default List<String> componentNames() {
        Set<String> names = new LinkedHashSet<>();
        for (WorldTable t : tables()) {
            names.addAll(t.components());
            names.addAll(t.sparse().keySet());
        }
        return List.copyOf(names);
    }

    /** One component of an entity as the world holds it now, or null when the entity lacks it. */
    default JsonNode component(long entity, String component) {
        return entity(entity).components().get(component);
    }

    /**
     * Reads the component back and tells whether something (a running system) wrote over a value set a
     * moment ago; numbers count as equal within a float's precision. Ask a frame or more after the edit:
     * Flecs applies a {@code PUT} with its next frame.
     */
    default boolean wasOverwritten(long entity, String component, JsonNode written) {
        return !StoredValues.holds(written, component(entity, component));
    }

    /** Whether some tables may hold the engine's own entities (Flecs modules, components, systems) that a view may hide. */
    default boolean hasBuiltInTables() { return false; }

    /** Whether {@link #pause()} stops the world itself; otherwise pausing only freezes the reader's view. */
    boolean canPauseWorld();

    /** Stops the world's clock (only marks the view paused when {@link #canPauseWorld()} is false). */
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
     * Asks to be told when the world reports a change (a SaveLens server's {@code /events}); called on a
     * background thread, never by worlds that can only be polled. Null stops the calls.
     */
    default void setChangeListener(Runnable listener) {}

    /** Whether {@link #worldDocument()} can save this world (a world in this process can; one over HTTP has no slot state to give). */
    default boolean canSaveAsDocument() { return false; }

    /** The whole world as a helio document ({@link savelens.ecs.document.WorldDocument}), taken between two ticks. */
    default byte[] worldDocument() {
        throw new UnsupportedOperationException(description() + " cannot be saved as a document");
    }

    /** Lets go of the world (stops a world it owns, drops HTTP connections and streams). */
    @Override
    void close();
}
