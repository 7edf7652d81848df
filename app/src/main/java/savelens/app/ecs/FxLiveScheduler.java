package savelens.app.ecs;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;

/** Polls with a {@link Timeline} on the JavaFX thread and fetches on one daemon thread. */
public final class FxLiveScheduler implements LiveScheduler {
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "savelens-live-ecs");
        t.setDaemon(true);
        return t;
    });

    @Override
    public Cancellable repeat(Duration period, Runnable action) {
        Timeline timeline = new Timeline(new KeyFrame(javafx.util.Duration.millis(period.toMillis()), e -> action.run()));
        timeline.setCycleCount(Animation.INDEFINITE);
        timeline.play();
        return timeline::stop;
    }

    @Override
    public <T> void background(Callable<T> work, Consumer<T> done, Consumer<Exception> failed) {
        if (worker.isShutdown()) return;
        worker.execute(() -> {
            try {
                T result = work.call();
                Platform.runLater(() -> done.accept(result));
            } catch (Exception e) {
                Platform.runLater(() -> failed.accept(e));
            }
        });
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
