package savelens.ecs.remote;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.util.List;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.inspect.WorldSummary;

/**
 * A running world at an HTTP address, whichever kind of server serves it. Tables and entities are named
 * as that server names them (a SaveLens table id or decimal handle; a Flecs table id, or an entity path
 * such as {@code Town} or {@code #600}). Every call may block for up to {@link RemoteHttp#TIMEOUT};
 * implementations are thread-safe.
 *
 * <p>Failing to reach the world is a {@link WorldUnreachableException}; a request the world refuses
 * (unknown table or entity, invalid value) is an {@link savelens.ecs.inspect.InspectionException}.
 */
public interface WorldClient extends AutoCloseable {
    ServerKind kind();

    URI base();

    /** Entity and table counts and the tick (Flecs has no tick to report: 0). */
    WorldSummary summary();

    List<RemoteTable> tables();

    RemotePage rows(String table, int offset, int limit);

    RemoteEntity entity(String name);

    /** Sets one component of an entity to a complete value, adding the component when it is missing. */
    SetResult setComponent(String entity, String component, JsonNode value);

    /** Whether {@link #pause()}, {@link #resume()} and {@link #step()} reach the world's clock. */
    boolean canPause();

    /** Stops the world's clock; returns whether it is paused now. */
    boolean pause();

    boolean resume();

    /** Runs one tick of a paused world; returns the tick reached. */
    long step();

    /** Whether the world's clock is stopped (false for a world without a clock to ask). */
    boolean isPaused();

    /** Lets go of connections and streams. */
    @Override
    void close();
}
