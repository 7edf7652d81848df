package savelens.app.instance;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;

/**
 * Loopback TCP where Unix sockets are unavailable. Any local user can connect to a port, so the port comes
 * with a random token in a file only the owner can read ({@code primary.port}: "PORT TOKEN"); a caller
 * without the token is ignored.
 */
final class LoopbackTransport implements Transport {
    static final String PORT_FILE = "primary.port";
    private static final SecureRandom RANDOM = new SecureRandom();

    @Override public Listening listen(Path folder) throws IOException {
        byte[] secret = new byte[32];
        RANDOM.nextBytes(secret);
        String token = HexFormat.of().formatHex(secret);
        ServerSocketChannel server = ServerSocketChannel.open();
        try {
            server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            int port = ((InetSocketAddress) server.getLocalAddress()).getPort();
            writePrivately(folder.resolve(PORT_FILE), port + " " + token + "\n");
        } catch (IOException | RuntimeException e) {
            server.close();
            throw e;
        }
        return new Listening(server, token);
    }

    private static void writePrivately(Path file, String text) throws IOException {
        Files.deleteIfExists(file);
        if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            // Created 0600 from the start, so the token is never readable by others, not even briefly.
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        }
        Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING);
    }

    @Override public boolean published(Path folder) { return Files.exists(folder.resolve(PORT_FILE)); }

    @Override public Connection connect(Path folder) throws IOException {
        String[] parts = Files.readString(folder.resolve(PORT_FILE), StandardCharsets.UTF_8).trim().split(" ");
        if (parts.length != 2) throw new IOException("damaged " + PORT_FILE);
        int port;
        try {
            port = Integer.parseInt(parts[0]);
        } catch (NumberFormatException e) {
            throw new IOException("damaged " + PORT_FILE, e);
        }
        SocketChannel channel = SocketChannel.open();
        try {
            channel.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
        return new Connection(channel, parts[1]);
    }

    @Override public void unpublish(Path folder) throws IOException { Files.deleteIfExists(folder.resolve(PORT_FILE)); }
}
