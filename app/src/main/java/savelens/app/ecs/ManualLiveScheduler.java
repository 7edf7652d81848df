package savelens.app.ecs;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * A scheduler that does nothing until told: background work runs at once on the calling thread, and
 * {@link #tick()} runs the repeating actions once. Tests step the world and the poll in lockstep with it
 * instead of sleeping.
 */
public final class ManualLiveScheduler implements LiveScheduler {
    private final List<Repeating> repeating = new ArrayList<>();

    private static final class Repeating implements Cancellable {
        final Duration period;
        final Runnable action;
        final List<Repeating> owner;

        Repeating(Duration period, Runnable action, List<Repeating> owner) {
            this.period = period;
            this.action = action;
            this.owner = owner;
        }

        @Override
        public void cancel() {
            owner.remove(this);
        }
    }

    @Override
    public Cancellable repeat(Duration period, Runnable action) {
        Repeating r = new Repeating(period, action, repeating);
        repeating.add(r);
        return r;
    }

    @Override
    public <T> void background(Callable<T> work, Consumer<T> done, Consumer<Exception> failed) {
        T result;
        try {
            result = work.call();
        } catch (Exception e) {
            failed.accept(e);
            return;
        }
        done.accept(result);
    }

    /** Runs every repeating action once, as if one period had passed. */
    public void tick() {
        for (Repeating r : List.copyOf(repeating)) r.action.run();
    }

    /** The periods of the actions now scheduled (what the refresh-rate control changed). */
    public List<Duration> periods() {
        return repeating.stream().map(r -> r.period).toList();
    }

    @Override
    public void close() {
        repeating.clear();
    }
}
