package savelens.ecs.world;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.document.WorldDocument;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.inspect.TableInfo;
import savelens.ecs.inspect.VersionSnapshot;
import savelens.ecs.inspect.WorldInspection;
import savelens.ecs.inspect.WorldSummary;

/** The demo world in this process, read by direct calls to its (locked, thread-safe) inspection. */
public final class InProcessWorld implements LiveWorld {
    /** The demo's seed when nothing else is asked for, so the window opens on the same world every time. */
    public static final long DEFAULT_SEED = 7;

    private final DemoWorld world;
    private final WorldInspection inspection;
    private final boolean owned;
    private final String description;

    /** Reads a demo world someone else runs (and closes); tests step it by hand. */
    public InProcessWorld(DemoWorld world) {
        this(world, false, "demo world (in process)");
    }

    private InProcessWorld(DemoWorld world, boolean owned, String description) {
        this.world = world;
        this.inspection = world.inspection();
        this.owned = owned;
        this.description = description;
    }

    /** A fresh demo world with a fixed seed, ticking at 60 Hz until {@link #close()}. */
    public static InProcessWorld startDemo() {
        return startDemo(DEFAULT_SEED, DemoWorld.DEFAULT_ENTITIES);
    }

    public static InProcessWorld startDemo(long seed, int entities) {
        DemoWorld world = new DemoWorld(seed, entities);
        world.start();
        return new InProcessWorld(world, true, "demo world (seed " + seed + ", in process)");
    }

    public DemoWorld world() {
        return world;
    }

    @Override public String description() { return description; }

    @Override public WorldSummary summary() { return inspection.summary(); }

    @Override
    public List<WorldTable> tables() {
        List<TableInfo> infos = inspection.tables();
        List<WorldTable> out = new ArrayList<>(infos.size());
        for (TableInfo t : infos) out.add(WorldTable.of(t));
        return out;
    }

    @Override
    public WorldPage rows(String tableId, int offset, int limit) {
        return WorldPage.of(inspection.rows(tableId, offset, limit));
    }

    @Override
    public WorldEntity entity(String name) {
        return entity(EntityText.handle(name));
    }

    @Override
    public WorldEntity entity(long entity) {
        return WorldEntity.of(inspection.entity(entity));
    }

    @Override
    public SetResult setComponent(long entity, String component, JsonNode value) {
        return inspection.setComponent(entity, component, value);
    }

    @Override
    public void removeComponent(long entity, String component) {
        inspection.removeComponent(entity, component);
    }

    /** Taken under the world's lock, so the tick and the versions belong together. */
    @Override public VersionSnapshot versions() { return inspection.versions(); }

    /** Every registered component, held by some entity or not. */
    @Override public List<String> componentNames() { return inspection.componentNames(); }

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
