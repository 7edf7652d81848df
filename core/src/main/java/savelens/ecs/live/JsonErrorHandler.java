package savelens.ecs.live;

import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Answers the errors Jetty raises itself, before a request reaches the routes (a malformed request
 * line, headers too large, an unsupported HTTP version, a bad URI...) and for anything a handler
 * throws, with the protocol's {@code {"error": ...}} body instead of Jetty's HTML page.
 */
final class JsonErrorHandler implements Request.Handler {
    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        int status = response.getStatus() > 0 ? response.getStatus() : 500;
        JsonReply.error(response, callback, status, sentence(status, request.getAttribute(ErrorHandler.ERROR_MESSAGE)));
        return true;
    }

    /** Jetty's reason ("Bad Request") and, where it has one, its detail ("Unknown Version"). */
    static String sentence(int status, Object detail) {
        String reason = HttpStatus.getMessage(status);
        String why = detail == null ? "" : detail.toString().strip();
        if (why.isEmpty() || why.equalsIgnoreCase(reason)) return status + " " + reason;
        return status + " " + reason + ": " + why;
    }
}
