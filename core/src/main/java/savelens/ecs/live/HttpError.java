package savelens.ecs.live;

/** A request the live server answers with an error status and {@code {"error": message}}. */
final class HttpError extends RuntimeException {
    final int status;

    HttpError(int status, String message) {
        super(message);
        this.status = status;
    }
}
