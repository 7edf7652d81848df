package savelens.app.ecs;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.inspect.WorldSummary;
import savelens.ecs.world.LiveWorld;
import savelens.ecs.world.WorldEntity;
import savelens.ecs.world.WorldPage;
import savelens.ecs.world.WorldTable;

/** A world that passes everything on to {@code inner} and writes down each clock request and its closing, in the order they reach it. */
final class RecordingWorld implements LiveWorld {
    private final LiveWorld inner;
    private final List<String> calls = new ArrayList<>();
    private volatile boolean refusing;

    RecordingWorld(LiveWorld inner) { this.inner = inner; }

    /** "pause", "resume", "step" and "close", as they came (a refused request too). */
    synchronized List<String> calls() { return List.copyOf(calls); }

    /** From now on each clock request is written down and then fails, as when the server cannot be reached. */
    void refuseClock() { refusing = true; }

    private synchronized void record(String call) { calls.add(call); }

    private void clock(String call) {
        record(call);
        if (refusing) throw new LiveConnectionException("connection refused", null);
    }

    @Override public String description() { return inner.description(); }
    @Override public WorldSummary summary() { return inner.summary(); }
    @Override public List<WorldTable> tables() { return inner.tables(); }
    @Override public WorldPage rows(String table, int offset, int limit) { return inner.rows(table, offset, limit); }
    @Override public WorldEntity entity(String name) { return inner.entity(name); }
    @Override public WorldEntity entity(long entity) { return inner.entity(entity); }
    @Override public SetResult setComponent(long entity, String component, JsonNode value) { return inner.setComponent(entity, component, value); }
    @Override public boolean canPauseWorld() { return inner.canPauseWorld(); }
    @Override public boolean canStep() { return inner.canStep(); }

    @Override public void pause() {
        clock("pause");
        inner.pause();
    }

    @Override public void resume() {
        clock("resume");
        inner.resume();
    }

    @Override public long step() {
        clock("step");
        return inner.step();
    }

    @Override public boolean isPaused() { return inner.isPaused(); }

    @Override public void close() {
        record("close");
        inner.close();
    }
}
