package savelens.app.instance;

import java.nio.file.Path;

/**
 * A primary in a process of its own, for {@link InstanceChannelAcrossProcessesTest}: prints "ready", then one
 * line per request it receives, until it is killed.
 */
public final class OtherProcessPrimary {
    private OtherProcessPrimary() {}

    public static void main(String[] args) throws Exception {
        PrimaryInstance primary = InstanceChannel.in(Path.of(args[0])).becomePrimary().orElseThrow();
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
}
