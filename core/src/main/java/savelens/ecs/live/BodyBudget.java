package savelens.ecs.live;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Request bodies are read on a pool thread, which waits while the client sends. So that clients sending
 * bodies slowly (or announcing one and sending nothing) cannot take every thread, only a few bodies are
 * read at once (one more is answered 503 at once), and each must arrive in full within a deadline, after
 * which its connection is closed.
 */
final class BodyBudget {
    private final Semaphore readers;
    private final int maxReaders;
    private final Scheduler scheduler;
    private final Duration deadline;

    BodyBudget(int maxReaders, Scheduler scheduler, Duration deadline) {
        this.readers = new Semaphore(maxReaders);
        this.maxReaders = maxReaders;
        this.scheduler = scheduler;
        this.deadline = deadline;
    }

    JsonNode readJson(Request request) throws IOException {
        if (!readers.tryAcquire()) {
            throw new HttpError(503, "too many request bodies being received at once (at most " + maxReaders + "); try again");
        }
        EndPoint endPoint = request.getConnectionMetaData().getConnection().getEndPoint();
        Scheduler.Task guard = scheduler.schedule(
                () -> endPoint.close(new TimeoutException("request body not received within " + deadline.toMillis() + " ms")),
                deadline.toMillis(), TimeUnit.MILLISECONDS);
        try {
            return RequestBody.readJson(request);
        } finally {
            guard.cancel();
            readers.release();
        }
    }
}
