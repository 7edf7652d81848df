package savelens.app.ecs;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.document.WorldDocument;
import savelens.ecs.inspect.EntityView;
import savelens.ecs.inspect.RowPage;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.inspect.TableInfo;
import savelens.ecs.inspect.WorldInspection;
import savelens.ecs.inspect.WorldSummary;

/** The built-in demo world, read by direct calls to its (locked, thread-safe) inspection. */
public final class InProcessSource implements LiveSource {
    /** The demo's seed when nothing else is asked for, so the tab opens on the same world every time. */
    public static final long DEFAULT_SEED = 7;

    private final DemoWorld world;
    private final WorldInspection inspection;
    private final boolean owned;
    private final String description;

    /** Reads a demo world someone else runs (and closes); tests step it by hand. */
    public InProcessSource(DemoWorld world) {
        this(world, false, "demo world (in process)");
    }

    private InProcessSource(DemoWorld world, boolean owned, String description) {
        this.world = world;
        this.inspection = world.inspection();
        this.owned = owned;
        this.description = description;
    }

    /** A fresh demo world with a fixed seed, ticking at 60 Hz until {@link #close()}. */
    public static InProcessSource startDemo() {
        return startDemo(DEFAULT_SEED, DemoWorld.DEFAULT_ENTITIES);
    }

    public static InProcessSource startDemo(long seed, int entities) {
        DemoWorld world = new DemoWorld(seed, entities);
        world.start();
        return new InProcessSource(world, true, "demo world (seed " + seed + ", in process)");
    }

    public DemoWorld world() {
        return world;
    }

    @Override public String description() { return description; }

    @Override public WorldSummary summary() { return inspection.summary(); }

    @Override public List<TableInfo> tables() { return inspection.tables(); }

    @Override public RowPage rows(String tableId, int offset, int limit) { return inspection.rows(tableId, offset, limit); }

    @Override
    public SetResult setComponent(long entity, String component, JsonNode value) {
        return inspection.setComponent(entity, component, value);
    }

    @Override public EntityView entity(long entity) { return inspection.entity(entity); }

    @Override
    public JsonNode component(long entity, String component) {
        return inspection.entity(entity).components().get(component);
    }

    @Override public boolean canSaveAsDocument() { return true; }

    @Override public byte[] worldDocument() { return world.read(WorldDocument::write); }

    @Override public boolean canPauseWorld() { return true; }

    @Override public void pause() { world.pause(); }

    @Override public void resume() { world.resume(); }

    @Override public boolean isPaused() { return world.isPaused(); }

    @Override public boolean canStep() { return true; }

    @Override
    public long step() {
        world.step();
        return world.tick();
    }

    @Override
    public void close() {
        if (owned) world.close();
    }
}
