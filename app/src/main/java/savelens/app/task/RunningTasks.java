package savelens.app.task;

import javafx.beans.value.ChangeListener;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/** The list an executor keeps of its running tasks: a task joins as it starts and leaves as it is done. */
final class RunningTasks {
    private final ObservableList<BackgroundTask<?>> running = FXCollections.observableArrayList();
    private final ObservableList<BackgroundTask<?>> view = FXCollections.unmodifiableObservableList(running);

    /** Starts the task and lists it; false (nothing listed) for a task cancelled before it started. */
    boolean start(BackgroundTask<?> task, Runnable interruptWorker) {
        if (!task.begin(interruptWorker)) return false;
        running.add(task);
        task.stateProperty().addListener(new ChangeListener<>() {
            @Override public void changed(javafx.beans.value.ObservableValue<? extends TaskState> o, TaskState was, TaskState now) {
                if (!now.isDone()) return;
                // before the task's callback runs: what it does next sees the list without it
                running.remove(task);
                o.removeListener(this);
            }
        });
        return true;
    }

    ObservableList<BackgroundTask<?>> view() { return view; }
}
