package savelens.ecs.remote;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import savelens.ecs.inspect.InspectionException;

/**
 * Requests to one live-world address, each bounded (see {@link ReplyLimits}): the answer's head must come within
 * {@link #TIMEOUT} (or the time given), the whole call within the per-call time, and the body may hold at most so many bytes, so a
 * hung, slow or endless server costs one failed call. Failing to talk is a {@link WorldUnreachableException}; a
 * 4xx answer is an {@link InspectionException} carrying the server's own message, made printable.
 */
public final class RemoteHttp {
    public static final Duration TIMEOUT = Duration.ofSeconds(3);
    private static final String EXAMPLES = "http://127.0.0.1:27760 (SaveLens) or http://127.0.0.1:27750 (Flecs)";
    /** Clients must ignore fields they do not know (both protocols add fields over time). */
    public static final ObjectMapper JSON = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    /** An answer as received: status, content type (may be empty) and body. */
    public record Reply(int status, String contentType, byte[] body) {
        public String text() {
            return new String(body, StandardCharsets.UTF_8);
        }
    }

    private final URI base;
    private final HttpClient client;
    private final ReplyLimits limits;
    private final Duration timeout;

    /** With the {@linkplain ReplyLimits#defaults() default limits}. */
    public RemoteHttp(URI base) {
        this(base, ReplyLimits.defaults());
    }

    public RemoteHttp(URI base, ReplyLimits limits) {
        this(base, limits, TIMEOUT);
    }

    /** {@code timeout}: for the connection and the answer's head, instead of {@link #TIMEOUT}. */
    public RemoteHttp(URI base, ReplyLimits limits, Duration timeout) {
        this.limits = limits;
        this.timeout = timeout;
        String s = base.toString();
        this.base = URI.create(s.endsWith("/") ? s.substring(0, s.length() - 1) : s);
        if (!"http".equals(this.base.getScheme()) || this.base.getHost() == null) {
            throw new IllegalArgumentException("expected an address like " + EXAMPLES + ", got " + base);
        }
        // both kinds of server speak HTTP/1.1 only; asking for an h2c upgrade first only costs a round trip
        this.client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(timeout).build();
    }

    /** Parses what a user typed: {@code 127.0.0.1:27750} and {@code http://localhost:27750/} both work. */
    public static URI address(String typed) {
        String a = typed.trim();
        if (a.isEmpty()) throw new IllegalArgumentException("enter an address like " + EXAMPLES);
        if (!a.contains("://")) a = "http://" + a;
        URI uri;
        try {
            uri = URI.create(a);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("not an address: " + typed.trim() + " (expected one like " + EXAMPLES + ")", e);
        }
        if (!"http".equals(uri.getScheme()) || uri.getHost() == null) {
            throw new IllegalArgumentException("not an address: " + typed.trim() + " (expected one like " + EXAMPLES + ")");
        }
        return uri;
    }

    /** Percent-encodes one path segment or query value ('+' and '#' included; a space as %20). */
    public static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
    }

    public URI base() {
        return base;
    }

    public HttpClient client() {
        return client;
    }

    public ReplyLimits limits() {
        return limits;
    }

    public Reply get(String pathAndQuery) {
        return send(request(pathAndQuery).GET().build());
    }

    public Reply send(String method, String pathAndQuery, byte[] body) {
        HttpRequest.BodyPublisher publisher = body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(body);
        // Always, body or not: a server refuses a changing request of any other type (a browser's form post).
        HttpRequest.Builder b = request(pathAndQuery).method(method, publisher).header("Content-Type", "application/json");
        return send(b.build());
    }

    /** A GET whose answer must be a success with a JSON body. */
    public JsonNode getJson(String pathAndQuery) {
        return json(checked(get(pathAndQuery)), pathAndQuery);
    }

    public HttpRequest.Builder request(String pathAndQuery) {
        return HttpRequest.newBuilder(URI.create(base + pathAndQuery)).timeout(timeout).header("Accept", "application/json");
    }

    /**
     * Sends a request. A kept-alive connection the server has closed in the meantime fails with no reply
     * at all; a request that may be repeated (GET, HEAD, PUT, DELETE) is then sent once more, on a new
     * connection. A refused connection or a timeout is not retried: the world is not there, or hung.
     */
    public Reply send(HttpRequest request) {
        try {
            try {
                return once(request);
            } catch (IOException e) {
                if (!mayRetry(request, e)) throw e;
                return once(request);
            }
        } catch (CallFailed e) { // the world answered, but not within the limits
            throw new WorldUnreachableException(base + request.uri().getRawPath() + ": " + e.getMessage(), e);
        } catch (IOException e) {
            throw new WorldUnreachableException("cannot reach " + base + ": " + why(e), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new WorldUnreachableException("interrupted while talking to " + base, e);
        }
    }

    /** A call the limits ended: too large or too slow. Not repeated. */
    static final class CallFailed extends IOException {
        CallFailed(String message) { super(message); }
    }

    private Reply once(HttpRequest request) throws IOException, InterruptedException {
        java.util.concurrent.atomic.AtomicReference<BoundedBody> body = new java.util.concurrent.atomic.AtomicReference<>();
        java.util.concurrent.CompletableFuture<HttpResponse<byte[]>> call = client.sendAsync(request, info -> {
            BoundedBody b = new BoundedBody(limits.maxBytes(), limits.bytesInWords());
            body.set(b);
            return b;
        });
        try {
            HttpResponse<byte[]> r = call.get(limits.perCall().toNanos(), java.util.concurrent.TimeUnit.NANOSECONDS);
            return new Reply(r.statusCode(), r.headers().firstValue("Content-Type").orElse(""), r.body());
        } catch (java.util.concurrent.TimeoutException e) {
            stop(call, body.get());
            throw new CallFailed("no complete answer within " + limits.timeInWords());
        } catch (InterruptedException e) {
            stop(call, body.get());
            throw e;
        } catch (java.util.concurrent.ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof BoundedBody.TooLarge) throw new CallFailed(cause.getMessage());
            if (cause instanceof IOException io) throw io;
            throw new IOException(cause == null ? "failed" : cause.getMessage(), cause);
        }
    }

    /** Ends a call the client gave up on, so that its connection and the thread feeding it are let go. */
    private static void stop(java.util.concurrent.CompletableFuture<?> call, BoundedBody body) {
        if (body != null) body.cancel();
        call.cancel(true);
    }

    private static boolean mayRetry(HttpRequest request, IOException e) {
        if (e instanceof CallFailed || e instanceof java.net.ConnectException || e instanceof java.net.http.HttpTimeoutException) return false;
        return switch (request.method()) {
            case "GET", "HEAD", "PUT", "DELETE" -> true;
            default -> false; // POST /world/step twice would run two ticks
        };
    }

    /** What went wrong in words: the JDK's ConnectException and timeouts often carry no message. */
    private String why(IOException e) {
        if (e instanceof java.net.ConnectException) return "connection refused (is the world running?)";
        if (e instanceof java.net.http.HttpTimeoutException) return "no answer within " + timeout.toSeconds() + " s";
        return e.getMessage() == null ? e.getClass().getSimpleName() : ServerText.message(e.getMessage());
    }

    /**
     * The reply when it is a success; a 404 or other 4xx as an {@link InspectionException} with the
     * server's {@code {"error": ...}} message, a 5xx as unreachable (the server is in trouble, not the request).
     */
    public Reply checked(Reply reply) {
        int status = reply.status();
        if (status < 400) return reply;
        String message = "HTTP " + status;
        try {
            JsonNode body = JSON.readTree(reply.body());
            if (body != null && body.path("error").isTextual()) message = ServerText.message(body.path("error").asText());
        } catch (IOException ignored) {
            // keep the status line
        }
        if (status == 404) throw InspectionException.notFound(message);
        if (status < 500) throw InspectionException.badRequest(message);
        throw new WorldUnreachableException(base + " answered " + status + ": " + message, null);
    }

    public JsonNode json(Reply reply, String what) {
        try {
            JsonNode node = JSON.readTree(reply.body());
            if (node == null || node.isMissingNode()) throw new IOException("empty body");
            return node;
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            com.fasterxml.jackson.core.JsonLocation at = e.getLocation();
            throw new WorldUnreachableException("unreadable reply from " + base + what + ": not JSON"
                    + (at == null || at.getCharOffset() < 0 ? "" : " (at byte " + at.getCharOffset() + ")"), e);
        } catch (IOException e) {
            throw new WorldUnreachableException("unreadable reply from " + base + what + ": " + ServerText.message(e.getMessage()), e);
        }
    }

    /**
     * Why a reply did not have the shape the protocol gives it, in one line without Java's names: where in the
     * reply ({@code [0].entities}) the value of the wrong kind stands.
     */
    public static String wrongShape(IOException e) {
        if (e instanceof com.fasterxml.jackson.databind.JsonMappingException m && !m.getPath().isEmpty()) {
            StringBuilder at = new StringBuilder();
            for (com.fasterxml.jackson.databind.JsonMappingException.Reference r : m.getPath()) {
                if (r.getFieldName() != null) at.append(at.length() == 0 ? "" : ".").append(r.getFieldName());
                else if (r.getIndex() >= 0) at.append('[').append(r.getIndex()).append(']');
            }
            return "a value of the wrong kind at " + ServerText.printable(at.toString());
        }
        return "not the shape the protocol gives this reply";
    }

    @Override
    public String toString() {
        return base.toString();
    }
}
