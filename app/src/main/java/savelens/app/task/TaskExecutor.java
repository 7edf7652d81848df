package savelens.app.task;

/** Where background work is submitted: the GUI runs it off the JavaFX thread, tests run it in place. */
public interface TaskExecutor {
    <T> void execute(BackgroundTask<T> task);
}
