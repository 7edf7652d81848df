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
