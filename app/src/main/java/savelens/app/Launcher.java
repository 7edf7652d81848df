package savelens.app;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import savelens.app.cli.Cli;

/**
 * The jar's entry point. A plain class, because JavaFX refuses an Application subclass as the
 * Main-Class on the class path; a command runs headless and never touches the JavaFX toolkit.
 */
public final class Launcher {
    private Launcher() {}

    public static void main(String[] args) {
        if (args.length > 0 && Cli.isCommand(args[0])) {
            PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
            PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
            int code = Cli.run(Arrays.asList(args), out, err);
            out.flush();
            err.flush();
            if (code != 0 || !"demo-world".equals(args[0])) System.exit(code);
            return;
        }
        startGui(args);
    }

    // Loaded by name so that the command line never loads a JavaFX class.
    private static void startGui(String[] args) {
        try {
            Class.forName("savelens.app.SaveLensApp").getMethod("main", String[].class).invoke(null, (Object) args);
        } catch (ReflectiveOperationException e) {
            System.err.println("savelens: cannot start the window: " + e);
            System.exit(70);
        }
    }
}
