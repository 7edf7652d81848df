package savelens.app.ecs;

import java.util.function.LongSupplier;
import java.util.function.Supplier;
import savelens.app.task.TaskExecutor;
import savelens.ecs.remote.LiveWorlds;
import savelens.ecs.world.LiveWorld;
import savelens.ecs.world.ServerKind;

/**
 * The Live ECS tab's view model, without a control in sight: its parts, each with one job, and the one step
 * that involves them all, showing another world. {@link LiveConnection} (which world, opening one, its
 * health), {@link LivePoll} (reading it off the UI thread), {@link LiveTables} (the table list and the
 * selected table), {@link LiveRows} (that table's rows and the followed entity), {@link LiveEdits} (cells sent
 * to the world), {@link LivePause} (pause, resume, step), {@link LiveChart} (entities over time),
 * {@link LiveExport} (the world saved as a document) and {@link LiveMessage} (the message line). A view binds
 * to each part's own properties.
 */
public final class LiveEcsViewModel implements AutoCloseable {
    private final Supplier<LiveWorld> demoSource;
    private final LiveMessage message = new LiveMessage();
    private final LiveConnection connection;
    private final LiveTables tables = new LiveTables();
    private final LiveRows rows = new LiveRows(tables.selectedProperty(), message);
    private final LiveChart chart = new LiveChart();
    private final LiveEdits edits;
    private final LivePause pause;
    private final LiveExport export;
    private final LivePoll poll;

    public LiveEcsViewModel(TaskExecutor executor, LongSupplier nanoClock, Supplier<LiveWorld> demoSource) {
        this(executor, nanoClock, demoSource, LiveWorlds::open);
    }

    public LiveEcsViewModel(TaskExecutor executor, LongSupplier nanoClock, Supplier<LiveWorld> demoSource, LiveConnector connector) {
        this.demoSource = demoSource;
        connection = new LiveConnection(executor, connector, this::connect, message::say);
        edits = new LiveEdits(executor, nanoClock, connection, message, this::readRowsAgain);
        pause = new LivePause(executor, connection, message, this::readNow);
        export = new LiveExport(executor, connection, message);
        poll = new LivePoll(executor, nanoClock, connection, tables, rows, edits, pause, chart, message);
    }

    /** Connects to the built-in demo world. */
    public void connectDemo() {
        connect(demoSource.get());
    }

    /** Reads this world from now on (closing the previous one): every part starts over with it. */
    public void connect(LiveWorld world) {
        poll.stopReading();
        connection.show(world);
        tables.clear(world.kind() != ServerKind.FLECS); // Flecs tables have no change counter to rate
        chart.clear();
        tables.selectedProperty().set(null);
        rows.clear();
        message.say("");
        rows.follow(null, null);
        edits.forget();
        pause.reset();
        export.reset();
        poll.start();
    }

    private void readNow() {
        poll.refresh();
    }

    private void readRowsAgain() {
        poll.readRowsAgain();
    }

    @Override
    public void close() {
        poll.close();
        connection.close();
        export.reset();
    }

    public LiveConnection connection() { return connection; }

    public LivePoll poll() { return poll; }

    public LiveTables tables() { return tables; }

    public LiveRows rows() { return rows; }

    public LiveEdits edits() { return edits; }

    public LivePause pause() { return pause; }

    public LiveChart chart() { return chart; }

    public LiveExport export() { return export; }

    public LiveMessage message() { return message; }
}
