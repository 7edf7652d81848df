package savelens.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.document.WorldDocument;
import savelens.ecs.document.WorldSnapshot;
import savelens.ecs.live.LiveServer;
import savelens.ecs.world.InProcessWorld;
import savelens.save.SaveFailedException;
import savelens.save.SaveOptions;
import savelens.save.SaveRefusedException;

/**
 * {@code savelens demo-world [--entities N] [--port P] [--seed S]}: runs the demo ECS world at 60 Hz and
 * serves it over the live protocol on 127.0.0.1 until the process is killed. With {@code --snapshot OUT} it
 * instead writes the world, after {@code --ticks T} ticks, as a helio document and ends.
 */
public final class DemoWorldCommand {
    static final String USAGE = "usage: savelens demo-world [--entities N] [--port P] [--seed S] [--snapshot OUT [--ticks T]]";
    static final int EX_USAGE = 64;
    static final int MAX_ENTITIES = 10_000_000;
    static final int MAX_TICKS = 1_000_000;

    private DemoWorldCommand() {}

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        int entities = DemoWorld.DEFAULT_ENTITIES;
        int port = LiveServer.DEFAULT_PORT;
        long seed = 1;
        int ticks = 0;
        String snapshot = null;
        boolean portGiven = false, ticksGiven = false;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("-h") || arg.equals("--help")) {
                out.println(USAGE);
                out.println("  --entities N  entities to keep alive (default " + DemoWorld.DEFAULT_ENTITIES + ")");
                out.println("  --port P      port on 127.0.0.1, 0 for any free one (default " + LiveServer.DEFAULT_PORT + ")");
                out.println("  --seed S      random seed; the same seed replays the same world (default 1)");
                out.println("  --snapshot OUT  write the world as a helio document to OUT (atomic, with OUT.bak) and end");
                out.println("  --ticks T     with --snapshot: ticks to run first (default 0)");
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
                    case "--port" -> {
                        port = (int) number(name, value, 0, 65535);
                        portGiven = true;
                    }
                    case "--ticks" -> {
                        ticks = (int) number(name, value, 0, MAX_TICKS);
                        ticksGiven = true;
                    }
                    case "--snapshot" -> {
                        if (value == null || value.isEmpty()) throw new IllegalArgumentException("--snapshot needs a file");
                        snapshot = value;
                    }
                    case "--seed" -> seed = number(name, value, Long.MIN_VALUE, Long.MAX_VALUE);
                    default -> throw new IllegalArgumentException("unknown option '" + arg + "'");
                }
            } catch (IllegalArgumentException e) {
                return usage(err, e.getMessage());
            }
        }

        if (snapshot == null && ticksGiven) return usage(err, "--ticks applies only with --snapshot");
        if (snapshot != null && portGiven) return usage(err, "--port does not apply with --snapshot");
        if (snapshot != null) return snapshot(seed, entities, ticks, Path.of(snapshot), err);

        DemoWorld demo = new DemoWorld(seed, entities);
        LiveServer server;
        try {
            server = LiveServer.startWithClock(new InProcessWorld(demo), port);
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

    private static int usage(PrintStream err, String message) {
        err.println("savelens demo-world: " + message + "; " + USAGE);
        return EX_USAGE;
    }

    /** Runs a world for some ticks and saves it as a document through the one save path. */
    private static int snapshot(long seed, int entities, int ticks, Path target, PrintStream err) {
        try (DemoWorld demo = new DemoWorld(seed, entities)) {
            demo.step(ticks);
            WorldSnapshot.save(WorldDocument.write(demo.world()), target, SaveOptions.defaults())
                    .warnings().forEach(w -> err.println("savelens: warning: " + w));
            return 0;
        } catch (SaveRefusedException e) { // names the file, with what to do instead
            err.println("savelens: " + e.getMessage());
            return 1;
        } catch (SaveFailedException e) {
            err.println("savelens: " + target + ": " + e.getMessage());
            return 1;
        }
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
