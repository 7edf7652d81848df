package savelens.ecs.live;

import java.time.Duration;

/**
 * What one live server may spend, so that held-open, slow or numerous connections cost bounded threads
 * and memory and ordinary requests are answered again within {@code headTimeout}.
 *
 * @param headTimeout time a connection has to send a request's head (request line and headers),
 *     counted from its first byte, or from the connection's opening for its first request; a body then
 *     has as long again
 * @param idleTimeout silence after which a kept-alive connection or a stalled body is dropped
 * @param maxConnections open connections; beyond it new ones wait in the listen queue, and the idle
 *     ones are given {@code headTimeout} instead of {@code idleTimeout}
 * @param maxThreads the request thread pool, Jetty's acceptor and selector included; a quarter of it
 *     (at least one) may wait for request bodies at once
 * @param maxSubscribers concurrent {@code /events} streams; one more is answered 503
 */
record LiveLimits(Duration headTimeout, Duration idleTimeout, int maxConnections, int maxThreads, int maxSubscribers) {
    static final LiveLimits DEFAULT = new LiveLimits(Duration.ofSeconds(5), Duration.ofSeconds(30), 8_192, 16, 16);

    LiveLimits {
        if (headTimeout.isNegative() || headTimeout.isZero() || idleTimeout.isNegative() || idleTimeout.isZero()) {
            throw new IllegalArgumentException("timeouts must be positive");
        }
        if (maxConnections < 1 || maxSubscribers < 1) throw new IllegalArgumentException("limits must be positive");
        if (maxThreads < 4) throw new IllegalArgumentException("maxThreads must leave room beside the acceptor and selector");
    }
}
