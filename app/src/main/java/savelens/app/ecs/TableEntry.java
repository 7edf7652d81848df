package savelens.app.ecs;

import java.util.List;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import savelens.ecs.world.LiveWorld;
import savelens.ecs.world.WorldTable;

/**
 * One archetype table in the list, kept as the same object across reads so that selection and sorting
 * follow it; its counts are properties updated in place.
 */
public final class TableEntry {
    /** {@link #getBytes()} of a table whose server does not report memory (Flecs without FlecsStats). */
    public static final long UNKNOWN_BYTES = -1;

    private final String id;
    private final List<String> components;
    private final boolean builtIn;
    private final ReadOnlyLongWrapper entities = new ReadOnlyLongWrapper();
    private final ReadOnlyLongWrapper capacity = new ReadOnlyLongWrapper();
    private final ReadOnlyLongWrapper bytes = new ReadOnlyLongWrapper();
    private final ReadOnlyLongWrapper version = new ReadOnlyLongWrapper();
    private final ReadOnlyDoubleWrapper changesPerSecond = new ReadOnlyDoubleWrapper();

    TableEntry(WorldTable info) {
        this.id = info.id();
        this.components = info.components();
        this.builtIn = info.builtIn();
        update(info, 0);
    }

    void update(WorldTable info, double changesPerSecond) {
        entities.set(info.entities());
        capacity.set(info.capacity());
        bytes.set(info.bytes() == null ? UNKNOWN_BYTES : info.bytes());
        version.set(info.version());
        this.changesPerSecond.set(changesPerSecond);
    }

    public String id() { return id; }

    public List<String> components() { return components; }

    /** A table of the engine's own entities (Flecs's modules, components, systems), hidden unless asked for. */
    public boolean isBuiltIn() { return builtIn; }

    /** Every component on a line of its own, for the tooltip of a list too long for its column. */
    public String componentsLines() {
        return components.isEmpty() ? "(no components)" : String.join("\n", components);
    }

    /** "Position + Velocity", or "(no components)". */
    public String componentsText() {
        return components.isEmpty() ? "(no components)" : String.join(" + ", components);
    }

    public ReadOnlyLongProperty entitiesProperty() { return entities.getReadOnlyProperty(); }

    public long getEntities() { return entities.get(); }

    public ReadOnlyLongProperty capacityProperty() { return capacity.getReadOnlyProperty(); }

    public long getCapacity() { return capacity.get(); }

    public ReadOnlyLongProperty bytesProperty() { return bytes.getReadOnlyProperty(); }

    /** Estimated memory, or {@link #UNKNOWN_BYTES} when the server does not say. */
    public long getBytes() { return bytes.get(); }

    public ReadOnlyLongProperty versionProperty() { return version.getReadOnlyProperty(); }

    public long getVersion() { return version.get(); }

    /** Version growth per second between the last two reads (0 after the first). */
    public ReadOnlyDoubleProperty changesPerSecondProperty() { return changesPerSecond.getReadOnlyProperty(); }

    public double getChangesPerSecond() { return changesPerSecond.get(); }

    @Override
    public String toString() {
        return id + " (" + getEntities() + ")";
    }
}
