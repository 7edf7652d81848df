package savelens.app.task;

import java.time.Duration;

/** An action an executor runs on the UI thread every {@link #period()} until cancelled (a live view's poll). */
public interface Repeating {
    Duration period();

    void cancel();
}
