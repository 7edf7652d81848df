package savelens.ecs.live;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.ByteBuffer;
import java.util.Map;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/** Writes a whole JSON answer (or none, for 204) and completes the request with it. */
final class JsonReply {
    static final ObjectMapper JSON = ProtocolRecords.mapper();
    private static final String CONTENT_TYPE = "application/json; charset=utf-8";

    private JsonReply() {}

    static void send(Response response, Callback callback, int status, Object body) {
        byte[] bytes;
        try {
            bytes = body == null ? null : JSON.writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            status = 500;
            bytes = errorBytes("internal error: cannot write the answer: " + e.getOriginalMessage());
        }
        write(response, callback, status, bytes);
    }

    static void error(Response response, Callback callback, int status, String message) {
        write(response, callback, status, errorBytes(message));
    }

    static void error(Response response, Callback callback, HttpError e) {
        if (e.allow != null) response.getHeaders().put(HttpHeader.ALLOW, e.allow);
        error(response, callback, e.status, e.getMessage());
    }

    private static byte[] errorBytes(String message) {
        try {
            return JSON.writeValueAsBytes(Map.of("error", message == null || message.isBlank() ? "error" : message));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a one-field map always serialises", e);
        }
    }

    private static void write(Response response, Callback callback, int status, byte[] bytes) {
        response.setStatus(status);
        if (bytes == null) {
            response.write(true, null, callback);
            return;
        }
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, CONTENT_TYPE);
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, bytes.length);
        response.write(true, ByteBuffer.wrap(bytes), callback);
    }
}
