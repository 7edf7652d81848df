package savelens.app.instance;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A Unix domain socket in the private folder: the folder's permissions are the access control, so no
 * token is needed. Linux, macOS and Windows 10+ have them; a socket path longer than the system allows
 * (about 100 bytes) fails to bind, and the caller falls back to loopback TCP.
 */
final class UnixSocketTransport implements Transport {
    static final String SOCKET = "primary.sock";

    @Override public Listening listen(Path folder) throws IOException {
        ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        try {
            server.bind(UnixDomainSocketAddress.of(folder.resolve(SOCKET)));
        } catch (IOException | RuntimeException e) {
            server.close();
            throw e;
        }
        return new Listening(server, "");
    }

    @Override public boolean published(Path folder) { return Files.exists(folder.resolve(SOCKET)); }

    @Override public Connection connect(Path folder) throws IOException {
        SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX);
        try {
            channel.connect(UnixDomainSocketAddress.of(folder.resolve(SOCKET)));
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
        return new Connection(channel, "");
    }

    // Closing a Unix server channel leaves its file; a crash leaves it too.
    @Override public void unpublish(Path folder) throws IOException { Files.deleteIfExists(folder.resolve(SOCKET)); }
}
