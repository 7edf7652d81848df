package savelens.ecs.world;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.function.Supplier;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.document.WorldDocument;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.inspect.VersionSnapshot;
import savelens.ecs.inspect.WorldSummary;

/**
 * The demo world in this process, read and edited directly ({@link ArchetypeWorldValues}) under the lock it
 * ticks under, so a reader sees whole ticks and edits land between ticks. Results are copies, safe to use
 * unlocked.
 */
public final class InProcessWorld implements LiveWorld {
    /** The demo's seed when nothing else is asked for, so the window opens on the same world every time. */
    public static final long DEFAULT_SEED = 7;

    private final DemoWorld world;
    private final ArchetypeWorldValues values;
    private final boolean owned;
    private final String description;

    /** Reads a demo world someone else runs (and closes); tests step it by hand. */
    public InProcessWorld(DemoWorld world) {
        this(world, false, "demo world (in process)");
    }

    private InProcessWorld(DemoWorld world, boolean owned, String description) {
        this.world = world;
        this.values = new ArchetypeWorldValues(world.world());
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

    private <T> T locked(Supplier<T> call) {
        world.lock().lock();
        try {
            return call.get();
        } finally {
            world.lock().unlock();
        }
    }

    @Override public WorldSummary summary() { return locked(values::summary); }

    @Override public List<WorldTable> tables() { return locked(values::tables); }

    @Override
    public WorldPage rows(String tableId, int offset, int limit) {
        return locked(() -> values.rows(tableId, offset, limit));
    }

    @Override
    public WorldEntity entity(String name) {
        return entity(EntityText.handle(name));
    }

    @Override
    public WorldEntity entity(long entity) {
        return locked(() -> values.entity(entity));
    }

    @Override
    public SetResult setComponent(long entity, String component, JsonNode value) {
        return locked(() -> values.setComponent(entity, component, value));
    }

    @Override
    public void removeComponent(long entity, String component) {
        locked(() -> {
            values.removeComponent(entity, component);
            return null;
        });
    }

    /** Taken under the world's lock, so the tick and the versions belong together. */
    @Override public VersionSnapshot versions() { return locked(values::versions); }

    /** Every registered component, held by some entity or not. */
    @Override public List<String> componentNames() { return locked(values::componentNames); }

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
