package savelens.app.task;

import java.util.concurrent.Executor;

/** The context a task's work gets from an executor: its reports reach the task on the UI thread, newest only. */
final class WorkerContext implements TaskContext {
    private record Report(String message, double progress) {}

    private final BackgroundTask<?> task;
    private final Executor uiThread;
    private final LatestValueRelay<Report> reports;

    WorkerContext(BackgroundTask<?> task, Executor uiThread) {
        this.task = task;
        this.uiThread = uiThread;
        this.reports = new LatestValueRelay<>(this, r -> task.report(r.message(), r.progress()));
    }

    @Override public boolean isCancelled() { return task.isCancelled(); }

    @Override public void report(String message, double progress) { reports.offer(new Report(message, progress)); }

    @Override public void onUiThread(Runnable update) {
        uiThread.execute(() -> {
            if (!task.isCancelled()) update.run();
        });
    }
}
