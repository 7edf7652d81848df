package savelens.app.instance;

import java.time.Duration;
import java.util.List;

/**
 * A start of SaveLens reduced to its single-instance step, in a process of its own, for
 * {@link InstanceChannelDisplayTest}: the channel is the one {@link InstanceChannel#forCurrentUser()} picks from
 * the process's environment. "primary" prints "ready", then one line per request, until killed; "hand-over
 * FILE" prints whether the file was handed over.
 */
public final class DisplayStart {
    private DisplayStart() {}

    public static void main(String[] args) throws Exception {
        InstanceChannel channel = InstanceChannel.forCurrentUser();
        if (args[0].equals("primary")) {
            PrimaryInstance primary = channel.becomePrimary().orElseThrow();
            primary.onOpen(files -> {
                System.out.println("opened " + String.join("|", files));
                System.out.flush();
            });
            System.out.println("ready");
            System.out.flush();
            // Until the test kills it, or its stdin closes because the test's JVM ended.
            while (System.in.read() >= 0) {
                // input is not used
            }
        }
        System.out.println(channel.handOver(List.of(args[1]), Duration.ofSeconds(2)) ? "handed over" : "not handed over");
    }
}
