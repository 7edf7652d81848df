package savelens.ecs.world;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.document.WorldDocument;
import savelens.ecs.inspect.EntityRow;
import savelens.ecs.inspect.EntityView;
import savelens.ecs.inspect.InspectionException;
import savelens.ecs.inspect.RowPage;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.inspect.TableInfo;
import savelens.ecs.inspect.WorldInspection;
import savelens.ecs.inspect.WorldSummary;
import savelens.ecs.remote.RemoteEntity;
import savelens.ecs.remote.RemotePage;
import savelens.ecs.remote.RemoteRow;
import savelens.ecs.remote.RemoteTable;

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
    public List<RemoteTable> tables() {
        List<TableInfo> infos = inspection.tables();
        List<RemoteTable> out = new ArrayList<>(infos.size());
        for (TableInfo t : infos) out.add(table(t));
        return out;
    }

    /** A table of SaveLens's protocol as the contract gives it: a SaveLens world has no built-in tables. */
    static RemoteTable table(TableInfo t) {
        return new RemoteTable(t.id(), t.components(), t.entities(), t.capacity(), t.bytes(), t.version(), false, t.sparse());
    }

    @Override
    public RemotePage rows(String tableId, int offset, int limit) {
        return page(inspection.rows(tableId, offset, limit));
    }

    /** SaveLens names an entity by its handle in decimal. */
    static RemotePage page(RowPage page) {
        List<RemoteRow> rows = new ArrayList<>(page.rows().size());
        for (EntityRow r : page.rows()) rows.add(new RemoteRow(r.entity(), Long.toString(r.entity()), r.values()));
        return new RemotePage(page.id(), page.components(), page.total(), page.offset(), rows, page.sparse());
    }

    @Override
    public RemoteEntity entity(String name) {
        return entity(handle(name));
    }

    /** A decimal handle, or {@code index:generation}. */
    static long handle(String name) {
        Long written = EntityText.parse(name);
        if (written != null) return written;
        String n = name.trim();
        if (!n.matches("[0-9]{1,19}")) {
            throw InspectionException.badRequest("entity id must be a non-negative integer or index:generation, got '" + name + "'");
        }
        try {
            return Long.parseLong(n);
        } catch (NumberFormatException e) {
            throw InspectionException.badRequest("entity id out of range: " + name);
        }
    }

    @Override
    public RemoteEntity entity(long entity) {
        return entity(inspection.entity(entity));
    }

    static RemoteEntity entity(EntityView e) {
        return new RemoteEntity(e.entity(), Long.toString(e.entity()), e.table(), e.components());
    }

    @Override
    public SetResult setComponent(long entity, String component, JsonNode value) {
        return inspection.setComponent(entity, component, value);
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
