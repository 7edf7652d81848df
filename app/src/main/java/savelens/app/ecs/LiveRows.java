package savelens.app.ecs;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ObservableStringValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import savelens.ecs.Handles;
import savelens.ecs.world.WorldPage;
import savelens.ecs.world.WorldRow;

/**
 * The Live ECS rows' one job: the selected table's rows as last read, in entity order, with the cells that
 * changed in that read marked, the columns they make, and the entity followed across reads and tables.
 */
public final class LiveRows {
    private static final Comparator<WorldRow> BY_HANDLE = Comparator
            .comparingLong((WorldRow r) -> Integer.toUnsignedLong(Handles.index(r.entity())))
            .thenComparingInt(r -> Handles.generation(r.entity()));

    private final ObservableList<FieldColumn> columns = FXCollections.observableArrayList();
    private final ObservableList<LiveRow> rows = FXCollections.observableArrayList();
    // made once: an unmodifiable view listens to its list weakly, so a fresh one per call would be collected
    private final ObservableList<FieldColumn> columnsView = FXCollections.unmodifiableObservableList(columns);
    private final ObservableList<LiveRow> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyLongWrapper total = new ReadOnlyLongWrapper();
    private final ReadOnlyObjectWrapper<Long> followed = new ReadOnlyObjectWrapper<>();
    private final BooleanProperty editing = new SimpleBooleanProperty();
    private final ObservableStringValue selectedTable;
    private final LiveMessage message;
    /** The table the followed entity was last seen in. */
    private String tableOfFollowed;

    /** {@code selectedTable} is the table whose rows these are. */
    LiveRows(ObservableStringValue selectedTable, LiveMessage message) {
        this.selectedTable = selectedTable;
        this.message = message;
    }

    /**
     * Keeps this entity selected from now on: across reads, and into the table it moves to when a component
     * is added or removed. Null stops following.
     */
    public void follow(Long entity) {
        follow(entity, selectedTable.get());
        if (entity != null) message.say("following entity " + LiveRow.handleText(entity));
    }

    /** Another table (or none): nothing shown until its rows are read. */
    void clear() {
        rows.clear();
        columns.clear();
        total.set(0);
    }

    /** Follows this entity, seen now in {@code table}; null stops following. */
    void follow(Long entity, String table) {
        followed.set(entity);
        tableOfFollowed = entity == null ? null : table;
    }

    /** The followed entity was seen in another table. */
    void followedMovedTo(String table) {
        tableOfFollowed = table;
    }

    String tableOfFollowed() {
        return tableOfFollowed;
    }

    Long followed() {
        return followed.get();
    }

    /** Rows in entity order (index, then generation), not storage order, so that a row stays where it is while others move. */
    void apply(WorldPage page) {
        total.set(page.total());
        List<FieldColumn> cols = columnsOf(page);
        if (!cols.equals(columns)) columns.setAll(cols);
        Map<Long, LiveRow> previous = new HashMap<>();
        for (LiveRow r : rows) previous.put(r.entity(), r);
        List<WorldRow> ordered = new ArrayList<>(page.rows());
        ordered.sort(BY_HANDLE);
        List<LiveRow> next = new ArrayList<>(ordered.size());
        for (WorldRow er : ordered) {
            LiveRow old = previous.get(er.entity());
            Set<FieldColumn> changed = new HashSet<>();
            if (old != null) {
                LiveRow probe = new LiveRow(er.entity(), er.values(), Set.of());
                for (FieldColumn c : cols) if (!Objects.equals(old.cell(c), probe.cell(c))) changed.add(c);
            }
            next.add(new LiveRow(er.entity(), nameOf(er), er.values(), changed));
        }
        for (int i = 0; i < next.size(); i++) {
            if (i >= rows.size()) rows.add(next.get(i));
            else if (!rows.get(i).equals(next.get(i))) rows.set(i, next.get(i));
        }
        if (rows.size() > next.size()) rows.remove(next.size(), rows.size());
    }

    /** The name a server gives a row's entity (Flecs: "Hero") where it says more than the number, else null. */
    private static String nameOf(WorldRow r) {
        String name = r.name();
        return name == null || name.equals(Long.toString(r.entity())) || name.equals("#" + r.entity()) ? null : name;
    }

    /** The table did not change since the last read: nothing is marked changed any more. */
    void clearHighlights() {
        for (int i = 0; i < rows.size(); i++) {
            LiveRow r = rows.get(i);
            if (!r.changed().isEmpty()) rows.set(i, new LiveRow(r.entity(), r.name(), r.values(), Set.of()));
        }
    }

    /**
     * One column per field of each component (from the first row), one per tag, then the same for the sparse
     * components some rows hold (from the first row holding each); kept while a table is empty.
     */
    private List<FieldColumn> columnsOf(WorldPage page) {
        if (page.rows().isEmpty()) {
            boolean same = columns.stream().filter(c -> !c.sparse()).map(FieldColumn::component).distinct().toList().equals(page.components());
            if (same) return List.copyOf(columns);
        }
        List<FieldColumn> out = new ArrayList<>();
        for (String component : page.components()) {
            JsonNode sample = page.rows().isEmpty() ? null : page.rows().get(0).values().get(component);
            if (sample == null || !sample.isObject() || sample.isEmpty()) {
                out.add(new FieldColumn(component, null));
                continue;
            }
            for (Iterator<String> names = sample.fieldNames(); names.hasNext(); ) out.add(new FieldColumn(component, names.next()));
        }
        for (String component : page.sparse()) {
            JsonNode sample = page.rows().stream().map(r -> r.values().get(component)).filter(Objects::nonNull).findFirst().orElse(null);
            if (sample == null || !sample.isObject() || sample.isEmpty()) {
                out.add(new FieldColumn(component, null, true));
                continue;
            }
            for (Iterator<String> names = sample.fieldNames(); names.hasNext(); ) out.add(new FieldColumn(component, names.next(), true));
        }
        return out;
    }

    /** Rows in the selected table at the last read (the page shown may hold fewer). */
    public ReadOnlyLongProperty totalProperty() { return total.getReadOnlyProperty(); }

    /** The entity kept selected across reads and table moves, or null. */
    public ReadOnlyObjectProperty<Long> followedProperty() { return followed.getReadOnlyProperty(); }

    /** Set by the view while a cell is being edited, so that a read does not replace the row under the editor. */
    public BooleanProperty editingProperty() { return editing; }

    public ObservableList<FieldColumn> columns() { return columnsView; }

    public ObservableList<LiveRow> rows() { return rowsView; }

    /** The rows for this package's parts to read (the edits look for the row of an edit). */
    List<LiveRow> current() { return rows; }
}
