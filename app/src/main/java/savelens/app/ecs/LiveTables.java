package savelens.app.ecs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.collections.transformation.SortedList;
import savelens.ecs.world.WorldTable;

/**
 * The Live ECS table list's one job: every table of the world as last read, kept as the same
 * {@link TableEntry} objects across reads (so selection and sorting follow them), with their change rates,
 * filtered by component name and built-in flag and sorted as the user chose, and which of them is selected.
 */
public final class LiveTables {
    private final ObservableList<TableEntry> tables = FXCollections.observableArrayList(
            t -> new Observable[] {t.entitiesProperty(), t.bytesProperty()});
    private final FilteredList<TableEntry> filtered = new FilteredList<>(tables);
    private final SortedList<TableEntry> visible = new SortedList<>(filtered);
    private final StringProperty componentFilter = new SimpleStringProperty("");
    private final BooleanProperty showBuiltIn = new SimpleBooleanProperty(false);
    private final ObjectProperty<TableSort> sort = new SimpleObjectProperty<>(TableSort.CREATION);
    private final ReadOnlyBooleanWrapper versions = new ReadOnlyBooleanWrapper(true);
    private final StringProperty selected = new SimpleStringProperty();
    private final Map<String, Long> lastVersions = new HashMap<>();

    LiveTables() {
        filtered.setPredicate(filterFor("", false));
        componentFilter.addListener((o, a, b) -> filtered.setPredicate(filterFor(b, showBuiltIn.get())));
        showBuiltIn.addListener((o, a, b) -> filtered.setPredicate(filterFor(componentFilter.get(), b)));
        sort.addListener((o, a, b) -> visible.setComparator(b == null ? null : b.comparator()));
    }

    /** A new world: no tables yet; whether its tables carry change versions (Flecs's do not). */
    void clear(boolean tablesHaveVersions) {
        tables.clear();
        lastVersions.clear();
        versions.set(tablesHaveVersions);
    }

    /** Takes a read of the tables, {@code seconds} after the one before (0 for the first): counts in place, rates from the versions. */
    void apply(List<WorldTable> infos, double seconds) {
        Map<String, TableEntry> byId = new LinkedHashMap<>();
        for (TableEntry t : tables) byId.put(t.id(), t);
        Set<String> present = new HashSet<>();
        List<TableEntry> added = new ArrayList<>();
        for (WorldTable info : infos) {
            present.add(info.id());
            Long before = lastVersions.put(info.id(), info.version());
            double rate = before == null || seconds <= 0 ? 0 : Math.max(0, info.version() - before) / seconds;
            TableEntry e = byId.get(info.id());
            if (e == null) added.add(new TableEntry(info));
            else e.update(info, rate);
        }
        tables.removeIf(t -> !present.contains(t.id()));
        tables.addAll(added);
        lastVersions.keySet().retainAll(present);
    }

    /** The first table shown that has entities, or null. */
    String firstWithEntities() {
        for (TableEntry t : visible) if (t.getEntities() > 0) return t.id();
        return null;
    }

    /** Tables with a component whose name contains the text (any case), built-in ones only when asked for. */
    private static Predicate<TableEntry> filterFor(String text, boolean builtIn) {
        String f = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        return t -> (builtIn || !t.isBuiltIn())
                && (f.isEmpty() || t.components().stream().anyMatch(c -> c.toLowerCase(Locale.ROOT).contains(f)));
    }

    /** Every table of the world, filtered and sorted as chosen. */
    public ObservableList<TableEntry> visible() { return visible; }

    /** Shows only tables with a component whose name contains this text (any case). */
    public StringProperty componentFilterProperty() { return componentFilter; }

    /** Shows the tables of the engine's own entities (Flecs's modules, components, systems); off by default. */
    public BooleanProperty showBuiltInProperty() { return showBuiltIn; }

    public ObjectProperty<TableSort> sortProperty() { return sort; }

    /** The id of the table whose rows are shown, or null. */
    public StringProperty selectedProperty() { return selected; }

    /** Whether tables carry change versions, so that changes per second mean something (not for Flecs). */
    public ReadOnlyBooleanProperty versionsProperty() { return versions.getReadOnlyProperty(); }
}
