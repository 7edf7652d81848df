package savelens.app.cli;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The TCP ports a process listens on, read from Linux's {@code /proc}: the socket inodes among its open
 * files, matched with the kernel's socket tables. Lets a test learn the port a server really bound
 * (Flecs moves to the next port when the one asked for is taken) instead of guessing a free one.
 */
final class ListeningPorts {
    private static final String LISTEN = "0A";

    private ListeningPorts() {}

    /** Whether this system has {@code /proc} to read. */
    static boolean readable() {
        return Files.isRegularFile(Path.of("/proc/self/net/tcp"));
    }

    /** The ports {@code pid} listens on now (empty before it has bound one). */
    static Set<Integer> of(long pid) throws IOException {
        Set<String> sockets = new HashSet<>();
        try (DirectoryStream<Path> fds = Files.newDirectoryStream(Path.of("/proc", Long.toString(pid), "fd"))) {
            for (Path fd : fds) {
                try {
                    String target = Files.readSymbolicLink(fd).toString();
                    if (target.startsWith("socket:[")) sockets.add(target.substring(8, target.length() - 1));
                } catch (IOException closedMeanwhile) {
                    // the file was closed while we looked
                }
            }
        }
        Set<Integer> ports = new TreeSet<>();
        for (String table : List.of("tcp", "tcp6")) {
            Path p = Path.of("/proc", Long.toString(pid), "net", table);
            if (!Files.isRegularFile(p)) continue;
            for (String line : Files.readAllLines(p)) {
                String[] f = line.trim().split("\\s+");
                // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
                if (f.length < 10 || !f[3].equals(LISTEN) || !sockets.contains(f[9])) continue;
                String local = f[1];
                ports.add(Integer.parseInt(local.substring(local.lastIndexOf(':') + 1), 16));
            }
        }
        return ports;
    }
}
