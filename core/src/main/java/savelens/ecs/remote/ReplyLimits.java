package savelens.ecs.remote;

import java.time.Duration;

/**
 * What one call to a live world may cost: the most bytes its reply may hold and the longest the whole call may
 * take, head and body. A server that sends an endless body, or one byte a second, then fails one call instead of
 * filling the memory or hanging the client. Defaults 64 MiB and 30 s; the system properties
 * {@code savelens.live.maxReplyBytes} and {@code savelens.live.replySeconds} change them for the window, and
 * {@code savelens live --max-reply BYTES --reply-timeout SECONDS} for one command.
 */
public record ReplyLimits(long maxBytes, Duration perCall) {
    public static final long DEFAULT_MAX_BYTES = 64L << 20;
    public static final Duration DEFAULT_PER_CALL = Duration.ofSeconds(30);

    public ReplyLimits {
        if (maxBytes < 1 || maxBytes > Integer.MAX_VALUE - 8) throw new IllegalArgumentException("the reply limit must be 1 to 2147483639 bytes, got " + maxBytes);
        if (perCall.isNegative() || perCall.isZero()) throw new IllegalArgumentException("the reply time must be more than 0 s");
    }

    /** The defaults, or what the system properties say. */
    public static ReplyLimits defaults() {
        long bytes = DEFAULT_MAX_BYTES;
        Duration time = DEFAULT_PER_CALL;
        try {
            String b = System.getProperty("savelens.live.maxReplyBytes");
            if (b != null) bytes = Long.parseLong(b.trim());
            String s = System.getProperty("savelens.live.replySeconds");
            if (s != null) time = Duration.ofMillis(Math.round(Double.parseDouble(s.trim()) * 1000));
            return new ReplyLimits(bytes, time);
        } catch (IllegalArgumentException e) {
            return new ReplyLimits(DEFAULT_MAX_BYTES, DEFAULT_PER_CALL); // a bad setting leaves the defaults
        }
    }

    public ReplyLimits withMaxBytes(long n) { return new ReplyLimits(n, perCall); }

    public ReplyLimits withPerCall(Duration d) { return new ReplyLimits(maxBytes, d); }

    /** The limit in words, for messages: {@code 64 MiB}, {@code 1000 bytes}. */
    String bytesInWords() {
        return maxBytes % (1 << 20) == 0 ? (maxBytes >> 20) + " MiB" : maxBytes % 1024 == 0 ? (maxBytes >> 10) + " KiB" : maxBytes + " bytes";
    }

    String timeInWords() {
        long ms = perCall.toMillis();
        return ms % 1000 == 0 ? ms / 1000 + " s" : ms / 1000.0 + " s";
    }
}
