package savelens.app.task;

/** Where background work is submitted: the GUI runs it off the JavaFX thread, tests run it in place. */
public interface TaskExecutor {
    /** Starts the task; the handle cancels it. */
    <T> TaskHandle submit(BackgroundTask<T> task);

    /** Starts the task when nobody will want to cancel it. */
    default <T> void execute(BackgroundTask<T> task) { submit(task); }
}
