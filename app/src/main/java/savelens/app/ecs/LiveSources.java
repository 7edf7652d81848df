package savelens.app.ecs;

import java.net.URI;
import savelens.ecs.remote.FlecsClient;
import savelens.ecs.remote.RemoteHttp;
import savelens.ecs.remote.ServerDetection;
import savelens.ecs.remote.WorldUnreachableException;

/** Opens a world at an address the user typed, as whichever kind of server answers there. */
public final class LiveSources {
    private LiveSources() {}

    /**
     * Asks the server what it is ({@code GET /}, then {@code GET /world}) and returns the source for it.
     * Blocks for up to a few seconds: call it off the JavaFX thread.
     *
     * @throws IllegalArgumentException when the text is not an address
     * @throws WorldUnreachableException when nothing answers there, or not as a world
     */
    public static LiveSource open(String address) {
        URI uri = RemoteHttp.address(address);
        RemoteHttp http = new RemoteHttp(uri);
        return switch (ServerDetection.detect(http)) {
            case FLECS -> new FlecsLiveSource(new FlecsClient(http));
            case SAVELENS -> new HttpLiveSource(uri);
        };
    }
}
