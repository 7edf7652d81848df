package savelens.ecs.live;

/** A request the live server answers with an error status and {@code {"error": message}}. */
final class HttpError extends RuntimeException {
    final int status;
    /** The methods the path takes, for a 405's {@code Allow} header; null otherwise. */
    final String allow;

    HttpError(int status, String message) {
        this(status, message, null);
    }

    private HttpError(int status, String message, String allow) {
        super(message);
        this.status = status;
        this.allow = allow;
    }

    static HttpError methodNotAllowed(String method, String allowed) {
        return new HttpError(405, "method " + method + " not allowed here; allowed: " + allowed, allowed);
    }
}
