package savelens.app.instance;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileLock;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The running window's end of the channel: it holds the folder's lock and accepts the files later starts
 * send. Requests that arrive before a receiver is set (the window is still starting) are kept and
 * delivered when it is. The receiver is called on the channel's thread.
 */
public final class PrimaryInstance implements AutoCloseable {
    private static final long READ_TIMEOUT_SECONDS = 5;
    /** Callers answered at once; more are hung up on, so no one can pile up threads or memory here. */
    private static final int MAX_CALLERS = 4;
    /** The greeting and the token fit in this; a caller that sends more before them is refused. */
    private static final int HEAD_BYTES = 512;
    private final Semaphore callers = new Semaphore(MAX_CALLERS);
    private final Path folder;
    private final Transport transport;
    private final FileLock lock;
    private final ServerSocketChannel server;
    private final String token;
    private final ScheduledExecutorService timeouts = Executors.newSingleThreadScheduledExecutor(daemon("savelens-instance-timeout"));
    private final List<List<String>> waiting = new ArrayList<>();
    private Consumer<List<String>> receiver;
    private volatile boolean closed;

    PrimaryInstance(Path folder, Transport transport, FileLock lock, Transport.Listening listening) {
        this.folder = folder;
        this.transport = transport;
        this.lock = lock;
        this.server = listening.server();
        this.token = listening.token();
        Thread accept = daemon("savelens-instance").newThread(this::acceptLoop);
        accept.start();
    }

    /** Who gets the files (absolute paths as sent; an empty list means "come to the front"). */
    public void onOpen(Consumer<List<String>> receiver) {
        List<List<String>> early;
        synchronized (this) {
            this.receiver = receiver;
            early = new ArrayList<>(waiting);
            waiting.clear();
        }
        early.forEach(receiver);
    }

    private void acceptLoop() {
        while (!closed) {
            try {
                SocketChannel caller = server.accept();
                if (!callers.tryAcquire()) {
                    quietlyClose(caller);
                    continue;
                }
                daemon("savelens-instance-caller").newThread(() -> {
                    try {
                        answer(caller);
                    } finally {
                        callers.release();
                    }
                }).start();
            } catch (ClosedChannelException e) {
                return;
            } catch (IOException e) {
                if (closed) return;
            }
        }
    }

    private void answer(SocketChannel caller) {
        // A caller that stops sending is cut off rather than holding a thread forever.
        ScheduledFuture<?> cutOff = timeouts.schedule(() -> quietlyClose(caller), READ_TIMEOUT_SECONDS, TimeUnit.SECONDS);
        try (caller) {
            OpenRequest request = OpenRequest.decode(readRequest(caller));
            if (!hasToken(request.token()) || closed) return;
            // Delivered before "ok": a caller told "ok" may exit, so its files must be on their way.
            deliver(request.files());
            caller.write(ByteBuffer.wrap((OpenRequest.ACCEPTED + "\n").getBytes(StandardCharsets.UTF_8)));
        } catch (IOException | RuntimeException e) {
            // a malformed, abandoned or undeliverable request (the window is closing) opens nothing and gets
            // no "ok", so the caller opens a window of its own
        } finally {
            cutOff.cancel(false);
        }
    }

    private void deliver(List<String> files) {
        Consumer<List<String>> to;
        synchronized (this) {
            to = receiver;
            if (to == null) {
                waiting.add(files);
                return;
            }
        }
        to.accept(files);
    }

    private boolean hasToken(String t) {
        return MessageDigest.isEqual(t.getBytes(StandardCharsets.UTF_8), token.getBytes(StandardCharsets.UTF_8));
    }

    /** Reads a request, checking its greeting and token before reading more than {@link #HEAD_BYTES}. */
    private byte[] readRequest(SocketChannel channel) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteBuffer buffer = ByteBuffer.allocate(4096);
        boolean headChecked = false;
        while (channel.read(buffer) >= 0) {
            out.write(buffer.array(), 0, buffer.position());
            buffer.clear();
            if (out.size() > OpenRequest.MAX_BYTES) throw new IOException("request too large");
            if (!headChecked) {
                String head = OpenRequest.head(out.toByteArray());
                if (head != null) {
                    if (!hasToken(head)) throw new IOException("wrong token");
                    headChecked = true;
                } else if (out.size() > HEAD_BYTES) {
                    throw new IOException("no greeting");
                }
            }
        }
        return out.toByteArray();
    }

    static byte[] readAll(SocketChannel channel) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteBuffer buffer = ByteBuffer.allocate(8192);
        while (channel.read(buffer) >= 0) {
            if (out.size() + buffer.position() > OpenRequest.MAX_BYTES) throw new IOException("request too large");
            out.write(buffer.array(), 0, buffer.position());
            buffer.clear();
        }
        return out.toByteArray();
    }

    /** Stops listening, removes the published address and lets the next start become the primary. */
    @Override public void close() {
        if (closed) return;
        closed = true;
        // Unpublished first: once the socket is closed its port could be taken by someone else.
        try {
            transport.unpublish(folder);
        } catch (IOException e) {
            // the next start treats a leftover as stale
        }
        quietlyClose(server);
        try {
            lock.release();
            lock.channel().close();
        } catch (IOException e) {
            // released by the system when the process ends anyway
        }
        timeouts.shutdownNow();
    }

    private static void quietlyClose(java.io.Closeable c) {
        try {
            c.close();
        } catch (IOException e) {
            // nothing left to do
        }
    }

    static java.util.concurrent.ThreadFactory daemon(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }
}
