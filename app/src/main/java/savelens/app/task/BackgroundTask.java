package savelens.app.task;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import savelens.progress.WorkGate;

/**
 * Work that may take a while (loading, saving, an edit of a big document, a search, a poll of a live
 * world) together with what to do with its outcome. The task is its own handle: whoever makes it can keep
 * it, cancel it and watch its state, message and progress before any executor has started it, so no
 * caller has to wait for {@link TaskExecutor#execute} to learn what it started.
 *
 * <p>Everything here except the work itself is used on the UI thread: the properties change there and the
 * callbacks run there. Exactly one of the success, failure and cancel callbacks runs, once; a result the work
 * delivers after a cancel goes to {@link #onDropped}.
 */
public final class BackgroundTask<T> {
    /** The work itself, given its context for progress, messages and cancellation. Runs on a worker. */
    @FunctionalInterface
    public interface Work<T> {
        T run(TaskContext context) throws Exception;
    }

    private final String title;
    private final Work<T> work;
    private Consumer<? super T> onSuccess = result -> { };
    private Consumer<Throwable> onFailure = this::unhandled;
    private Runnable onCancelled = () -> { };
    private Consumer<? super T> onDropped = result -> { };
    private boolean shownToUser = true;
    /** How long it runs before the status bar lists it (zero: at once); the status bar lets it in once that passed. */
    private Duration shownAfter = Duration.ZERO;
    private boolean letIn;
    private boolean cancellable = true;
    private boolean inLine;
    private final ReadOnlyObjectWrapper<TaskState> state = new ReadOnlyObjectWrapper<>(TaskState.READY);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(-1);
    private final List<Runnable> afterDone = new ArrayList<>();
    /** Read by the worker: the state property belongs to the UI thread. */
    private volatile boolean cancelled;
    private Runnable interrupt = () -> { };
    /** Where the work steps aside for work the user waits for, or null. */
    private WorkGate gate;

    private BackgroundTask(String title, Work<T> work) {
        this.title = Objects.requireNonNull(title);
        this.work = Objects.requireNonNull(work);
    }

    public static <T> BackgroundTask<T> of(String title, Work<T> work) {
        return new BackgroundTask<>(title, work);
    }

    // ---- what to do with the outcome (set before the task is executed)

    public BackgroundTask<T> onSuccess(Consumer<? super T> then) {
        this.onSuccess = Objects.requireNonNull(then);
        return this;
    }

    /** Gets whatever the work threw (an exception, or an error such as running out of memory). */
    public BackgroundTask<T> onFailure(Consumer<Throwable> then) {
        this.onFailure = Objects.requireNonNull(then);
        return this;
    }

    /** Runs as {@link #cancel} returns; the work's own outcome, when it comes, is dropped. */
    public BackgroundTask<T> onCancelled(Runnable then) {
        this.onCancelled = Objects.requireNonNull(then);
        return this;
    }

    /**
     * Gets a result the work delivered after the task was cancelled, which nobody else will see: whatever it owns
     * (an open connection, a thread) is let go here. Runs on the UI thread, instead of {@link #onSuccess}.
     */
    public BackgroundTask<T> onDropped(Consumer<? super T> then) {
        this.onDropped = Objects.requireNonNull(then);
        return this;
    }

    /** Whether the status bar lists it (a live view's frequent polls are not worth a flicker there). */
    public BackgroundTask<T> shownToUser(boolean shown) {
        this.shownToUser = shown;
        return this;
    }

    /**
     * Whether the status bar lists it only once it has run this long: work that is usually over in a moment (a query,
     * whose first hits its panel shows) then changes nothing there, and lays nothing out again, unless it goes on.
     */
    public BackgroundTask<T> shownAfter(Duration wait) {
        this.shownAfter = Objects.requireNonNull(wait);
        return this;
    }

    /** How long it runs before the status bar lists it. */
    public Duration shownAfter() { return shownAfter; }

    /** True when the status bar may list it now: at once, or once its {@link #shownAfter} wait has been let pass. */
    public boolean isLetIntoStatus() { return letIn || shownAfter.isZero(); }

    /** Called by the status bar's owner once the task's {@link #shownAfter} wait has passed. */
    public void letIntoStatus() { letIn = true; }

    /** Work that must finish once begun (a save between its temporary file and the move) ignores {@link #cancel}. */
    public BackgroundTask<T> cancellable(boolean canCancel) {
        this.cancellable = canCancel;
        return this;
    }

    /**
     * Marks one of the analyses that can wait for each other (a scene's hierarchy, the graph, the findings): the GUI's
     * executor runs them one after another, in the order they came, at most all processors but one at once, so that the
     * UI thread and the renderer keep a processor. Work a user waits for is not marked.
     */
    public BackgroundTask<T> inLine(boolean waits) {
        this.inLine = waits;
        return this;
    }

    public boolean isInLine() { return inLine; }

    // ---- the handle

    /**
     * Stops the task: before it runs, its work never starts; while it runs, its worker is interrupted
     * (long loops see {@link TaskContext#isCancelled}), and whatever it delivers later is dropped. The
     * cancel callback runs before this returns, so the caller's state is settled at once. Does nothing once
     * the task is done, or for a task that is not {@link #isCancellable}.
     */
    public void cancel() {
        if (!cancellable || state.get().isDone()) return;
        boolean wasRunning = state.get() == TaskState.RUNNING;
        cancelled = true;
        state.set(TaskState.CANCELLED);
        if (wasRunning) interrupt.run();
        onCancelled.run();
        finish();
    }

    public boolean isCancelled() { return cancelled; }

    public boolean isDone() { return state.get().isDone(); }

    public String title() { return title; }

    public boolean isShownToUser() { return shownToUser; }

    public boolean isCancellable() { return cancellable; }

    public ReadOnlyObjectProperty<TaskState> stateProperty() { return state.getReadOnlyProperty(); }

    /** What the work says it is doing now ("reading 40 %"); empty until it says something. */
    public ReadOnlyStringProperty messageProperty() { return message.getReadOnlyProperty(); }

    /** The fraction done, 0 to 1, or -1 while unknown. */
    public ReadOnlyDoubleProperty progressProperty() { return progress.getReadOnlyProperty(); }

    @Override public String toString() { return title + " (" + state.get() + ")"; }

    // ---- for the executors

    /** On the UI thread: READY to RUNNING. False for a task cancelled before it was started. */
    boolean begin(Runnable interruptWorker) {
        if (cancelled) return false;
        if (state.get() != TaskState.READY) throw new IllegalStateException(title + " was already started");
        interrupt = interruptWorker;
        state.set(TaskState.RUNNING);
        return true;
    }

    /** On the worker. */
    T call(TaskContext context) throws Exception { return WorkGate.under(gate, () -> work.run(context)); }

    /**
     * Has the work step aside while the gate is closed (see {@link WorkGate}); for work that can wait, given before
     * the task is executed. A task that must finish once begun never waits.
     */
    BackgroundTask<T> givingWayAt(WorkGate gate) {
        if (cancellable) this.gate = gate;
        return this;
    }

    /** On the UI thread: the worker's newest message and progress. */
    void report(String text, double fraction) {
        if (state.get() != TaskState.RUNNING) return;
        message.set(text == null ? "" : text);
        progress.set(fraction);
    }

    /** On the UI thread. */
    void succeed(T result) {
        if (state.get() == TaskState.CANCELLED) {
            onDropped.accept(result); // cancelled meanwhile: the caller has moved on
            return;
        }
        if (state.get() != TaskState.RUNNING) return;
        state.set(TaskState.SUCCEEDED);
        try {
            onSuccess.accept(result);
        } finally {
            finish();
        }
    }

    /** On the UI thread. */
    void fail(Throwable failure) {
        if (state.get() != TaskState.RUNNING) return;
        state.set(TaskState.FAILED);
        try {
            onFailure.accept(failure);
        } finally {
            finish();
        }
    }

    /** Runs {@code then} once the task is done and its callback has run (at once if it is done already). */
    void afterDone(Runnable then) {
        if (isDone()) then.run();
        else afterDone.add(then);
    }

    private void finish() {
        List<Runnable> now = List.copyOf(afterDone);
        afterDone.clear();
        now.forEach(Runnable::run);
    }

    private void unhandled(Throwable failure) {
        // nobody asked to hear about it; one line, so that it is not lost without a word
        System.err.println("SaveLens: " + title + " failed: " + failure);
    }
}
