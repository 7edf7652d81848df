package savelens.app;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import savelens.app.cli.Cli;
import savelens.app.cli.OneShotCompilation;
import savelens.app.instance.InstanceChannel;
import savelens.app.instance.PrimaryInstance;

/**
 * The jar's entry point. A plain class, because JavaFX refuses an Application subclass as the
 * Main-Class on the class path; a command runs headless and never touches the JavaFX toolkit.
 */
public final class Launcher {
    private Launcher() {}

    /** Bytes of standard output gathered before they are written. */
    private static final int OUT_BUFFER = 1 << 16;

    public static void main(String[] args) {
        if (Cli.isCommandLine(args)) {
            OneShotCompilation.forCommand(Arrays.asList(args));
            // A command's lines go out in large writes, not one write per line (a scene prints one per object); what
            // goes to standard error first sends what is waiting, so that the two keep their order on one terminal.
            PrintStream out = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), OUT_BUFFER),
                    false, StandardCharsets.UTF_8);
            PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err) {
                @Override public void write(byte[] b, int off, int len) throws IOException {
                    out.flush();
                    super.write(b, off, len);
                }

                @Override public void write(int b) throws IOException {
                    out.flush();
                    super.write(b);
                }
            }, true, StandardCharsets.UTF_8);
            int code;
            try {
                code = Cli.run(Arrays.asList(args), out, err);
            } finally {
                out.flush();
                err.flush();
            }
            if (code != 0 || !"demo-world".equals(args[0])) System.exit(code);
            return;
        }
        startGui(args);
    }

    // Loaded by name so that the command line never loads a JavaFX class.
    private static void startGui(String[] args) {
        String badSmoke = WindowArguments.smokeProblem(Arrays.asList(args));
        if (badSmoke != null) {
            System.err.println("savelens: " + badSmoke);
            System.exit(64);
        }
        String noDisplay = WindowStart.missingDisplay(System.getenv(), System.getProperty("os.name", ""), System.getProperty("glass.platform"));
        if (noDisplay != null) {
            System.err.println("savelens: " + noDisplay);
            System.exit(WindowStart.NO_DISPLAY);
        }
        PrimaryInstance primary = null;
        // A smoke run checks this very start, so it never hands its file to a running window.
        if (!WindowArguments.isSmoke(Arrays.asList(args)) && Boolean.parseBoolean(System.getProperty("savelens.singleInstance", "true"))) {
            try {
                primary = becomePrimaryOrHandOver(args);
            } catch (IOException | RuntimeException e) {
                System.err.println("savelens: opening a window of its own (no single-instance channel: " + e.getMessage() + ")");
            }
        }
        try {
            Class.forName("savelens.app.SaveLensApp").getMethod("startWindow", String[].class, PrimaryInstance.class)
                    .invoke(null, args, primary);
        } catch (ReflectiveOperationException | RuntimeException e) {
            System.err.println("savelens: " + WindowStart.failure(e));
            System.exit(WindowStart.FAILED);
        }
    }

    /**
     * Becomes this user's primary window on this display, or gives the files to the one already running there
     * and exits 0 (it comes to the front), saying so. Null when the running one does not answer: this start then
     * has a window of its own.
     */
    private static PrimaryInstance becomePrimaryOrHandOver(String[] args) throws IOException {
        InstanceChannel channel = InstanceChannel.forCurrentUser();
        // Twice: the running window may be closing just as this one starts.
        for (int attempt = 0; attempt < 2; attempt++) {
            PrimaryInstance primary = channel.becomePrimary().orElse(null);
            if (primary != null) return primary;
            List<String> files = absoluteFiles(args);
            if (channel.handOver(files, Duration.ofSeconds(3))) {
                System.out.println(InstanceChannel.handedOver(files.size(), System.getenv()));
                System.exit(0);
            }
        }
        return null;
    }

    /** The file arguments as absolute paths: the running window has a working folder of its own. */
    private static List<String> absoluteFiles(String[] args) {
        List<String> files = new ArrayList<>();
        for (String a : args) {
            if (a.startsWith("-")) continue;
            try {
                files.add(Path.of(a).toAbsolutePath().normalize().toString());
            } catch (InvalidPathException e) {
                files.add(a); // the window reports it as a file it cannot open
            }
        }
        return files;
    }
}
