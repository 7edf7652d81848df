package savelens.ecs.remote;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import savelens.ecs.world.ServerKind;

/**
 * Tells what answers at an address from its replies: Flecs's REST API greets {@code GET /} with a line
 * naming Flecs ("You've reached the REST API for Flecs 4.1.6!"); a SaveLens live server answers
 * {@code GET /world} with its summary ({@code entities}, {@code tables}, {@code tick}).
 */
public final class ServerDetection {
    private ServerDetection() {}

    public static ServerKind detect(RemoteHttp http) {
        RemoteHttp.Reply root = http.get("/");
        if (root.status() == 200 && root.text().contains("Flecs")) return ServerKind.FLECS;
        RemoteHttp.Reply world = http.get("/world");
        if (world.status() == 200 && isSummary(world.body())) return ServerKind.SAVELENS;
        throw new WorldUnreachableException(http.base() + " is neither a SaveLens live server nor a Flecs REST API"
                + " (GET / answered " + root.status() + ", GET /world answered " + world.status() + ")", null);
    }

    private static boolean isSummary(byte[] body) {
        try {
            JsonNode n = RemoteHttp.JSON.readTree(body);
            return n != null && n.path("entities").isNumber() && n.path("tables").isNumber() && n.path("tick").isNumber();
        } catch (IOException e) {
            return false;
        }
    }
}
