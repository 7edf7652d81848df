package savelens.app.ecs;

import savelens.ecs.remote.WorldUnreachableException;

/** The world could not be reached (refused, timed out, cut off) — as opposed to a request it refused. */
public final class LiveConnectionException extends WorldUnreachableException {
    public LiveConnectionException(String message, Throwable cause) {
        super(message, cause);
    }
}
