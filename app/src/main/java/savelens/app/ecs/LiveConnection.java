package savelens.app.ecs;

import java.time.Duration;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import savelens.app.panels.Counted;
import savelens.app.task.BackgroundTask;
import savelens.app.task.TaskExecutor;
import savelens.ecs.world.LiveWorld;

/**
 * The Live ECS connection's one job: which world is read now (and letting the one before go), opening a world
 * at an address the user typed (off the JavaFX thread, the world shown staying until the new one answers),
 * remembering the address that worked, and the health of the world read now (gone, back, how many reads
 * failed) with the banner that says it.
 */
public final class LiveConnection {
    /** How long "the world is back" stays up after a lost connection returns. */
    static final Duration BACK_BANNER = Duration.ofSeconds(5);
    /** What Connect… proposes before any address worked: a Flecs application's REST port. */
    public static final String FIRST_ADDRESS = "http://127.0.0.1:27750";
    /** What Connect… proposes before any address worked while a SaveLens demo world is served: its own port. */
    public static final String DEMO_ADDRESS = "http://127.0.0.1:" + savelens.ecs.live.LiveServer.DEFAULT_PORT;

    private final TaskExecutor executor;
    private final LiveConnector connector;
    private final Consumer<LiveWorld> opened;
    private final Consumer<String> say;
    private final ReadOnlyBooleanWrapper connecting = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper connectError = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper lastAddress = new ReadOnlyStringWrapper(FIRST_ADDRESS);
    private final ReadOnlyBooleanWrapper lost = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper back = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper banner = new ReadOnlyStringWrapper("");
    private final ReadOnlyIntegerWrapper failedReads = new ReadOnlyIntegerWrapper();
    private final ReadOnlyStringWrapper description = new ReadOnlyStringWrapper("");
    /** The world read now, or null. */
    private LiveWorld world;
    /** Bumped whenever another world is shown (or none); work begun for an older one is dropped. */
    private int generation;
    private BackgroundTask<LiveWorld> opening;
    private AddressMemory memory = AddressMemory.NONE;
    private java.util.function.BooleanSupplier demoServed = () -> false;
    /** True once an address answered, in this run or (remembered) in an earlier one. */
    private boolean used;
    private long backSince;

    /** {@code opened} takes a world that answered; {@code say} the message line. */
    LiveConnection(TaskExecutor executor, LiveConnector connector, Consumer<LiveWorld> opened, Consumer<String> say) {
        this.executor = executor;
        this.connector = connector;
        this.opened = opened;
        this.say = say;
    }

    /**
     * Tries an address the user typed, its kind found from its replies, off the JavaFX thread; the world shown
     * stays until the new one answers, and a failure is said in {@link #connectErrorProperty()} and the message line.
     */
    public void open(String address) {
        cancel();
        connectError.set("");
        connecting.set(true);
        String typed = address == null ? "" : address.trim();
        BackgroundTask<LiveWorld> task = BackgroundTask.of("Connecting to " + typed, context -> connector.open(typed));
        opening = task;
        executor.execute(task
                .shownToUser(false)
                .onSuccess(world -> {
                    opening = null;
                    lastAddress.set(typed); // Connect… proposes it next time
                    used = true;
                    memory.remember(typed);
                    connecting.set(false);
                    opened.accept(world);
                })
                .onFailure(e -> {
                    if (opening != task) return;
                    opening = null;
                    String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
                    connectError.set(why); // before connecting ends: whoever waits for the end reads it
                    say.accept("could not connect: " + why);
                    connecting.set(false);
                })
                .onCancelled(() -> connecting.set(false))
                .onDropped(LiveWorld::close)); // answered after Cancel: nobody shows it, so its connections go now
    }

    /**
     * Keeps the address that answered in {@code memory} (and proposes the one remembered from before); until one
     * answered, {@code demoServed} says whether SaveLens's own port is the better first proposal.
     */
    void useMemory(AddressMemory memory, java.util.function.BooleanSupplier demoServed) {
        this.memory = memory;
        this.demoServed = demoServed;
        String before = memory.remembered();
        if (before != null && !before.isBlank() && !used) {
            lastAddress.set(before.trim());
            used = true;
        }
    }

    /**
     * What Connect… proposes: the address that last answered (remembered across runs); before any did, SaveLens's own
     * port while a demo world is served there, else a Flecs application's REST port.
     */
    public String proposedAddress() {
        if (used) return lastAddress.get();
        return demoServed.getAsBoolean() ? DEMO_ADDRESS : FIRST_ADDRESS;
    }

    /** Reads this world from now on, closing the one before; its health starts good. */
    void show(LiveWorld next) {
        letGo();
        world = java.util.Objects.requireNonNull(next);
        generation++;
        description.set(next.description());
        reset();
    }

    /** No world is read any more: an attempt under way is given up and the world shown is closed. */
    void close() {
        cancel();
        letGo();
        world = null;
        generation++;
    }

    private void letGo() {
        if (world == null) return;
        world.setChangeListener(null);
        world.close();
    }

    /** The world read now, or null. */
    LiveWorld world() { return world; }

    /** Changes whenever another world is shown: work begun under an older number is for a world let go. */
    int generation() { return generation; }

    /** Gives up a connection attempt under way (the world shown stays). */
    public void cancel() {
        BackgroundTask<LiveWorld> task = opening;
        opening = null;
        if (task != null) task.cancel();
        connecting.set(false);
    }

    /** Another world is shown: its health starts good. */
    private void reset() {
        lost.set(false);
        back.set(false);
        banner.set("");
        failedReads.set(0);
        connectError.set("");
    }

    /** A read failed because the world could not be reached; the poll tries again every {@code retry}. */
    void readFailed(String where, String why, Duration retry) {
        failedReads.set(failedReads.get() + 1);
        lost.set(true);
        back.set(false);
        banner.set("The world at " + where + " went away: " + why + " — retrying every " + LivePoll.describe(retry)
                + " (attempt " + failedReads.get() + ")");
    }

    /** A read succeeded at {@code now}; {@code restarted} when the world's tick went back (it started over at {@code tick}). */
    void readSucceeded(String where, boolean restarted, long tick, long now) {
        if (lost.get()) {
            lost.set(false);
            back.set(true);
            backSince = now;
            banner.set("The world at " + where + " is back after " + Counted.of(failedReads.get(), "failed read")
                    + (restarted ? "; it restarted (tick " + tick + "), so its tables were read anew" : ""));
        } else if (back.get() && now - backSince >= BACK_BANNER.toNanos()) {
            back.set(false);
            banner.set("");
        }
        failedReads.set(0);
    }

    public boolean isLost() { return lost.get(); }

    /** What the world read now calls itself (its address, or "demo world …"). */
    public ReadOnlyStringProperty descriptionProperty() { return description.getReadOnlyProperty(); }

    /** True while an address typed in is being tried. */
    public ReadOnlyBooleanProperty connectingProperty() { return connecting.getReadOnlyProperty(); }

    /** Why the last address tried could not be connected to; empty after a success or a new try. */
    public ReadOnlyStringProperty connectErrorProperty() { return connectError.getReadOnlyProperty(); }

    /** The address that last answered as a world (what Connect… proposes), {@link #FIRST_ADDRESS} before any did. */
    public ReadOnlyStringProperty lastAddressProperty() { return lastAddress.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty lostProperty() { return lost.getReadOnlyProperty(); }

    /** True for a few seconds after a world that went away answers again (the banner says so). */
    public ReadOnlyBooleanProperty backProperty() { return back.getReadOnlyProperty(); }

    public ReadOnlyStringProperty bannerProperty() { return banner.getReadOnlyProperty(); }

    /** Reads failed in a row since the connection was last good (each scheduled poll is a retry). */
    public ReadOnlyIntegerProperty failedReadsProperty() { return failedReads.getReadOnlyProperty(); }
}
