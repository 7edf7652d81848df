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

    LivePause(TaskExecutor executor, LiveConnection connection, LiveMessage message, Runnable read) {
        this.executor = executor;
        this.connection = connection;
        this.message = message;
        this.read = read;
    }

    /** Pauses or resumes. Either way the chart stops with the pause. */
    public void toggle() {
        LiveWorld world = connection.world();
        if (world == null) return;
        boolean pause = !paused.get();
        set(pause);
        int shown = connection.generation();
        executor.execute(BackgroundTask.of(pause ? "Pausing " + world.description() : "Resuming " + world.description(), context -> {
                    if (pause) world.pause();
                    else world.resume();
                    return Boolean.TRUE;
                })
                .shownToUser(false)
                .onSuccess(done -> {
                    if (shown == connection.generation() && !viewFrozen()) read.run(); // a paused world is read once more, as it stopped
                })
                .onFailure(failure -> {
                    if (shown != connection.generation()) return;
                    set(!pause);
                    message.say("could not " + (pause ? "pause" : "resume") + " the world: " + failure.getMessage());
                }));
    }

    /** Runs one tick of the paused world and reads it (only while {@link #canStepProperty()} holds). */
    public void step() {
        LiveWorld world = connection.world();
        if (world == null || !canStep.get()) return;
        int shown = connection.generation();
        executor.execute(BackgroundTask.of("Stepping " + world.description(), context -> {
                    world.step();
                    return Boolean.TRUE;
                })
                .shownToUser(false)
                .onSuccess(done -> {
                    if (shown != connection.generation()) return;
                    stepped = true; // the chart takes this one sample while paused
                    read.run();
                })
                .onFailure(failure -> {
                    if (shown == connection.generation()) message.say("could not step the world: " + failure.getMessage());
                }));
    }

    /** Another world is shown: paused as its source says it is. */
    void reset() {
        set(connection.world() != null && connection.world().isPaused());
    }

    /** The world answered its first read: a world paused before we came shows as paused (a server's clock is known only now). */
    void adoptWorldsClock() {
        LiveWorld world = connection.world();
        if (world != null && world.canPauseWorld() && world.isPaused() != paused.get()) set(world.isPaused());
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
