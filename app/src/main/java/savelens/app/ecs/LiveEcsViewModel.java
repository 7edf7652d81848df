package savelens.app.ecs;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.collections.transformation.SortedList;
import savelens.app.panels.Counted;
import savelens.app.task.BackgroundTask;
import savelens.app.task.Repeating;
import savelens.app.task.TaskExecutor;
import savelens.ecs.Handles;
import savelens.ecs.document.WorldSnapshot;
import savelens.ecs.inspect.InspectionException;
import savelens.ecs.inspect.WorldSummary;
import savelens.ecs.remote.LiveWorlds;
import savelens.ecs.world.LiveWorld;
import savelens.ecs.world.ServerKind;
import savelens.ecs.world.StoredValues;
import savelens.ecs.world.WorldEntity;
import savelens.ecs.world.WorldPage;
import savelens.ecs.world.WorldRow;
import savelens.ecs.world.WorldTable;
import savelens.json.VisibleText;
import savelens.save.SaveOptions;

/**
 * The Live ECS tab's coordinator, without a control in sight: which world is read, the poll that reads it
 * (calls to the {@link LiveWorld} off the UI thread on a {@link TaskExecutor}, results applied on it), pause,
 * step and export. Each kind of state has a part with one job: {@link LiveConnection} (opening a world, its
 * health), {@link LiveTables} (the table list), {@link LiveRows} (the selected table's rows and the followed
 * entity), {@link LiveEdits} (cells sent to the world) and {@link LiveChart} (entities over time). The
 * properties below hand out theirs, so that a view binds to one place.
 */
public final class LiveEcsViewModel implements AutoCloseable {
    /** Rows read from the selected table per poll (the protocol's largest page). */
    public static final int ROW_LIMIT = 10_000;
    /** Entity-count samples kept for the chart. */
    public static final int HISTORY = LiveChart.HISTORY;
    public static final List<Duration> REFRESH_RATES = List.of(
            Duration.ofMillis(100), Duration.ofMillis(250), Duration.ofMillis(500), Duration.ofSeconds(1), Duration.ofSeconds(2));
    public static final Duration DEFAULT_REFRESH = Duration.ofMillis(250);
    /** How long "the world is back" stays up after a lost connection returns. */
    static final Duration BACK_BANNER = LiveConnection.BACK_BANNER;
    /** How long after an edit a read that finds another value is taken as the world writing it again. */
    static final Duration OVERWRITE_WINDOW = LiveEdits.OVERWRITE_WINDOW;

    private final TaskExecutor executor;
    private final LongSupplier nanoClock;
    private final Supplier<LiveWorld> demoSource;

    private final LiveConnection connectionState;
    private final LiveTables tableList = new LiveTables();
    private final LiveRows rowList = new LiveRows();
    private final LiveEdits edits;
    private final LiveChart chart = new LiveChart();

    private final ReadOnlyStringWrapper sourceDescription = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("not connected");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper canStep = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper pauseNote = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper paused = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canExportWorld = new ReadOnlyBooleanWrapper();
    private final ObjectProperty<Duration> refreshInterval = new SimpleObjectProperty<>(DEFAULT_REFRESH);
    private final StringProperty selectedTable = new SimpleStringProperty();
    private final BooleanProperty editing = new SimpleBooleanProperty();

    private LiveWorld source;
    private Repeating poll;
    /** The read under way, stopped when its source is let go. */
    private BackgroundTask<?> reading;
    /** Bumped on every connect; reads begun for an older connection are dropped. */
    private int connection;
    private boolean polling;
    private boolean pollAgain;
    private boolean rowsStale = true;
    private long rowsVersion = -1;
    private long connectedAt;
    private long lastPollAt = -1;
    private long lastTick = -1;
    /** Set while the view is moved to the table a followed entity went to (not a user's choice of table). */
    private boolean followingMove;
    private boolean stepped;

    public LiveEcsViewModel(TaskExecutor executor, LongSupplier nanoClock, Supplier<LiveWorld> demoSource) {
        this(executor, nanoClock, demoSource, LiveWorlds::open);
    }

    public LiveEcsViewModel(TaskExecutor executor, LongSupplier nanoClock, Supplier<LiveWorld> demoSource, LiveConnector connector) {
        this.executor = executor;
        this.nanoClock = nanoClock;
        this.demoSource = demoSource;
        this.connectionState = new LiveConnection(executor, connector, this::connect, message::set);
        this.edits = new LiveEdits(executor, nanoClock);
        selectedTable.addListener((o, a, b) -> {
            if (followingMove) return; // the read that moved it brings the rows along
            if (!Objects.equals(b, rowList.tableOfFollowed())) rowList.follow(null, null); // another table chosen: stop following
            rowList.clear();
            rowsStale = true;
            if (b != null) refresh();
        });
        refreshInterval.addListener((o, a, b) -> schedule());
        // a read that arrived while a cell was being edited was left out; catch up once the editor closes
        editing.addListener((o, a, b) -> {
            if (!b && rowsStale) refresh();
        });
    }

    // ---- actions

    /** Connects to the built-in demo world. */
    public void connectDemo() {
        connect(demoSource.get());
    }

    /**
     * Connects to the world at an address the user typed, its kind found from its replies. The address is
     * tried off the JavaFX thread; the world shown now stays until the new one answers, and a failure is
     * said in {@link #connectErrorProperty()} (and the message line) without leaving it.
     */
    public void connectTo(String address) {
        connectionState.open(address);
    }

    /** Gives up a connection attempt under way (the world shown stays). */
    public void cancelConnect() {
        connectionState.cancel();
    }

    /** Reads from this source from now on (closing the previous one). */
    public void connect(LiveWorld newSource) {
        stopReading();
        letGoOfSource();
        source = Objects.requireNonNull(newSource);
        connection++;
        polling = false;
        pollAgain = false;
        tableList.clear(source.kind() != ServerKind.FLECS); // Flecs tables have no change counter to rate
        chart.clear();
        selectedTable.set(null);
        rowList.clear();
        connectionState.reset();
        message.set("");
        rowList.follow(null, null);
        edits.forget();
        lastTick = -1;
        sourceDescription.set(source.description());
        status.set("connecting to " + source.description());
        paused.set(source.isPaused());
        updatePauseState();
        canExportWorld.set(source.canSaveAsDocument());
        connectedAt = nanoClock.getAsLong();
        lastPollAt = -1;
        int conn = connection;
        LiveWorld s = source;
        // a change the world reports (a SaveLens server's /events) is read at once, unless the last read is
        // more recent than the chosen rate; the poll goes on beside it, so a world gone quiet is still noticed.
        // Called on the source's thread: the executor brings it to the UI thread.
        s.setChangeListener(() -> executor.execute(BackgroundTask.of("Change in " + s.description(), context -> Boolean.TRUE)
                .shownToUser(false)
                .onSuccess(x -> {
                    if (conn != connection || viewFrozen()) return;
                    if (lastPollAt < 0 || nanoClock.getAsLong() - lastPollAt >= refreshInterval.get().toNanos()) refresh();
                })));
        schedule();
        refresh();
    }

    /**
     * Pauses or resumes. A world that can be paused stops its clock (a request off the JavaFX thread: a
     * server may be slow); one that cannot keeps running and only this view stops reading it. Either way the
     * chart stops with the pause.
     */
    public void togglePause() {
        if (source == null) return;
        boolean pause = !paused.get();
        paused.set(pause);
        updatePauseState();
        LiveWorld s = source;
        int conn = connection;
        executor.execute(BackgroundTask.of(pause ? "Pausing " + s.description() : "Resuming " + s.description(), context -> {
                    if (pause) s.pause();
                    else s.resume();
                    return Boolean.TRUE;
                })
                .shownToUser(false)
                .onSuccess(done -> {
                    if (conn == connection && !viewFrozen()) refresh(); // a paused world is read once more, as it stopped
                })
                .onFailure(failure -> {
                    if (conn != connection) return;
                    paused.set(!pause);
                    updatePauseState();
                    message.set("could not " + (pause ? "pause" : "resume") + " the world: " + failure.getMessage());
                }));
    }

    /** Runs one tick of the paused world and reads it (only while {@link #canStepProperty()} holds). */
    public void step() {
        if (source == null || !canStep.get()) return;
        LiveWorld s = source;
        int conn = connection;
        executor.execute(BackgroundTask.of("Stepping " + s.description(), context -> {
                    s.step();
                    return Boolean.TRUE;
                })
                .shownToUser(false)
                .onSuccess(done -> {
                    if (conn != connection) return;
                    stepped = true; // the chart takes this one sample while paused
                    refresh();
                })
                .onFailure(failure -> {
                    if (conn == connection) message.set("could not step the world: " + failure.getMessage());
                }));
    }

    /**
     * Keeps this entity selected from now on: across reads, and into the table it moves to when a component
     * is added or removed. Null stops following.
     */
    public void follow(Long entity) {
        rowList.follow(entity, selectedTable.get());
        if (entity != null) message.set("following entity " + LiveRow.handleText(entity));
    }

    /** Paused, but the world itself runs on: the view stops reading it. */
    private boolean viewFrozen() {
        return paused.get() && source != null && !source.canPauseWorld();
    }

    private void updatePauseState() {
        boolean p = paused.get() && source != null;
        canStep.set(p && source.canStep() && source.canPauseWorld());
        pauseNote.set(p && !source.canPauseWorld()
                ? "Paused view: " + source.description() + " cannot be paused from here, so the world keeps running and this view stopped reading it. Edits are still written."
                : "");
    }

    /** Reads the world now (the scheduled poll calls this too). */
    public void refresh() {
        if (source == null) return;
        if (polling) {
            pollAgain = true;
            return;
        }
        polling = true;
        LiveWorld s = source;
        int conn = connection;
        String table = selectedTable.get();
        boolean wantRows = rowsStale;
        long knownVersion = rowsVersion;
        Long followed = rowList.followed();
        reading = executor.execute(BackgroundTask.of("Reading " + s.description(), context -> read(s, table, wantRows, knownVersion, followed))
                .shownToUser(false) // several times a second: the view's own status says what it read
                .onSuccess(result -> finished(conn, () -> apply(result)))
                .onFailure(failure -> finished(conn, () -> failed(failure))));
    }

    /**
     * Sends an edited cell: the whole component value with that one field changed. The change shows
     * with the next read, which this starts once the world has taken it. A cell committed as it was shown
     * sends nothing (a number shown to two decimals would otherwise be rounded).
     */
    public void editCell(LiveRow row, FieldColumn column, String text) {
        int conn = connection;
        edits.edit(source, row, column, text, () -> conn == connection, message::set, () -> {
            rowsStale = true;
            refresh();
        });
    }

    /** Reads what was typed as the same kind of JSON value the field holds now; a string as {@link LiveRow#text} shows it. */
    static JsonNode parseLike(JsonNode old, String text) {
        return LiveEdits.parseLike(old, text);
    }

    /** The file dialog's name for an exported world: a document of the format saved worlds are written in. */
    public static String exportedDocumentName() { return savelens.ecs.document.WorldReader.worldFormat() + " document (*.json)"; }

    /**
     * File ▸ Export World as Document: the world, taken between two ticks, written to {@code target} as a helio
     * document through the one save path (atomic, read back, the file it replaces kept as its backup).
     */
    public void exportWorld(Path target) {
        if (source == null || !canExportWorld.get()) {
            message.set("this world cannot be saved as a document; only the built-in demo world can");
            return;
        }
        LiveWorld s = source;
        int conn = connection;
        message.set("exporting the world to " + target.getFileName() + "…");
        executor.execute(BackgroundTask.of("Exporting the world to " + target.getFileName(),
                        context -> WorldSnapshot.save(s.worldDocument(), target, SaveOptions.defaults()))
                .cancellable(false) // a save is finished or not begun, never left half-way
                .onSuccess(saved -> {
                    if (conn != connection) return;
                    StringBuilder m = new StringBuilder("exported the world to " + target);
                    for (String w : saved.warnings()) m.append("; note: ").append(w);
                    message.set(m.toString());
                })
                .onFailure(failure -> {
                    if (conn != connection) return;
                    message.set("could not export the world: " + failure.getMessage());
                }));
    }

    @Override
    public void close() {
        cancelConnect();
        canExportWorld.set(false);
        stopReading();
        if (poll != null) poll.cancel();
        poll = null;
        letGoOfSource();
        source = null;
        connection++;
    }

    // ---- polling

    private void stopReading() {
        if (reading != null) reading.cancel();
        reading = null;
    }

    private void letGoOfSource() {
        if (source == null) return;
        source.setChangeListener(null);
        source.close();
    }

    private void schedule() {
        if (poll != null) poll.cancel();
        poll = source == null ? null : executor.repeat(refreshInterval.get(), () -> {
            // a source that cannot stop its world is "paused" by not reading it
            if (!viewFrozen()) refresh();
        });
    }

    /**
     * One read of the world. {@code table} is the table whose rows came along (the selected one, or the one
     * a followed entity moved to); {@code followedGone} says the followed entity no longer exists.
     */
    private record Poll(WorldSummary summary, List<WorldTable> tables, Set<String> builtIn, String table, WorldPage rows,
                        boolean followedGone) {}

    private static Poll read(LiveWorld s, String table, boolean wantRows, long knownVersion, Long followed) {
        WorldSummary summary = s.summary();
        List<WorldTable> tables = s.tables();
        Set<String> builtIn = new HashSet<>();
        for (WorldTable t : tables) if (t.builtIn()) builtIn.add(t.id());
        WorldPage rows = null;
        if (table != null) {
            for (WorldTable t : tables) {
                if (t.id().equals(table) && (wantRows || t.version() != knownVersion)) rows = s.rows(table, 0, ROW_LIMIT);
            }
        }
        String shown = table;
        boolean gone = false;
        // a followed entity is looked for only when its table changed (or went): otherwise it is still there
        boolean look = followed != null && (rows != null ? !holds(rows, followed) : tables.stream().noneMatch(t -> t.id().equals(table)));
        if (look) {
            String now = tableOf(s, tables, builtIn, followed);
            if (now == null) {
                gone = true;
            } else if (!now.equals(table) || rows == null) {
                shown = now;
                rows = s.rows(now, 0, ROW_LIMIT);
            }
        }
        return new Poll(summary, tables, builtIn, shown, rows, gone);
    }

    /** The name a server gives a row's entity (Flecs: "Hero") where it says more than the number, else null. */
    private static String nameOf(WorldRow r) {
        String name = r.name();
        return name == null || name.equals(Long.toString(r.entity())) || name.equals("#" + r.entity()) ? null : name;
    }

    private static boolean holds(WorldPage page, long entity) {
        for (WorldRow r : page.rows()) if (r.entity() == entity) return true;
        return false;
    }

    /** The table an entity is in now, or null when it is gone; asked directly where the source can, else looked for. */
    private static String tableOf(LiveWorld s, List<WorldTable> tables, Set<String> builtIn, long entity) {
        try {
            WorldEntity v = s.entity(entity);
            if (v.table() != null) return v.table();
        } catch (UnsupportedOperationException e) {
            // looked for below
        } catch (InspectionException e) {
            return null; // destroyed (its handle names nothing now)
        }
        try {
            for (WorldTable t : tables) {
                if (t.entities() > 0 && !builtIn.contains(t.id()) && holds(s.rows(t.id(), 0, ROW_LIMIT), entity)) return t.id();
            }
            return null;
        } catch (InspectionException e) {
            return null; // destroyed (its handle names nothing now)
        }
    }

    private void finished(int conn, Runnable then) {
        if (conn != connection) return;
        polling = false;
        then.run();
        if (pollAgain) {
            pollAgain = false;
            refresh();
        }
    }

    private void failed(Throwable e) {
        if (e instanceof InspectionException) {
            message.set(e.getMessage());
            rowsStale = true;
            return;
        }
        connectionState.readFailed(sourceDescription.get(), e.getMessage(), refreshInterval.get());
    }

    private void apply(Poll p) {
        long now = nanoClock.getAsLong();
        WorldSummary s = p.summary();
        boolean firstRead = lastPollAt < 0;
        if (firstRead && source.canPauseWorld() && source.isPaused() != paused.get()) {
            // a server's clock is known only once it answered: a world paused before we came shows as paused
            paused.set(source.isPaused());
            updatePauseState();
        }
        boolean restarted = lastTick >= 0 && s.tick() < lastTick;
        connectionState.readSucceeded(sourceDescription.get(), restarted, s.tick(), now);
        lastTick = s.tick();
        double seconds = lastPollAt < 0 ? 0 : (now - lastPollAt) / 1e9;
        lastPollAt = now;
        tableList.apply(p.tables(), seconds);
        status.set(statusOf(s, p.builtIn().size()));
        if (!paused.get() || stepped || firstRead) { // a paused chart stays as it was, but for a step the user asked for
            chart.add((now - connectedAt) / 1e9, s.entities());
        }
        stepped = false;
        if (p.followedGone()) {
            message.set("entity " + LiveRow.handleText(rowList.followed()) + " is gone; no longer following it");
            rowList.follow(null, null);
        }
        String selected = selectedTable.get();
        if (selected != null && p.tables().stream().noneMatch(t -> t.id().equals(selected))) {
            selectedTable.set(null); // the world restarted without it
        }
        if (selectedTable.get() == null) {
            String first = tableList.firstWithEntities();
            if (first != null) {
                selectedTable.set(first); // starts a read of its rows
                return;
            }
        }
        if (editing.get() || p.table() == null) return;
        if (!p.table().equals(selectedTable.get())) {
            if (rowList.followed() == null || p.rows() == null) return;
            // the followed entity moved table: the view goes with it, rows and all, in this one read
            followingMove = true;
            try {
                selectedTable.set(p.table());
            } finally {
                followingMove = false;
            }
            rowList.followedMovedTo(p.table());
            rowList.clear();
            message.set("entity " + LiveRow.handleText(rowList.followed()) + " moved to " + p.table());
        }
        if (p.rows() != null) {
            rowList.apply(p.rows());
            rowsStale = false;
            for (WorldTable t : p.tables()) if (t.id().equals(p.table())) rowsVersion = t.version();
            String overwritten = edits.overwritten(now, rowList.current(), source != null && source.canPauseWorld());
            if (overwritten != null) message.set(overwritten);
        } else {
            rowList.clearHighlights(); // the table did not change since the last read
        }
    }

    /** "1987 entities · 15 tables · tick 120"; for Flecs, how many tables are the engine's own, and no tick (its API has none). */
    private String statusOf(WorldSummary s, int builtIn) {
        StringBuilder b = new StringBuilder().append(s.entities()).append(" entities · ").append(s.tables()).append(" tables");
        if (builtIn > 0) b.append(" (").append(builtIn).append(tableList.showBuiltInProperty().get() ? " built-in)" : " built-in hidden)");
        if (tableList.versionsProperty().get()) b.append(" · tick ").append(s.tick());
        return b.toString();
    }

    static String describe(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
    }

    // ---- the parts

    public LiveConnection connection() { return connectionState; }

    public LiveTables tableList() { return tableList; }

    public LiveRows rowList() { return rowList; }

    public LiveChart chart() { return chart; }

    // ---- properties

    public ReadOnlyStringProperty sourceDescriptionProperty() { return sourceDescription.getReadOnlyProperty(); }

    /** "1987 entities · 15 tables · tick 120". */
    public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }

    /** The outcome of the last edit or refused request. */
    public ReadOnlyStringProperty messageProperty() { return message.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty connectionLostProperty() { return connectionState.lostProperty(); }

    /** True for a few seconds after a world that went away answers again (the banner says so). */
    public ReadOnlyBooleanProperty worldBackProperty() { return connectionState.backProperty(); }

    /** True while an address typed in is being tried. */
    public ReadOnlyBooleanProperty connectingProperty() { return connectionState.connectingProperty(); }

    /** Why the last address tried could not be connected to; empty after a success or a new try. */
    public ReadOnlyStringProperty connectErrorProperty() { return connectionState.connectErrorProperty(); }

    /** Single-step is offered: the world is paused and its source can run one tick. */
    public ReadOnlyBooleanProperty canStepProperty() { return canStep.getReadOnlyProperty(); }

    /** While a world that cannot be paused remotely is "paused": what Pause did instead. Empty otherwise. */
    public ReadOnlyStringProperty pauseNoteProperty() { return pauseNote.getReadOnlyProperty(); }

    /** The entity kept selected across reads and table moves, or null. */
    public ReadOnlyObjectProperty<Long> followedEntityProperty() { return rowList.followedProperty(); }

    /** Whether tables carry change versions, so that changes per second mean something (not for Flecs). */
    public ReadOnlyBooleanProperty tableVersionsProperty() { return tableList.versionsProperty(); }

    /** Shows the tables of the engine's own entities (Flecs's modules, components, systems); off by default. */
    public BooleanProperty showBuiltInTablesProperty() { return tableList.showBuiltInProperty(); }

    public boolean isConnectionLost() { return connectionState.isLost(); }

    public ReadOnlyStringProperty bannerProperty() { return connectionState.bannerProperty(); }

    /** Reads failed in a row since the connection was last good (each scheduled poll is a retry). */
    public ReadOnlyIntegerProperty failedPollsProperty() { return connectionState.failedReadsProperty(); }

    /** True when the world read now can be exported as a document (the in-process demo world). */
    public ReadOnlyBooleanProperty canExportWorldProperty() { return canExportWorld.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty pausedProperty() { return paused.getReadOnlyProperty(); }

    public boolean isPaused() { return paused.get(); }

    /** Rows in the selected table at the last read (the page shown may hold fewer). */
    public ReadOnlyLongProperty rowTotalProperty() { return rowList.totalProperty(); }

    public ObjectProperty<Duration> refreshIntervalProperty() { return refreshInterval; }

    /** Shows only tables with a component whose name contains this text (any case). */
    public StringProperty componentFilterProperty() { return tableList.componentFilterProperty(); }

    public ObjectProperty<TableSort> sortProperty() { return tableList.sortProperty(); }

    /** The id of the table whose rows are shown, or null. */
    public StringProperty selectedTableProperty() { return selectedTable; }

    /** Set by the view while a cell is being edited, so that a read does not replace the row under the editor. */
    public BooleanProperty editingProperty() { return editing; }

    /** Every table of the world, filtered and sorted as chosen. */
    public ObservableList<TableEntry> visibleTables() { return tableList.visible(); }

    public ObservableList<FieldColumn> columns() { return rowList.columns(); }

    public ObservableList<LiveRow> rows() { return rowList.rows(); }

    public ObservableList<CountSample> entityHistory() { return chart.samples(); }
}
