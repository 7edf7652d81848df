package savelens.app.task;

/** Where a {@link BackgroundTask} is in its life; it only ever moves forward. */
public enum TaskState {
    /** Made, not yet handed to an executor. */
    READY,
    RUNNING,
    SUCCEEDED,
    FAILED,
    CANCELLED;

    public boolean isDone() { return this == SUCCEEDED || this == FAILED || this == CANCELLED; }
}
