package savelens.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.live.LiveServer;

/**
 * {@code savelens demo-world [--entities N] [--port P] [--seed S]}: runs the demo ECS world at 60 Hz and
 * serves it over the live protocol on 127.0.0.1 until the process is killed.
 */
public final class DemoWorldCommand {
    static final String USAGE = "usage: savelens demo-world [--entities N] [--port P] [--seed S]";
    static final int EX_USAGE = 64;
    static final int MAX_ENTITIES = 10_000_000;

    private DemoWorldCommand() {}

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        int entities = DemoWorld.DEFAULT_ENTITIES;
        int port = LiveServer.DEFAULT_PORT;
        long seed = 1;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("-h") || arg.equals("--help")) {
                out.println(USAGE);
                out.println("  --entities N  entities to keep alive (default " + DemoWorld.DEFAULT_ENTITIES + ")");
                out.println("  --port P      port on 127.0.0.1, 0 for any free one (default " + LiveServer.DEFAULT_PORT + ")");
                out.println("  --seed S      random seed; the same seed replays the same world (default 1)");
                return 0;
            }
            String name = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
            String value;
            if (arg.contains("=")) {
                value = arg.substring(arg.indexOf('=') + 1);
            } else if (i + 1 < args.size()) {
                value = args.get(++i);
            } else {
                value = null;
            }
            try {
                switch (name) {
                    case "--entities" -> entities = (int) number(name, value, 0, MAX_ENTITIES);
                    case "--port" -> port = (int) number(name, value, 0, 65535);
                    case "--seed" -> seed = number(name, value, Long.MIN_VALUE, Long.MAX_VALUE);
                    default -> throw new IllegalArgumentException("unknown option '" + arg + "'");
                }
            } catch (IllegalArgumentException e) {
                err.println("savelens demo-world: " + e.getMessage() + "; " + USAGE);
                return EX_USAGE;
            }
        }

        DemoWorld demo = new DemoWorld(seed, entities);
        LiveServer server;
        try {
            server = LiveServer.start(demo.inspection(), port);
        } catch (IOException e) {
            err.println("savelens demo-world: cannot listen on 127.0.0.1:" + port + ": " + e.getMessage());
            demo.close();
            return 1;
        }
        demo.start();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            demo.close();
        }, "savelens-demo-world-shutdown"));
        out.println(server.listeningLine());
        out.flush();
        try {
            new CountDownLatch(1).await(); // serve until killed
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        server.close();
        demo.close();
        return 0;
    }

    private static long number(String option, String value, long min, long max) {
        if (value == null) throw new IllegalArgumentException(option + " needs a value");
        long n;
        try {
            n = Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs an integer, got '" + value + "'");
        }
        if (n < min || n > max) throw new IllegalArgumentException(option + " must be between " + min + " and " + max + ", got " + n);
        return n;
    }
}
