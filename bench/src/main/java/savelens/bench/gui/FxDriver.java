package savelens.bench.gui;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;

/**
 * Drives the JavaFX thread from the harness's main thread: runs code there, and waits for a condition
 * checked once per pulse (so "shown" means: true at a pulse, i.e. after the previous pulse laid out and
 * rendered the scene; the reading is late by at most one pulse, ~17 ms).
 */
final class FxDriver {
    private static final long TIMEOUT_SECONDS = 300;

    /** Starts the toolkit headless (Monocle), as the app's TestFX tests do. */
    static void startHeadless() {
        System.setProperty("testfx.robot", "glass");
        System.setProperty("testfx.headless", "true");
        System.setProperty("prism.order", "sw");
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("java.awt.headless", "true");
        CompletableFuture<Void> started = new CompletableFuture<>();
        Platform.startup(() -> started.complete(null));
        started.join();
        Platform.setImplicitExit(false);
    }

    /**
     * Closes the windows and stops the toolkit, then waits for its thread to end: exiting the JVM while
     * a pulse is rendering makes the renderer refuse the frame with a stack trace.
     */
    static void stop() {
        Thread[] fx = new Thread[1];
        run(() -> {
            fx[0] = Thread.currentThread();
            for (javafx.stage.Window w : javafx.stage.Window.getWindows().toArray(javafx.stage.Window[]::new)) w.hide();
            Platform.exit();
        });
        try {
            fx[0].join(TimeUnit.SECONDS.toMillis(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static <T> T call(Callable<T> work) {
        CompletableFuture<T> f = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                f.complete(work.call());
            } catch (Throwable e) {
                f.completeExceptionally(e);
            }
        });
        try {
            return f.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("on the FX thread: " + e, e);
        }
    }

    static void run(Runnable work) {
        call(() -> {
            work.run();
            return null;
        });
    }

    /** The System.nanoTime() of the first pulse at which the condition (checked on the FX thread) holds. */
    static long waitFor(BooleanSupplier condition) {
        return waitFor(condition, null);
    }

    /** As {@link #waitFor(BooleanSupplier)}, also telling {@code stalls} the gap between consecutive pulses. */
    static long waitFor(BooleanSupplier condition, PulseGaps stalls) {
        CompletableFuture<Long> when = new CompletableFuture<>();
        AnimationTimer[] timer = {null};
        Platform.runLater(() -> {
            timer[0] = new AnimationTimer() {
                @Override public void handle(long now) {
                    long t = System.nanoTime();
                    if (stalls != null) stalls.pulse(t);
                    boolean done;
                    try {
                        done = condition.getAsBoolean();
                    } catch (RuntimeException e) {
                        stop();
                        when.completeExceptionally(e);
                        return;
                    }
                    if (done) {
                        stop();
                        when.complete(t);
                    }
                }
            };
            timer[0].start();
        });
        try {
            return when.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (Exception e) {
            if (timer[0] != null) Platform.runLater(timer[0]::stop);
            throw new IllegalStateException("waited " + TIMEOUT_SECONDS + " s in vain: " + e, e);
        }
    }

    /** The longest gap between two pulses: how long the UI could not respond. */
    static final class PulseGaps {
        private long last = -1;
        private long longest;

        void pulse(long t) {
            if (last >= 0) longest = Math.max(longest, t - last);
            last = t;
        }

        double longestMillis() { return longest / 1e6; }

        /** Gaps of the phase after this one: the first of them starts at the last pulse this one saw. */
        PulseGaps next() {
            PulseGaps n = new PulseGaps();
            n.last = last;
            return n;
        }
    }
}
