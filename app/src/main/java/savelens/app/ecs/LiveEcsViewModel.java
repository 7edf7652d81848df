package savelens.app.ecs;

import savelens.ecs.world.LiveWorld;
import savelens.ecs.world.LiveWorlds;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
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
import savelens.ecs.remote.RemoteRow;
import savelens.ecs.remote.RemoteEntity;
import savelens.ecs.inspect.InspectionException;
import savelens.ecs.remote.RemotePage;
import savelens.ecs.remote.RemoteTable;
import savelens.ecs.inspect.WorldSummary;
import savelens.json.VisibleText;
import savelens.ecs.remote.ServerKind;
import savelens.ecs.remote.StoredValues;
import savelens.save.SaveOptions;

/**
 * State and actions of the Live ECS tab, without a control in sight: what the world looks like at the
 * last read (tables, the selected table's rows, entity counts over time), the connection's health, and
 * the user's choices (source, filter, sort, refresh rate, pause). Reads are background tasks on a
 * {@link TaskExecutor}, which also runs the poll: calls to the {@link LiveWorld} off the UI thread,
 * results applied on it.
 */
public final class LiveEcsViewModel implements AutoCloseable {
    /** Rows read from the selected table per poll (the protocol's largest page). */
    public static final int ROW_LIMIT = 10_000;
    /** Entity-count samples kept for the chart. */
    public static final int HISTORY = 600;
    public static final List<Duration> REFRESH_RATES = List.of(
            Duration.ofMillis(100), Duration.ofMillis(250), Duration.ofMillis(500), Duration.ofSeconds(1), Duration.ofSeconds(2));
    public static final Duration DEFAULT_REFRESH = Duration.ofMillis(250);
    /** How long "the world is back" stays up after a lost connection returns. */
    static final Duration BACK_BANNER = Duration.ofSeconds(5);
    /** How long after an edit a read that finds another value is taken as the world writing it again. */
    static final Duration OVERWRITE_WINDOW = Duration.ofSeconds(1);
    /** Rows read per table while looking for a followed entity that a source cannot look up directly. */
    private static final Comparator<RemoteRow> BY_HANDLE = Comparator
            .comparingLong((RemoteRow r) -> Integer.toUnsignedLong(Handles.index(r.entity())))
            .thenComparingInt(r -> Handles.generation(r.entity()));

    private final TaskExecutor executor;
    private final LongSupplier nanoClock;
    private final Supplier<LiveWorld> demoSource;
    private final LiveConnector connector;

    private final ReadOnlyStringWrapper sourceDescription = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("not connected");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper connectionLost = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper banner = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper worldBack = new ReadOnlyBooleanWrapper();
    private final ReadOnlyIntegerWrapper failedPolls = new ReadOnlyIntegerWrapper();
    private final ReadOnlyBooleanWrapper connecting = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper connectError = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper canStep = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper pauseNote = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Long> followedEntity = new ReadOnlyObjectWrapper<>();
    private final BooleanProperty showBuiltInTables = new SimpleBooleanProperty(false);
    private final ReadOnlyBooleanWrapper tableVersions = new ReadOnlyBooleanWrapper(true);
    private final ReadOnlyBooleanWrapper paused = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canExportWorld = new ReadOnlyBooleanWrapper();
    private final ReadOnlyLongWrapper rowTotal = new ReadOnlyLongWrapper();
    private final ObjectProperty<Duration> refreshInterval = new SimpleObjectProperty<>(DEFAULT_REFRESH);
    private final StringProperty componentFilter = new SimpleStringProperty("");
    private final ObjectProperty<TableSort> sort = new SimpleObjectProperty<>(TableSort.CREATION);
    private final StringProperty selectedTable = new SimpleStringProperty();
    private final BooleanProperty editing = new SimpleBooleanProperty();

    private final ObservableList<TableEntry> tables = FXCollections.observableArrayList(
            t -> new Observable[] {t.entitiesProperty(), t.bytesProperty()});
    private final FilteredList<TableEntry> filteredTables = new FilteredList<>(tables);
    private final SortedList<TableEntry> visibleTables = new SortedList<>(filteredTables);
    private final ObservableList<FieldColumn> columns = FXCollections.observableArrayList();
    private final ObservableList<LiveRow> rows = FXCollections.observableArrayList();
    private final ObservableList<CountSample> entityHistory = FXCollections.observableArrayList();
    // read-only views made once: such a view listens to its list weakly, so a fresh one per call
    // would be collected together with the listeners a view put on it
    private final ObservableList<FieldColumn> columnsView = FXCollections.unmodifiableObservableList(columns);
    private final ObservableList<LiveRow> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ObservableList<CountSample> historyView = FXCollections.unmodifiableObservableList(entityHistory);

    private LiveWorld source;
    private BackgroundTask<LiveWorld> opening;
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
    private final Map<String, Long> lastVersions = new HashMap<>();
    private long lastTick = -1;
    private long backSince;
    /** The last edit sent, kept a moment to tell when a running system writes over it. */
    private SentEdit sentEdit;
    /** Set while the view is moved to the table a followed entity went to (not a user's choice of table). */
    private boolean followingMove;
    /** The table the followed entity was last seen in. */
    private String tableOfFollowed;
    private boolean stepped;

    private record SentEdit(long entity, FieldColumn column, JsonNode before, JsonNode value, long at) {}

    public LiveEcsViewModel(TaskExecutor executor, LongSupplier nanoClock, Supplier<LiveWorld> demoSource) {
        this(executor, nanoClock, demoSource, LiveWorlds::open);
    }

    public LiveEcsViewModel(TaskExecutor executor, LongSupplier nanoClock, Supplier<LiveWorld> demoSource, LiveConnector connector) {
        this.executor = executor;
        this.nanoClock = nanoClock;
        this.demoSource = demoSource;
        this.connector = connector;
        filteredTables.setPredicate(filterFor("", false));
        componentFilter.addListener((o, a, b) -> filteredTables.setPredicate(filterFor(b, showBuiltInTables.get())));
        showBuiltInTables.addListener((o, a, b) -> filteredTables.setPredicate(filterFor(componentFilter.get(), b)));
        sort.addListener((o, a, b) -> visibleTables.setComparator(b == null ? null : b.comparator()));
        selectedTable.addListener((o, a, b) -> {
            if (followingMove) return; // the read that moved it brings the rows along
            if (!Objects.equals(b, tableOfFollowed)) followedEntity.set(null); // another table chosen: stop following
            rows.clear();
            columns.clear();
            rowTotal.set(0);
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
        cancelConnect();
        connectError.set("");
        connecting.set(true);
        String typed = address == null ? "" : address.trim();
        BackgroundTask<LiveWorld> task = BackgroundTask.of("Connecting to " + typed, context -> connector.open(typed));
        opening = task;
        executor.execute(task
                .shownToUser(false)
                .onSuccess(s -> {
                    if (opening != task) {
                        s.close();
                        return;
                    }
                    opening = null;
                    connecting.set(false);
                    connect(s);
                })
                .onFailure(e -> {
                    if (opening != task) return;
                    opening = null;
                    String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
                    connectError.set(why); // before connecting ends: whoever waits for the end reads it
                    message.set("could not connect: " + why);
                    connecting.set(false);
                })
                .onCancelled(() -> connecting.set(false)));
    }

    /** Gives up a connection attempt under way (the world shown stays). */
    public void cancelConnect() {
        BackgroundTask<LiveWorld> task = opening;
        opening = null;
        if (task != null) task.cancel();
        connecting.set(false);
    }

    /** Reads from this source from now on (closing the previous one). */
    public void connect(LiveWorld newSource) {
        stopReading();
        letGoOfSource();
        source = Objects.requireNonNull(newSource);
        connection++;
        polling = false;
        pollAgain = false;
        tables.clear();
        lastVersions.clear();
        entityHistory.clear();
        selectedTable.set(null);
        rows.clear();
        columns.clear();
        connectionLost.set(false);
        worldBack.set(false);
        banner.set("");
        failedPolls.set(0);
        message.set("");
        connectError.set("");
        followedEntity.set(null);
        tableOfFollowed = null;
        sentEdit = null;
        lastTick = -1;
        sourceDescription.set(source.description());
        status.set("connecting to " + source.description());
        paused.set(source.isPaused());
        updatePauseState();
        canExportWorld.set(source.canSaveAsDocument());
        tableVersions.set(source.kind() != ServerKind.FLECS); // Flecs tables have no change counter to rate
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
        followedEntity.set(entity);
        tableOfFollowed = entity == null ? null : selectedTable.get();
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
        Long followed = followedEntity.get();
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
        if (source == null || row == null || column.isTag()) return;
        if (text.equals(row.text(column))) return; // the cell as shown, untouched: nothing to send
        JsonNode component = row.values().get(column.component());
        if (!(component instanceof ObjectNode current)) return;
        JsonNode newField;
        try {
            newField = parseLike(current.get(column.field()), text);
        } catch (IllegalArgumentException e) {
            message.set(column.title() + ": " + e.getMessage());
            return;
        }
        ObjectNode value = current.deepCopy();
        value.set(column.field(), newField);
        LiveWorld s = source;
        int conn = connection;
        executor.execute(BackgroundTask.of("Setting " + column.title(), context -> s.setComponent(row.entity(), column.component(), value))
                .shownToUser(false)
                .onSuccess(result -> {
                    if (conn != connection) return;
                    message.set("set " + column.title() + " of entity " + row.entityText() + " to " + newField);
                    sentEdit = new SentEdit(row.entity(), column, row.cell(column), newField, nanoClock.getAsLong());
                    rowsStale = true;
                    refresh();
                })
                .onFailure(failure -> {
                    if (conn != connection) return;
                    message.set("could not set " + column.title() + ": " + failure.getMessage());
                }));
    }

    private static final JsonMapper PARSER = JsonMapper.builder().build();

    /** Reads what was typed as the same kind of JSON value the field holds now; a string as {@link LiveRow#text} shows it. */
    static JsonNode parseLike(JsonNode old, String text) {
        String t = text.trim();
        if (old != null && old.isTextual()) return TextNode.valueOf(VisibleText.parse(text)); // as LiveRow shows it
        if (old != null && old.isBoolean()) {
            if (t.equalsIgnoreCase("true") || t.equalsIgnoreCase("false")) return BooleanNode.valueOf(Boolean.parseBoolean(t.toLowerCase(Locale.ROOT)));
            throw new IllegalArgumentException("expected true or false, got '" + t + "'");
        }
        JsonNode parsed;
        try {
            parsed = PARSER.readTree(t);
        } catch (Exception e) {
            parsed = null;
        }
        if (old != null && old.isNumber()) {
            if (parsed == null || !parsed.isNumber()) throw new IllegalArgumentException("expected a number, got '" + t + "'");
            if (!Double.isFinite(parsed.doubleValue())) throw new IllegalArgumentException("number out of range: " + t);
            return parsed;
        }
        if (parsed == null || parsed.isMissingNode()) return TextNode.valueOf(text);
        return parsed;
    }

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
    private record Poll(WorldSummary summary, List<RemoteTable> tables, Set<String> builtIn, String table, RemotePage rows,
                        boolean followedGone) {}

    private static Poll read(LiveWorld s, String table, boolean wantRows, long knownVersion, Long followed) {
        WorldSummary summary = s.summary();
        List<RemoteTable> tables = s.tables();
        Set<String> builtIn = new HashSet<>();
        for (RemoteTable t : tables) if (t.builtIn()) builtIn.add(t.id());
        RemotePage rows = null;
        if (table != null) {
            for (RemoteTable t : tables) {
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
    private static String nameOf(RemoteRow r) {
        String name = r.name();
        return name == null || name.equals(Long.toString(r.entity())) || name.equals("#" + r.entity()) ? null : name;
    }

    private static boolean holds(RemotePage page, long entity) {
        for (RemoteRow r : page.rows()) if (r.entity() == entity) return true;
        return false;
    }

    /** The table an entity is in now, or null when it is gone; asked directly where the source can, else looked for. */
    private static String tableOf(LiveWorld s, List<RemoteTable> tables, Set<String> builtIn, long entity) {
        try {
            RemoteEntity v = s.entity(entity);
            if (v.table() != null) return v.table();
        } catch (UnsupportedOperationException e) {
            // looked for below
        } catch (InspectionException e) {
            return null; // destroyed (its handle names nothing now)
        }
        try {
            for (RemoteTable t : tables) {
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
        failedPolls.set(failedPolls.get() + 1);
        connectionLost.set(true);
        worldBack.set(false);
        banner.set("The world at " + sourceDescription.get() + " went away: " + e.getMessage()
                + " — retrying every " + describe(refreshInterval.get()) + " (attempt " + failedPolls.get() + ")");
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
        if (connectionLost.get()) {
            connectionLost.set(false);
            worldBack.set(true);
            backSince = now;
            banner.set("The world at " + sourceDescription.get() + " is back after " + Counted.of(failedPolls.get(), "failed read")
                    + (restarted ? "; it restarted (tick " + s.tick() + "), so its tables were read anew" : ""));
        } else if (worldBack.get() && now - backSince >= BACK_BANNER.toNanos()) {
            worldBack.set(false);
            banner.set("");
        }
        failedPolls.set(0);
        lastTick = s.tick();
        double seconds = lastPollAt < 0 ? 0 : (now - lastPollAt) / 1e9;
        lastPollAt = now;
        applyTables(p.tables(), p.builtIn(), seconds);
        status.set(statusOf(s, p.builtIn().size()));
        if (!paused.get() || stepped || firstRead) { // a paused chart stays as it was, but for a step the user asked for
            entityHistory.add(new CountSample((now - connectedAt) / 1e9, s.entities()));
            if (entityHistory.size() > HISTORY) entityHistory.remove(0, entityHistory.size() - HISTORY);
        }
        stepped = false;
        if (p.followedGone()) {
            message.set("entity " + LiveRow.handleText(followedEntity.get()) + " is gone; no longer following it");
            followedEntity.set(null);
            tableOfFollowed = null;
        }
        String selected = selectedTable.get();
        if (selected != null && p.tables().stream().noneMatch(t -> t.id().equals(selected))) {
            selectedTable.set(null); // the world restarted without it
        }
        if (selectedTable.get() == null) {
            for (TableEntry t : visibleTables) {
                if (t.getEntities() > 0) {
                    selectedTable.set(t.id()); // starts a read of its rows
                    return;
                }
            }
        }
        if (editing.get() || p.table() == null) return;
        if (!p.table().equals(selectedTable.get())) {
            if (followedEntity.get() == null || p.rows() == null) return;
            // the followed entity moved table: the view goes with it, rows and all, in this one read
            followingMove = true;
            try {
                selectedTable.set(p.table());
            } finally {
                followingMove = false;
            }
            tableOfFollowed = p.table();
            rows.clear();
            columns.clear();
            message.set("entity " + LiveRow.handleText(followedEntity.get()) + " moved to " + p.table());
        }
        if (p.rows() != null) {
            applyRows(p.rows());
            rowsStale = false;
            for (RemoteTable t : p.tables()) if (t.id().equals(p.table())) rowsVersion = t.version();
            checkOverwrite(now);
        } else {
            clearHighlights(); // the table did not change since the last read
        }
    }

    /** "1987 entities · 15 tables · tick 120"; for Flecs, how many tables are the engine's own, and no tick (its API has none). */
    private String statusOf(WorldSummary s, int builtIn) {
        StringBuilder b = new StringBuilder().append(s.entities()).append(" entities · ").append(s.tables()).append(" tables");
        if (builtIn > 0) b.append(" (").append(builtIn).append(showBuiltInTables.get() ? " built-in)" : " built-in hidden)");
        if (tableVersions.get()) b.append(" · tick ").append(s.tick());
        return b.toString();
    }

    /** Says so when a running system wrote over the value just edited (the edit did reach the world). */
    private void checkOverwrite(long now) {
        SentEdit edit = sentEdit;
        if (edit == null) return;
        if (now - edit.at() > OVERWRITE_WINDOW.toNanos()) {
            sentEdit = null;
            return;
        }
        for (LiveRow r : rows) {
            if (r.entity() != edit.entity()) continue;
            JsonNode seen = r.cell(edit.column());
            if (seen == null || StoredValues.holds(edit.value(), seen)) return;
            // Flecs applies a PUT with its next frame: the value as it was is the edit not taken yet
            if (StoredValues.holds(edit.before(), seen)) return;
            sentEdit = null;
            String advice = source != null && source.canPauseWorld()
                    ? "Pause the world to keep an edit."
                    : "This world cannot be paused from here; stop the system that writes it to keep an edit.";
            message.set("The world wrote " + edit.column().title() + " of " + r.entityText() + " again right after the edit (now "
                    + r.text(edit.column()) + "): a running system sets it. " + advice);
            return;
        }
    }

    private void applyTables(List<RemoteTable> infos, Set<String> builtIn, double seconds) {
        Map<String, TableEntry> byId = new LinkedHashMap<>();
        for (TableEntry t : tables) byId.put(t.id(), t);
        Set<String> present = new HashSet<>();
        List<TableEntry> added = new ArrayList<>();
        for (RemoteTable info : infos) {
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

    /** Rows in entity order (index, then generation), not storage order, so that a row stays where it is while others move. */
    private void applyRows(RemotePage page) {
        rowTotal.set(page.total());
        List<FieldColumn> cols = columnsOf(page);
        if (!cols.equals(columns)) columns.setAll(cols);
        Map<Long, LiveRow> previous = new HashMap<>();
        for (LiveRow r : rows) previous.put(r.entity(), r);
        List<RemoteRow> ordered = new ArrayList<>(page.rows());
        ordered.sort(BY_HANDLE);
        List<LiveRow> next = new ArrayList<>(ordered.size());
        for (RemoteRow er : ordered) {
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

    private void clearHighlights() {
        for (int i = 0; i < rows.size(); i++) {
            LiveRow r = rows.get(i);
            if (!r.changed().isEmpty()) rows.set(i, new LiveRow(r.entity(), r.name(), r.values(), Set.of()));
        }
    }

    /**
     * One column per field of each component (from the first row), one per tag, then the same for the sparse
     * components some rows hold (from the first row holding each); kept while a table is empty.
     */
    private List<FieldColumn> columnsOf(RemotePage page) {
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

    /** Tables with a component whose name contains the text (any case), built-in ones only when asked for. */
    private static java.util.function.Predicate<TableEntry> filterFor(String text, boolean builtIn) {
        String f = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        return t -> (builtIn || !t.isBuiltIn())
                && (f.isEmpty() || t.components().stream().anyMatch(c -> c.toLowerCase(Locale.ROOT).contains(f)));
    }

    static String describe(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
    }

    // ---- properties

    public ReadOnlyStringProperty sourceDescriptionProperty() { return sourceDescription.getReadOnlyProperty(); }

    /** "1987 entities · 15 tables · tick 120". */
    public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }

    /** The outcome of the last edit or refused request. */
    public ReadOnlyStringProperty messageProperty() { return message.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty connectionLostProperty() { return connectionLost.getReadOnlyProperty(); }

    /** True for a few seconds after a world that went away answers again (the banner says so). */
    public ReadOnlyBooleanProperty worldBackProperty() { return worldBack.getReadOnlyProperty(); }

    /** True while an address typed in is being tried. */
    public ReadOnlyBooleanProperty connectingProperty() { return connecting.getReadOnlyProperty(); }

    /** Why the last address tried could not be connected to; empty after a success or a new try. */
    public ReadOnlyStringProperty connectErrorProperty() { return connectError.getReadOnlyProperty(); }

    /** Single-step is offered: the world is paused and its source can run one tick. */
    public ReadOnlyBooleanProperty canStepProperty() { return canStep.getReadOnlyProperty(); }

    /** While a world that cannot be paused remotely is "paused": what Pause did instead. Empty otherwise. */
    public ReadOnlyStringProperty pauseNoteProperty() { return pauseNote.getReadOnlyProperty(); }

    /** The entity kept selected across reads and table moves, or null. */
    public ReadOnlyObjectProperty<Long> followedEntityProperty() { return followedEntity.getReadOnlyProperty(); }

    /** Whether tables carry change versions, so that changes per second mean something (not for Flecs). */
    public ReadOnlyBooleanProperty tableVersionsProperty() { return tableVersions.getReadOnlyProperty(); }

    /** Shows the tables of the engine's own entities (Flecs's modules, components, systems); off by default. */
    public BooleanProperty showBuiltInTablesProperty() { return showBuiltInTables; }

    public boolean isConnectionLost() { return connectionLost.get(); }

    public ReadOnlyStringProperty bannerProperty() { return banner.getReadOnlyProperty(); }

    /** Reads failed in a row since the connection was last good (each scheduled poll is a retry). */
    public ReadOnlyIntegerProperty failedPollsProperty() { return failedPolls.getReadOnlyProperty(); }

    /** True when the world read now can be exported as a document (the in-process demo world). */
    public ReadOnlyBooleanProperty canExportWorldProperty() { return canExportWorld.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty pausedProperty() { return paused.getReadOnlyProperty(); }

    public boolean isPaused() { return paused.get(); }

    /** Rows in the selected table at the last read (the page shown may hold fewer). */
    public ReadOnlyLongProperty rowTotalProperty() { return rowTotal.getReadOnlyProperty(); }

    public ObjectProperty<Duration> refreshIntervalProperty() { return refreshInterval; }

    /** Shows only tables with a component whose name contains this text (any case). */
    public StringProperty componentFilterProperty() { return componentFilter; }

    public ObjectProperty<TableSort> sortProperty() { return sort; }

    /** The id of the table whose rows are shown, or null. */
    public StringProperty selectedTableProperty() { return selectedTable; }

    /** Set by the view while a cell is being edited, so that a read does not replace the row under the editor. */
    public BooleanProperty editingProperty() { return editing; }

    /** Every table of the world, filtered and sorted as chosen. */
    public ObservableList<TableEntry> visibleTables() { return visibleTables; }

    public ObservableList<FieldColumn> columns() { return columnsView; }

    public ObservableList<LiveRow> rows() { return rowsView; }

    public ObservableList<CountSample> entityHistory() { return historyView; }
}
