package savelens.app.ecs;

import savelens.ecs.remote.LiveWorlds;
import savelens.ecs.world.LiveWorld;

/**
 * Opens a world at an address the user typed, finding out from the server's replies what kind of
 * server it is ({@link LiveWorlds#open} in the app; tests give their own). Called off the JavaFX thread;
 * it may block for as long as its requests' timeouts.
 */
@FunctionalInterface
public interface LiveConnector {
    /**
     * The world at {@code address}, read once so that a server that is not there fails here.
     *
     * @throws IllegalArgumentException for text that is not an address
     * @throws LiveConnectionException when nothing answers, or what answers is no world
     */
    LiveWorld open(String address);
}
