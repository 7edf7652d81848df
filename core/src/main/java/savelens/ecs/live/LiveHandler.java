package savelens.ecs.live;

import java.util.List;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import savelens.ecs.inspect.InspectionException;

/**
 * Every request of the live protocol: checks the host, hands {@code /events} to the event stream and
 * the rest to the routes, and turns every failure into a JSON error. Runs on a pool thread (it may
 * block on the world's lock or on a request body).
 */
final class LiveHandler extends Handler.Abstract {
    private final LiveRoutes routes;
    private final EventStream events;

    LiveHandler(LiveRoutes routes, EventStream events) {
        this.routes = routes;
        this.events = events;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        try {
            checkHost(request);
            checkOrigin(request);
            checkChangeType(request);
            List<String> path = LiveRoutes.segments(request.getHttpURI().getPath());
            if (path.equals(List.of("events"))) {
                LiveRoutes.requireMethod(request.getMethod(), "GET");
                events.subscribe(request, response, callback);
                return true;
            }
            LiveRoutes.Reply reply = routes.handle(request, path);
            JsonReply.send(response, callback, reply.status(), reply.body());
        } catch (HttpError e) {
            JsonReply.error(response, callback, e);
        } catch (InspectionException e) {
            JsonReply.error(response, callback, e.kind() == InspectionException.Kind.NOT_FOUND ? 404 : 400, e.getMessage());
        } catch (Exception e) {
            String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            JsonReply.error(response, callback, 500, "internal error: " + why);
        }
        return true;
    }

    /**
     * Refuses requests naming another host: a web page whose domain is made to resolve to 127.0.0.1
     * (DNS rebinding) would otherwise count as same-origin and could read and edit the world. Both the
     * Host header and an absolute request target count.
     */
    private static void checkHost(Request request) {
        String header = request.getHeaders().get(HttpHeader.HOST);
        if (header != null && !isLoopback(hostName(header))) {
            throw new HttpError(403, "host " + header + " refused: use 127.0.0.1");
        }
        String target = request.getHttpURI().getHost();
        if (target != null && !target.isEmpty() && !isLoopback(target)) {
            throw new HttpError(403, "host " + target + " refused: use 127.0.0.1");
        }
    }

    /**
     * Refuses a request a web page made: a browser names the page's origin, and only SaveLens's own origins on
     * this server's port are let through (a page on another site could otherwise pause, step or edit the world).
     */
    private static void checkOrigin(Request request) {
        String origin = request.getHeaders().get(HttpHeader.ORIGIN);
        if (origin == null) return;
        int port = Request.getLocalPort(request);
        String o = origin.trim().toLowerCase(java.util.Locale.ROOT);
        boolean own = o.equals("http://127.0.0.1:" + port) || o.equals("http://localhost:" + port) || o.equals("http://[::1]:" + port);
        if (!own) throw new HttpError(403, "origin " + origin + " refused: only pages served from this world's own address may use it");
    }

    /**
     * Refuses a request that changes the world unless it says it carries JSON: a page may send a form or plain
     * text to any address without asking first, but not {@code application/json}.
     */
    private static void checkChangeType(Request request) {
        String method = request.getMethod();
        if (!method.equals("POST") && !method.equals("PUT") && !method.equals("DELETE")) return;
        String type = request.getHeaders().get(HttpHeader.CONTENT_TYPE);
        String media = type == null ? "" : type.split(";", 2)[0].trim();
        if (!media.equalsIgnoreCase("application/json")) {
            throw new HttpError(403, method + " refused without Content-Type: application/json" + (type == null ? "" : " (got " + type + ")"));
        }
    }

    private static String hostName(String host) {
        if (host.startsWith("[")) {
            int end = host.indexOf(']');
            return end < 0 ? host : host.substring(0, end + 1);
        }
        return host.replaceFirst(":\\d*$", "");
    }

    private static boolean isLoopback(String name) {
        return name.equals("127.0.0.1") || name.equalsIgnoreCase("localhost") || name.equals("[::1]") || name.equals("::1");
    }
}
