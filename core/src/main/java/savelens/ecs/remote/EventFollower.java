package savelens.ecs.remote;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.function.Consumer;
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
    private volatile java.io.InputStream lines;
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
                HttpResponse<java.io.InputStream> response = http.client().send(request, HttpResponse.BodyHandlers.ofInputStream());
                if (response.statusCode() != 200 || !response.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream")) {
                    response.body().close();
                    if (response.statusCode() == 404 || response.statusCode() == 405) offered = false;
                } else {
                    lines = response.body();
                    read(new BoundedLines(response.body(), http.limits().maxBytes()));
                }
            } catch (IOException | UncheckedIOException e) {
                // the server went away or cut the stream: try again after the retry delay
            } catch (InterruptedException e) {
                return;
            } finally {
                open = false;
                closeQuietly(lines);
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

    /**
     * Reads events until the stream ends: {@code event:} and {@code data:} lines, a blank line ends one. A line or
     * an event larger than the reply limit ends the stream (it is opened again later), so it never fills the memory.
     */
    private void read(BoundedLines it) throws IOException {
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
                if (data.length() > http.limits().maxBytes()) throw new IOException("an event larger than the reply limit");
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
        closeQuietly(lines);
        thread.interrupt();
    }

    private static void closeQuietly(java.io.InputStream in) {
        if (in == null) return;
        try {
            in.close();
        } catch (IOException ignored) {
            // going anyway
        }
    }

    /** The lines of a stream (UTF-8, ending in LF or CRLF), each at most {@code max} bytes, else an IOException. */
    static final class BoundedLines {
        private final java.io.InputStream in;
        private final long max;
        private final java.io.ByteArrayOutputStream line = new java.io.ByteArrayOutputStream();
        private final byte[] buffer = new byte[8192];
        private int at, filled;
        private String next;
        private boolean ended;

        BoundedLines(java.io.InputStream in, long max) {
            this.in = in;
            this.max = max;
        }

        boolean hasNext() throws IOException {
            if (next != null) return true;
            if (ended) return false;
            line.reset();
            while (true) {
                if (at == filled) {
                    filled = in.read(buffer);
                    at = 0;
                    if (filled <= 0) {
                        filled = 0;
                        ended = true;
                        if (line.size() == 0) return false;
                        next = text();
                        return true;
                    }
                }
                byte b = buffer[at++];
                if (b == '\n') {
                    next = text();
                    return true;
                }
                if (line.size() >= max) throw new IOException("a line larger than the reply limit");
                line.write(b);
            }
        }

        String next() {
            String s = next;
            next = null;
            return s;
        }

        private String text() {
            String s = line.toString(java.nio.charset.StandardCharsets.UTF_8);
            return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s;
        }
    }
}
