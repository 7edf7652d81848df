package savelens.app.ecs;

import java.util.function.LongSupplier;

/** Nanoseconds that move only when a test says so. */
final class FakeClock implements LongSupplier {
    private long nanos = 1_000_000_000L;

    void advanceMillis(long ms) {
        nanos += ms * 1_000_000L;
    }

    @Override
    public long getAsLong() {
        return nanos;
    }
}
