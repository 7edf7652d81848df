package savelens.ecs.live;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jetty.server.Request;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.world.LiveWorld;

/** Maps a live-protocol request (method and path) to one call of the world served; see docs/live-protocol.md. */
final class LiveRoutes {
    /** What to send back: a status and a body to write as JSON (null: no body). */
    record Reply(int status, Object body) {}

    private static final int DEFAULT_LIMIT = 100;

    /** {@code GET /world/clock} and the answer to pause, resume and step. */
    record ClockState(boolean paused, long tick) {}

    private final LiveWorld world;
    private final boolean clock; // false: the world runs on its own and cannot be paused from here
    private final BodyBudget bodies;

    LiveRoutes(LiveWorld world, boolean clock, BodyBudget bodies) {
        this.world = world;
        this.clock = clock;
        this.bodies = bodies;
    }

    Reply handle(Request request, List<String> path) throws IOException {
        String method = request.getMethod();
        int n = path.size();
        String head = n == 0 ? "" : path.get(0);
        if (n == 1 && head.equals("world")) {
            requireMethod(method, "GET");
            return new Reply(200, world.summary());
        }
        if (n == 2 && head.equals("world")) return clock(method, path.get(1));
        if (n == 1 && head.equals("tables")) {
            requireMethod(method, "GET");
            return new Reply(200, world.tables());
        }
        if (n == 2 && head.equals("tables")) {
            requireMethod(method, "GET");
            Map<String, String> query = query(request.getHttpURI().getQuery());
            int offset = intParam(query, "offset", 0);
            int limit = intParam(query, "limit", DEFAULT_LIMIT);
            return new Reply(200, world.rows(path.get(1), offset, limit));
        }
        if (n == 2 && head.equals("entities")) {
            requireMethod(method, "GET");
            return new Reply(200, world.entity(entityId(path.get(1))));
        }
        if (n == 4 && head.equals("entities") && path.get(2).equals("components")) {
            long entity = entityId(path.get(1));
            String component = path.get(3);
            if (method.equals("PUT")) {
                JsonNode value = bodies.readJson(request);
                SetResult r = world.setComponent(entity, component, value);
                return new Reply(r.added() ? 201 : 200, r.stored());
            }
            requireMethod(method, "PUT, DELETE");
            world.removeComponent(entity, component);
            return new Reply(204, null);
        }
        throw new HttpError(404, "no such endpoint: " + request.getHttpURI().getPath());
    }

    /** {@code GET /world/clock}, {@code POST /world/pause|resume|step}. */
    private Reply clock(String method, String action) {
        switch (action) {
            case "clock" -> requireMethod(method, "GET");
            case "pause", "resume", "step" -> requireMethod(method, "POST");
            default -> throw new HttpError(404, "no such endpoint: /world/" + action);
        }
        if (!clock) throw new HttpError(404, "this world has no clock to pause or step; it runs on its own");
        switch (action) {
            case "pause" -> world.pause();
            case "resume" -> world.resume();
            case "step" -> {
                if (!world.isPaused()) throw new HttpError(409, "step needs a paused world: POST /world/pause first");
                return new Reply(200, new ClockState(true, world.step()));
            }
            default -> { } // clock: only read
        }
        return new Reply(200, new ClockState(world.isPaused(), world.summary().tick()));
    }

    static void requireMethod(String method, String allowed) {
        for (String a : allowed.split(", ")) if (a.equals(method)) return;
        throw HttpError.methodNotAllowed(method, allowed);
    }

    /** Entity ids are decimal handles; anything else is malformed (400), a stale one is unknown (404). */
    static long entityId(String text) {
        if (!text.matches("[0-9]{1,19}")) throw new HttpError(400, "entity id must be a non-negative integer, got '" + text + "'");
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new HttpError(400, "entity id out of range: " + text);
        }
    }

    private static int intParam(Map<String, String> query, String name, int fallback) {
        String v = query.get(name);
        if (v == null) return fallback;
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new HttpError(400, name + " must be an integer, got '" + v + "'");
        }
    }

    private static Map<String, String> query(String raw) {
        Map<String, String> out = new HashMap<>();
        if (raw == null || raw.isEmpty()) return out;
        for (String pair : raw.split("&")) {
            int eq = pair.indexOf('=');
            String k = eq < 0 ? pair : pair.substring(0, eq);
            String v = eq < 0 ? "" : pair.substring(eq + 1);
            out.put(decode(k), decode(v));
        }
        return out;
    }

    /** Splits a raw path into decoded segments ("/tables/A+B" -> [tables, A+B]; '+' stays a plus in paths). */
    static List<String> segments(String rawPath) {
        List<String> out = new ArrayList<>();
        for (String s : rawPath.split("/")) {
            if (!s.isEmpty()) out.add(decode(s.replace("+", "%2B")));
        }
        return out;
    }

    private static String decode(String s) {
        try {
            return URLDecoder.decode(s, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw new HttpError(400, "bad percent-encoding in '" + s + "'");
        }
    }
}
