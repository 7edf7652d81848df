package savelens.app.instance;

import java.io.IOException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;

/** How the running window listens in its folder, and how a later start reaches it there. */
interface Transport {
    /** Starts listening and leaves in {@code folder} what a later start needs to connect. */
    Listening listen(Path folder) throws IOException;

    /** True when this transport has published an address in {@code folder}. */
    boolean published(Path folder);

    /** Connects to the address published in {@code folder}; fails when nobody listens there. */
    Connection connect(Path folder) throws IOException;

    /** Removes what {@link #listen} left behind (also a crashed instance's leftovers). */
    void unpublish(Path folder) throws IOException;

    /** A listening channel and the token each caller must present first. */
    record Listening(ServerSocketChannel server, String token) {}

    /** An open connection and the token to present. */
    record Connection(SocketChannel channel, String token) {}
}
