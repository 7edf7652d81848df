package savelens.ecs.remote;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * A reply body collected up to a limit: past it the subscription is cancelled (the connection goes) and the call
 * fails with {@link TooLarge}, so an endless body costs at most the limit. {@link #cancel()} stops it from outside
 * once the call's time is up.
 */
final class BoundedBody implements HttpResponse.BodySubscriber<byte[]> {
    static final class TooLarge extends IOException {
        TooLarge(String message) { super(message); }
    }

    private final long max;
    private final String what;
    private final CompletableFuture<byte[]> result = new CompletableFuture<>();
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private volatile Flow.Subscription subscription;
    private volatile boolean cancelled;

    BoundedBody(long max, String what) {
        this.max = max;
        this.what = what;
    }

    @Override public void onSubscribe(Flow.Subscription s) {
        subscription = s;
        if (cancelled) s.cancel();
        else s.request(Long.MAX_VALUE);
    }

    @Override public void onNext(List<ByteBuffer> items) {
        if (result.isDone()) return;
        for (ByteBuffer b : items) {
            if (bytes.size() + (long) b.remaining() > max) {
                cancel();
                result.completeExceptionally(new TooLarge("the reply is larger than " + what));
                return;
            }
            byte[] chunk = new byte[b.remaining()];
            b.get(chunk);
            bytes.write(chunk, 0, chunk.length);
        }
    }

    @Override public void onError(Throwable t) { result.completeExceptionally(t); }

    @Override public void onComplete() { result.complete(bytes.toByteArray()); }

    @Override public CompletionStage<byte[]> getBody() { return result; }

    /** Stops receiving: the client closes the connection. */
    void cancel() {
        cancelled = true;
        Flow.Subscription s = subscription;
        if (s != null) s.cancel();
    }
}
