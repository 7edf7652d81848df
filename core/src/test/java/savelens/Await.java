package savelens;

import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/** Waiting for something another thread makes true: asked again every few milliseconds, never a fixed sleep. */
public final class Await {
    /** Only stops a test that would hang; no test relies on it passing. */
    public static final Duration GUARD = Duration.ofSeconds(60);

    private Await() {}

    public static void until(String what, BooleanSupplier condition) {
        long end = System.nanoTime() + GUARD.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - end > 0) fail("not within " + GUARD.toSeconds() + " s: " + what);
            LockSupport.parkNanos(Duration.ofMillis(2).toNanos());
        }
    }
}
