package savelens.ecs.live;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.http.HttpParser;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.AbstractConnector;
import org.eclipse.jetty.server.internal.HttpConnection;
import org.eclipse.jetty.util.component.AbstractLifeCycle;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Closes connections that take longer than the head timeout to send a request's head (request line and
 * headers). Jetty's idle timeout starts again with every byte, so without this a client sending one
 * byte now and then would keep its connection, and with enough of them every connection slot.
 * The clock starts at a request's first byte, or for a connection's first request at its opening (so a
 * connection that sends nothing is closed too); between requests the idle timeout applies.
 * A sweep over the open connections a few times per timeout, on Jetty's scheduler.
 */
final class RequestHeadDeadline extends AbstractLifeCycle implements Runnable {
    private final AbstractConnector connector;
    private final Scheduler scheduler;
    private final long timeoutNanos;
    private final long periodMillis;
    private volatile Scheduler.Task next;

    RequestHeadDeadline(AbstractConnector connector, Scheduler scheduler, Duration timeout) {
        this.connector = connector;
        this.scheduler = scheduler;
        this.timeoutNanos = timeout.toNanos();
        this.periodMillis = Math.max(20, Math.min(1000, timeout.toMillis() / 4));
    }

    @Override
    protected void doStart() {
        next = scheduler.schedule(this, periodMillis, TimeUnit.MILLISECONDS);
    }

    @Override
    protected void doStop() {
        Scheduler.Task task = next;
        if (task != null) task.cancel();
    }

    @Override
    public void run() {
        if (!isRunning()) return;
        try {
            long nowNanos = System.nanoTime();
            long nowMillis = System.currentTimeMillis();
            for (EndPoint endPoint : connector.getConnectedEndPoints()) {
                if (overdue(endPoint, nowNanos, nowMillis)) {
                    endPoint.close(new TimeoutException("request head not received within " + timeoutNanos / 1_000_000 + " ms"));
                }
            }
        } finally {
            if (isRunning()) next = scheduler.schedule(this, periodMillis, TimeUnit.MILLISECONDS);
        }
    }

    private boolean overdue(EndPoint endPoint, long nowNanos, long nowMillis) {
        // Jetty's HTTP/1.1 connection is where the parser's progress can be seen; it lives in an
        // internal package, so anything else is left to the idle timeout.
        if (!(endPoint.getConnection() instanceof HttpConnection http)) return false;
        HttpParser parser = http.getParser();
        if (parser.isStart()) {
            return http.getMessagesIn() == 0 && (nowMillis - endPoint.getCreatedTimeStamp()) * 1_000_000 > timeoutNanos;
        }
        // The parser's state is volatile and written after the begin time, so a head in progress
        // seen here comes with the begin time of that same request.
        return parser.inHeaderState() && nowNanos - parser.getBeginNanoTime() > timeoutNanos;
    }
}
