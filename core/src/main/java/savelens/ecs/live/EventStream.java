package savelens.ecs.live;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.EOFException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import savelens.ecs.inspect.VersionSnapshot;
import savelens.ecs.world.LiveWorld;

/**
 * {@code GET /events}: server-sent events. One thread reads the world's versions for all subscribers and
 * sends a {@code versions} event to each whose last event differs (the first right away), and a comment
 * line now and then so a vanished client is noticed. Writes are asynchronous and never queued: a
 * subscriber still taking its previous write skips a beat and gets the newest versions later, so a slow
 * client costs one pending event, not a thread or a growing buffer. At most {@code maxSubscribers}
 * streams are open at once; one more is answered 503.
 */
final class EventStream implements AutoCloseable {
    private static final Duration KEEPALIVE = Duration.ofSeconds(10);

    private final LiveWorld world;
    private final ObjectMapper json;
    private final int maxSubscribers;
    private final Set<Subscriber> subscribers = ConcurrentHashMap.newKeySet();
    private final ScheduledExecutorService ticker;
    private boolean closed; // guarded by subscribers

    EventStream(LiveWorld world, ObjectMapper json, Duration interval, int maxSubscribers, String threadName) {
        this.world = world;
        this.json = json;
        this.maxSubscribers = maxSubscribers;
        this.ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, threadName);
            t.setDaemon(true);
            return t;
        });
        long period = Math.max(1, interval.toNanos());
        ticker.scheduleWithFixedDelay(this::tick, period, period, TimeUnit.NANOSECONDS);
    }

    /** Opens a stream (the request completes when it ends), or throws 503 when the budget is spent. */
    void subscribe(Request request, Response response, Callback done) {
        VersionSnapshot first = world.versions();
        Subscriber s = new Subscriber(response, done, first);
        synchronized (subscribers) {
            if (closed) throw new HttpError(503, "the server is stopping");
            if (subscribers.size() >= maxSubscribers) {
                throw new HttpError(503, "too many event streams open (at most " + maxSubscribers
                        + "); close one, or poll /world and /tables instead");
            }
            subscribers.add(s);
        }
        // A quiet stream is healthy, so the idle timeout must not end it; a write the client does not
        // take still fails at the idle timeout, and that ends the stream.
        request.addIdleTimeoutListener(timeout -> false);
        request.addFailureListener(s::end);
        response.setStatus(200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/event-stream; charset=utf-8");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
        s.start("retry: 1000\n\n" + event(first), System.nanoTime());
    }

    int subscriberCount() {
        return subscribers.size();
    }

    private void tick() {
        try {
            if (subscribers.isEmpty()) return;
            VersionSnapshot now = world.versions();
            String event = null;
            long time = System.nanoTime();
            for (Subscriber s : subscribers) {
                if (s.wants(now)) {
                    if (event == null) event = event(now);
                    s.send(event, now, time);
                } else {
                    s.keepAlive(time);
                }
            }
        } catch (RuntimeException e) {
            // a world that fails to answer once is asked again next tick; the ticker must keep running
        }
    }

    private String event(VersionSnapshot versions) {
        try {
            return "event: versions\ndata: " + json.writeValueAsString(versions) + "\n\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("versions always serialise", e);
        }
    }

    @Override
    public void close() {
        List<Subscriber> open;
        synchronized (subscribers) {
            closed = true;
            open = new ArrayList<>(subscribers);
        }
        ticker.shutdownNow();
        for (Subscriber s : open) s.finish();
    }

    /** One open stream: at most one write in flight. */
    private final class Subscriber {
        private final Response response;
        private final Callback done;
        private VersionSnapshot last;
        private long lastSentNanos;
        private boolean writing;
        private boolean ended;

        /** Born busy with its first event, so the ticker leaves it alone until that is written. */
        Subscriber(Response response, Callback done, VersionSnapshot first) {
            this.response = response;
            this.done = done;
            this.last = first;
            this.writing = true;
        }

        synchronized void start(String text, long now) {
            write(text, now);
        }

        synchronized boolean wants(VersionSnapshot versions) {
            return !versions.equals(last);
        }

        synchronized void send(String event, VersionSnapshot versions, long now) {
            if (ended || writing) return; // never queue: the newest versions go out once this write is taken
            last = versions;
            write(event, now);
        }

        synchronized void keepAlive(long now) {
            if (ended || writing || now - lastSentNanos < KEEPALIVE.toNanos()) return;
            write(": keepalive\n\n", now);
        }

        private void write(String text, long now) {
            writing = true;
            lastSentNanos = now;
            response.write(false, ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)), Callback.from(this::written, this::end));
        }

        private synchronized void written() {
            writing = false;
        }

        /** The subscriber went away or its write failed: nothing to tell anyone, just let go of it. */
        void end(Throwable failure) {
            synchronized (this) {
                if (ended) return;
                ended = true;
            }
            subscribers.remove(this);
            done.failed(failure);
        }

        /** The server is stopping: end the stream cleanly where no write is in flight. */
        void finish() {
            boolean clean;
            synchronized (this) {
                if (ended) return;
                ended = true;
                clean = !writing;
            }
            subscribers.remove(this);
            if (clean) response.write(true, null, done);
            else done.failed(new EOFException("the server is stopping"));
        }
    }
}
