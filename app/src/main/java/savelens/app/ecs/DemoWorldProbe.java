package savelens.app.ecs;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.function.BooleanSupplier;
import savelens.ecs.live.LiveServer;

/**
 * Whether a SaveLens demo world ({@code savelens demo-world}) is being served on this machine: something listens at
 * 127.0.0.1 on SaveLens's own port. A loopback connection is refused or taken at once; the short timeout only
 * bounds the rare stalled one.
 */
final class DemoWorldProbe implements BooleanSupplier {
    private static final int TIMEOUT_MS = 150;

    @Override
    public boolean getAsBoolean() {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", LiveServer.DEFAULT_PORT), TIMEOUT_MS);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
