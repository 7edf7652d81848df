package savelens.app.ecs;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import savelens.app.task.BackgroundTask;
import savelens.app.task.TaskExecutor;
import savelens.ecs.world.LiveWorld;

/**
 * The Live ECS clock's one job: pause, resume and single-step. A world that can be paused stops its clock (a
 * request off the JavaFX thread: a server may be slow); one that cannot keeps running and only the view stops
 * reading it, which the pause note says.
 */
public final class LivePause {
    private final TaskExecutor executor;
    private final LiveConnection connection;
    private final LiveMessage message;
    /** Reads the world now (after a resume or a step). */
    private final Runnable read;
    private final ReadOnlyBooleanWrapper paused = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canStep = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper("");
    /** A step was taken and its read has not been charted yet. */
    private boolean stepped;
    /** The clock state the world was last told, or said it had: what the next request is measured against. */
    private boolean told;
    /** A clock request is under way; the next one waits for it. */
    private boolean sending;
    /** Steps asked for and not sent yet. */
    private int steps;

    LivePause(TaskExecutor executor, LiveConnection connection, LiveMessage message, Runnable read) {
        this.executor = executor;
        this.connection = connection;
        this.message = message;
        this.read = read;
    }

    /** Pauses or resumes. Either way the chart stops with the pause. */
    public void toggle() {
        if (connection.world() == null) return;
        set(!paused.get());
        if (!paused.get()) steps = 0; // a world that runs on anyway has no use for single ticks still to come
        sendNext();
    }

    /** Runs one tick of the paused world and reads it (only while {@link #canStepProperty()} holds). */
    public void step() {
        if (connection.world() == null || !canStep.get()) return;
        steps++;
        sendNext();
    }

    /**
     * Sends what the world has not been told yet: the state wanted last, then the steps asked for. One request at a
     * time, the next once the last has landed, so that requests on two workers never reach a server reversed.
     * False when there was nothing to send (or a request is still under way).
     */
    private boolean sendNext() {
        LiveWorld world = connection.world();
        if (sending || world == null) return false;
        boolean pause = paused.get();
        if (pause != told) {
            send(world, pause ? "Pausing" : "Resuming", pause ? "pause" : "resume", () -> {
                if (pause) world.pause();
                else world.resume();
            }, () -> told = pause);
        } else if (pause && steps > 0) {
            steps--;
            send(world, "Stepping", "step", world::step, () -> stepped = true); // the chart takes this one sample while paused
        } else {
            return false;
        }
        return true;
    }

    private void send(LiveWorld world, String doing, String verb, Runnable request, Runnable landed) {
        int shown = connection.generation();
        sending = true;
        executor.execute(BackgroundTask.of(doing + " " + world.description(), context -> {
                    request.run();
                    return Boolean.TRUE;
                })
                .shownToUser(false)
                .onSuccess(done -> {
                    if (shown != connection.generation()) return;
                    sending = false;
                    landed.run();
                    // read once the world is where it was asked to be; a paused world once more, as it stopped
                    if (!sendNext() && !viewFrozen()) read.run();
                })
                .onFailure(failure -> {
                    if (shown != connection.generation()) return;
                    sending = false;
                    steps = 0;
                    // what was wanted since may not have happened either: the button shows what the world last said
                    told = world.isPaused();
                    set(told);
                    message.say("could not " + verb + " the world: " + failure.getMessage());
                }));
    }

    /** Another world is shown: paused as its source says it is, nothing sent to it yet. */
    void reset() {
        LiveWorld world = connection.world();
        told = world != null && world.isPaused();
        sending = false;
        steps = 0;
        set(told);
    }

    /**
     * The world answered its first read: a world paused before we came shows as paused (a server's clock is known only
     * now). A request under way brings the world's state itself when it lands.
     */
    void adoptWorldsClock() {
        LiveWorld world = connection.world();
        if (world == null || !world.canPauseWorld() || sending) return;
        told = world.isPaused();
        if (told != paused.get()) set(told);
    }

    /** Paused, but the world itself runs on: the view stops reading it. */
    boolean viewFrozen() {
        LiveWorld world = connection.world();
        return paused.get() && world != null && !world.canPauseWorld();
    }

    /** True once after a step was taken: its read is charted although the world is paused. */
    boolean takeStep() {
        boolean was = stepped;
        stepped = false;
        return was;
    }

    private void set(boolean pause) {
        paused.set(pause);
        LiveWorld world = connection.world();
        boolean p = pause && world != null;
        canStep.set(p && world.canStep() && world.canPauseWorld());
        note.set(p && !world.canPauseWorld()
                ? "Paused view: " + world.description() + " cannot be paused from here, so the world keeps running and this view stopped reading it. Edits are still written."
                : "");
    }

    public ReadOnlyBooleanProperty pausedProperty() { return paused.getReadOnlyProperty(); }

    public boolean isPaused() { return paused.get(); }

    /** Single-step is offered: the world is paused and its source can run one tick. */
    public ReadOnlyBooleanProperty canStepProperty() { return canStep.getReadOnlyProperty(); }

    /** While a world that cannot be paused remotely is "paused": what Pause did instead. Empty otherwise. */
    public ReadOnlyStringProperty noteProperty() { return note.getReadOnlyProperty(); }
}
