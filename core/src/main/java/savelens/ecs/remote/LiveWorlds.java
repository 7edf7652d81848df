package savelens.ecs.remote;

import java.net.URI;
import savelens.ecs.world.LiveWorld;

/** Opens the world at an address as whichever kind of server answers there. */
public final class LiveWorlds {
    private LiveWorlds() {}

    /**
     * Asks the server what it is ({@code GET /}, then {@code GET /world}) and returns the world for it.
     * Blocks for up to a few seconds: call it off a UI thread.
     *
     * @throws IllegalArgumentException when the text is not an address
     * @throws savelens.ecs.remote.WorldUnreachableException when nothing answers there, or not as a world
     */
    public static LiveWorld open(String address) {
        return open(RemoteHttp.address(address), ReplyLimits.defaults());
    }

    /** As {@link #open(String)}, every call keeping these reply limits. */
    public static LiveWorld open(URI address, ReplyLimits limits) {
        RemoteHttp http = new RemoteHttp(address, limits);
        return switch (ServerDetection.detect(http)) {
            case FLECS -> new FlecsWorld(new FlecsClient(http));
            case SAVELENS -> new SaveLensWorld(http);
        };
    }
}
