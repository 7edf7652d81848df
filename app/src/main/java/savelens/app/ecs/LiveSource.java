package savelens.app.ecs;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import savelens.ecs.inspect.EntityView;
import savelens.ecs.inspect.RowPage;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.inspect.TableInfo;
import savelens.ecs.inspect.WorldSummary;

/**
 * A running ECS world as the Live ECS tab reads it: the in-process demo world by direct calls
 * ({@link InProcessSource}) or any game serving the live protocol ({@link HttpLiveSource}). Calls may
 * block (HTTP) and are made off the JavaFX thread; implementations must be thread-safe.
 *
 * <p>Every call throws {@link savelens.ecs.inspect.InspectionException} for a request the world refuses
 * (unknown entity, invalid value) and {@link LiveConnectionException} when the world cannot be reached.
 */
public interface LiveSource extends AutoCloseable {
    /** Where the world is, for the status line ("demo world (seed 7)", "http://127.0.0.1:27760"). */
    String description();

    WorldSummary summary();

    List<TableInfo> tables();

    RowPage rows(String tableId, int offset, int limit);

    /** Sets one component to a complete value (adding it when the entity lacks it). */
    SetResult setComponent(long entity, String component, JsonNode value);

    /** Whether {@link #pause()} stops the world itself; otherwise pausing only freezes the view. */
    boolean canPauseWorld();

    /** Stops the world's clock (no-op when {@link #canPauseWorld()} is false). */
    void pause();

    void resume();

    boolean isPaused();

    /** Whether {@link #step()} runs one tick of a paused world. */
    default boolean canStep() { return false; }

    /** Runs one tick while the world is paused. */
    default void step() {
        throw new UnsupportedOperationException(description() + " cannot step its world");
    }

    /** One entity: its table and component values (used to follow an entity that moved table). */
    default EntityView entity(long entity) {
        throw new UnsupportedOperationException(description() + " cannot look up one entity");
    }

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
