package savelens.ecs.remote;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Iterator;
import java.util.function.Consumer;
import java.util.stream.Stream;
import savelens.ecs.inspect.VersionSnapshot;

/**
 * Follows a SaveLens server's {@code GET /events} stream on a daemon thread: keeps the newest
 * {@code versions} event and hands each one to a listener. When the stream breaks it is opened again after
 * the server's {@code retry:} delay; a server that answers {@code /events} with anything but an event
 * stream is not followed ({@link #offered()} false), and its clients poll instead.
 */
public final class EventFollower implements AutoCloseable {
    private static final Duration DEFAULT_RETRY = Duration.ofSeconds(1);

    private final RemoteHttp http;
    private final Consumer<VersionSnapshot> listener;
    private final Thread thread;
    private volatile VersionSnapshot latest;
    private volatile boolean offered = true;
    private volatile boolean open;
    private volatile boolean closed;
    private boolean started; // guarded by this
    private volatile Stream<String> lines;
    private volatile long retryMillis = DEFAULT_RETRY.toMillis();

    public EventFollower(RemoteHttp http, Consumer<VersionSnapshot> listener) {
        this.http = http;
        this.listener = listener;
        this.thread = new Thread(this::follow, "savelens-events " + http.base());
        thread.setDaemon(true);
    }

    /** Opens the stream (once; later calls do nothing). */
    public synchronized EventFollower start() {
        if (!started && !closed) thread.start();
        started = true;
        return this;
    }

    /** The newest versions the server sent, or null before the first. */
    public VersionSnapshot latest() {
        return open ? latest : null;
    }

    /** Whether the stream is open now (so what {@link #latest()} says is current). */
    public boolean isOpen() {
        return open;
    }

    /** False once the server answered {@code /events} with something other than an event stream. */
    public boolean offered() {
        return offered;
    }

    private void follow() {
        while (!closed && offered) {
            try {
                HttpRequest request = HttpRequest.newBuilder(http.base().resolve("/events"))
                        .timeout(RemoteHttp.TIMEOUT) // until the head arrives; a quiet stream is fine after that
                        .header("Accept", "text/event-stream").GET().build();
                HttpResponse<Stream<String>> response = http.client().send(request, HttpResponse.BodyHandlers.ofLines());
                if (response.statusCode() != 200 || !response.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream")) {
                    response.body().close();
                    if (response.statusCode() == 404 || response.statusCode() == 405) offered = false;
                } else {
                    lines = response.body();
                    read(response.body().iterator());
                }
            } catch (IOException | UncheckedIOException e) {
                // the server went away or cut the stream: try again after the retry delay
            } catch (InterruptedException e) {
                return;
            } finally {
                open = false;
                Stream<String> l = lines;
                if (l != null) l.close();
                lines = null;
            }
            if (closed || !offered) return;
            try {
                Thread.sleep(retryMillis);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** Reads events until the stream ends: {@code event:} and {@code data:} lines, a blank line ends one. */
    private void read(Iterator<String> it) {
        String event = "message";
        StringBuilder data = new StringBuilder();
        while (!closed && it.hasNext()) {
            String line = it.next();
            if (line.isEmpty()) {
                if (event.equals("versions") && data.length() > 0) deliver(data.toString());
                event = "message";
                data.setLength(0);
            } else if (line.startsWith(":")) {
                continue; // keep-alive comment
            } else if (line.startsWith("event:")) {
                event = line.substring(6).trim();
            } else if (line.startsWith("data:")) {
                if (data.length() > 0) data.append('\n');
                data.append(line.substring(5).stripLeading());
            } else if (line.startsWith("retry:")) {
                try {
                    retryMillis = Math.max(100, Long.parseLong(line.substring(6).trim()));
                } catch (NumberFormatException ignored) {
                    // keep the delay we had
                }
            }
        }
    }

    private void deliver(String json) {
        VersionSnapshot v;
        try {
            v = RemoteHttp.JSON.readValue(json, VersionSnapshot.class);
        } catch (IOException e) {
            return; // an event we cannot read is skipped; the next one carries the same facts
        }
        latest = v;
        open = true;
        listener.accept(v);
    }

    @Override
    public void close() {
        closed = true;
        Stream<String> l = lines;
        if (l != null) l.close();
        thread.interrupt();
    }
}
