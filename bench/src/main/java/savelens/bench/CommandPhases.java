package savelens.bench;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import savelens.app.cli.Cli;
import savelens.bench.measure.Clocks;
import savelens.bench.measure.Clocks.Span;

/**
 * One command run in process as the command line runs it (its output discarded), its reading of the files it names and
 * its work after the last of them timed apart in that one run: the command tells when each file is read through
 * {@link Cli.ReadListener}. Two phases of one run share the machine's minute, where a command's time less an open's
 * timed before it did not.
 */
record CommandPhases(int exitCode, List<Path> files, List<Span> reads, Span work) {
    CommandPhases {
        files = List.copyOf(files);
        reads = List.copyOf(reads);
    }

    /** Runs the command after a collection (so that it pays for no earlier garbage); fails on an exit code other than 0 or 1. */
    static CommandPhases run(List<String> args) {
        PrintStream discard = new PrintStream(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8);
        List<Path> files = new ArrayList<>();
        List<Span> reads = new ArrayList<>();
        System.gc();
        Clocks[] last = {Clocks.now()};
        int code = Cli.run(args, discard, discard, file -> {
            Clocks now = Clocks.now();
            files.add(file);
            reads.add(now.since(last[0]));
            last[0] = now;
        });
        Span work = Clocks.now().since(last[0]);
        if (code != 0 && code != 1) throw new IllegalStateException(String.join(" ", args) + " exited " + code);
        if (reads.isEmpty()) throw new IllegalStateException(String.join(" ", args) + " read no file");
        return new CommandPhases(code, files, reads, work);
    }

    /** The first file's read: the load the work is set against (a diff reads a second one as well). */
    Span firstRead() { return reads.get(0); }

    /** Seconds from the command's start to its end: every read and the work. */
    double seconds() {
        double s = work.seconds();
        for (Span r : reads) s += r.seconds();
        return s;
    }
}
