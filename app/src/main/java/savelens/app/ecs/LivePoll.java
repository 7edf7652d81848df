package savelens.app.ecs;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.LongSupplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import savelens.app.task.BackgroundTask;
import savelens.app.task.Repeating;
import savelens.app.task.TaskExecutor;
import savelens.ecs.inspect.InspectionException;
import savelens.ecs.inspect.WorldSummary;
import savelens.ecs.world.LiveWorld;
import savelens.ecs.world.WorldTable;

/**
 * The Live ECS poll's one job: reading the world at the chosen rate (and when it reports a change), off the
 * JavaFX thread on the {@link TaskExecutor}, one read at a time, and handing each read to the parts it
 * concerns: the connection's health, the tables, the rows (going with a followed entity that moved table),
 * the chart and the edits watched for being written over.
 */
public final class LivePoll {
    public static final List<Duration> REFRESH_RATES = List.of(
            Duration.ofMillis(100), Duration.ofMillis(250), Duration.ofMillis(500), Duration.ofSeconds(1), Duration.ofSeconds(2));
    public static final Duration DEFAULT_REFRESH = Duration.ofMillis(250);

    private final TaskExecutor executor;
    private final LongSupplier nanoClock;
    private final LiveConnection connection;
    private final LiveTables tables;
    private final LiveRows rows;
    private final LiveEdits edits;
    private final LivePause pause;
    private final LiveChart chart;
    private final LiveMessage message;
    private final ObjectProperty<Duration> refreshInterval = new SimpleObjectProperty<>(DEFAULT_REFRESH);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("not connected");

    private Repeating poll;
    /** The read under way, stopped when its world is let go. */
    private BackgroundTask<?> reading;
    private boolean polling;
    private boolean pollAgain;
    private boolean rowsStale = true;
    private long rowsVersion = -1;
    private long connectedAt;
    private long lastPollAt = -1;
    private long lastTick = -1;
    /** Set while the view is moved to the table a followed entity went to (not a user's choice of table). */
    private boolean followingMove;

    LivePoll(TaskExecutor executor, LongSupplier nanoClock, LiveConnection connection, LiveTables tables, LiveRows rows,
             LiveEdits edits, LivePause pause, LiveChart chart, LiveMessage message) {
        this.executor = executor;
        this.nanoClock = nanoClock;
        this.connection = connection;
        this.tables = tables;
        this.rows = rows;
        this.edits = edits;
        this.pause = pause;
        this.chart = chart;
        this.message = message;
        tables.selectedProperty().addListener((o, a, b) -> {
            if (followingMove) return; // the read that moved it brings the rows along
            if (!Objects.equals(b, rows.tableOfFollowed())) rows.follow(null, null); // another table chosen: stop following
            rows.clear();
            rowsStale = true;
            if (b != null) refresh();
        });
        refreshInterval.addListener((o, a, b) -> schedule());
        // a read that arrived while a cell was being edited was left out; catch up once the editor closes
        rows.editingProperty().addListener((o, a, b) -> {
            if (!b && rowsStale) refresh();
        });
    }

    /** Starts reading the world the connection shows now: at once, at the chosen rate and on each change it reports. */
    void start() {
        LiveWorld world = connection.world();
        polling = false;
        pollAgain = false;
        lastTick = -1;
        status.set("connecting to " + world.description());
        connectedAt = nanoClock.getAsLong();
        lastPollAt = -1;
        int shown = connection.generation();
        // a change the world reports (a SaveLens server's /events) is read at once, unless the last read is
        // more recent than the chosen rate; the poll goes on beside it, so a world gone quiet is still noticed.
        // Called on the world's thread: the executor brings it to the UI thread.
        world.setChangeListener(() -> executor.execute(BackgroundTask.of("Change in " + world.description(), context -> Boolean.TRUE)
                .shownToUser(false)
                .onSuccess(x -> {
                    if (shown != connection.generation() || pause.viewFrozen()) return;
                    if (lastPollAt < 0 || nanoClock.getAsLong() - lastPollAt >= refreshInterval.get().toNanos()) refresh();
                })));
        schedule();
        refresh();
    }

    /** Stops the read under way (its world is about to be let go). */
    void stopReading() {
        if (reading != null) reading.cancel();
        reading = null;
    }

    /** Stops reading for good. */
    void close() {
        stopReading();
        if (poll != null) poll.cancel();
        poll = null;
    }

    /** Reads the world now (the scheduled poll calls this too); a read asked for while one is under way follows it. */
    public void refresh() {
        LiveWorld world = connection.world();
        if (world == null) return;
        if (polling) {
            pollAgain = true;
            return;
        }
        polling = true;
        int shown = connection.generation();
        String table = tables.selectedProperty().get();
        boolean wantRows = rowsStale;
        long knownVersion = rowsVersion;
        Long followed = rows.followed();
        reading = executor.execute(BackgroundTask.of("Reading " + world.description(), context -> LiveRead.of(world, table, wantRows, knownVersion, followed))
                .shownToUser(false) // several times a second: the view's own status says what it read
                .onSuccess(result -> finished(shown, () -> apply(result)))
                .onFailure(failure -> finished(shown, () -> failed(failure))));
    }

    /** The world took an edit: the rows are read again, whatever their table's version says. */
    void readRowsAgain() {
        rowsStale = true;
        refresh();
    }

    private void schedule() {
        if (poll != null) poll.cancel();
        poll = connection.world() == null ? null : executor.repeat(refreshInterval.get(), () -> {
            // a world that cannot be stopped is "paused" by not reading it
            if (!pause.viewFrozen()) refresh();
        });
    }

    private void finished(int shown, Runnable then) {
        if (shown != connection.generation()) return;
        polling = false;
        then.run();
        if (pollAgain) {
            pollAgain = false;
            refresh();
        }
    }

    private void failed(Throwable e) {
        if (e instanceof InspectionException) {
            message.say(e.getMessage());
            rowsStale = true;
            return;
        }
        connection.readFailed(connection.descriptionProperty().get(), e.getMessage(), refreshInterval.get());
    }

    private void apply(LiveRead p) {
        LiveWorld world = connection.world();
        long now = nanoClock.getAsLong();
        WorldSummary s = p.summary();
        boolean firstRead = lastPollAt < 0;
        if (firstRead) pause.adoptWorldsClock();
        boolean restarted = lastTick >= 0 && s.tick() < lastTick;
        connection.readSucceeded(connection.descriptionProperty().get(), restarted, s.tick(), now);
        lastTick = s.tick();
        double seconds = lastPollAt < 0 ? 0 : (now - lastPollAt) / 1e9;
        lastPollAt = now;
        tables.apply(p.tables(), seconds);
        status.set(statusOf(s, p.builtIn().size()));
        boolean stepped = pause.takeStep();
        if (!pause.isPaused() || stepped || firstRead) { // a paused chart stays as it was, but for a step the user asked for
            chart.add((now - connectedAt) / 1e9, s.entities());
        }
        if (p.followedGone()) {
            message.say("entity " + LiveRow.handleText(rows.followed()) + " is gone; no longer following it");
            rows.follow(null, null);
        }
        String selected = tables.selectedProperty().get();
        if (selected != null && p.tables().stream().noneMatch(t -> t.id().equals(selected))) {
            tables.selectedProperty().set(null); // the world restarted without it
        }
        if (tables.selectedProperty().get() == null) {
            String first = tables.firstWithEntities();
            if (first != null) {
                tables.selectedProperty().set(first); // starts a read of its rows
                return;
            }
        }
        if (rows.editingProperty().get() || p.table() == null) return;
        if (!p.table().equals(tables.selectedProperty().get())) {
            if (rows.followed() == null || p.rows() == null) return;
            // the followed entity moved table: the view goes with it, rows and all, in this one read
            followingMove = true;
            try {
                tables.selectedProperty().set(p.table());
            } finally {
                followingMove = false;
            }
            rows.followedMovedTo(p.table());
            rows.clear();
            message.say("entity " + LiveRow.handleText(rows.followed()) + " moved to " + p.table());
        }
        if (p.rows() != null) {
            rows.apply(p.rows());
            rowsStale = false;
            for (WorldTable t : p.tables()) if (t.id().equals(p.table())) rowsVersion = t.version();
            String overwritten = edits.overwritten(now, rows.current(), world != null && world.canPauseWorld());
            if (overwritten != null) message.say(overwritten);
        } else {
            rows.clearHighlights(); // the table did not change since the last read
        }
    }

    /** "1987 entities · 15 tables · tick 120"; for Flecs, how many tables are the engine's own, and no tick (its API has none). */
    private String statusOf(WorldSummary s, int builtIn) {
        StringBuilder b = new StringBuilder().append(s.entities()).append(" entities · ").append(s.tables()).append(" tables");
        if (builtIn > 0) b.append(" (").append(builtIn).append(tables.showBuiltInProperty().get() ? " built-in)" : " built-in hidden)");
        if (tables.versionsProperty().get()) b.append(" · tick ").append(s.tick());
        return b.toString();
    }

    /** "250 ms", "2 s". */
    static String describe(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
    }

    public ObjectProperty<Duration> refreshIntervalProperty() { return refreshInterval; }

    /** "1987 entities · 15 tables · tick 120". */
    public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }
}
