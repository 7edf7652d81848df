package savelens.bench;

import savelens.fixtures.SceneGenerator;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.format.dotnet.DotNetRefsFormat;

/**
 * A 1M-object .NET {@code $id}/{@code $ref} document against the helio scene of the same size, in one JVM and
 * interleaved round by round, so a loaded machine slows every figure alike: helio's load, .NET's load read while
 * indexing and by walking the finished index (the reader before it), and a token scan of each file. Prints the
 * median and best of each and the ratios the benchmark table uses.
 *
 * <pre>DotNetLoadComparison [--size 1M] [--rounds 5] [--dir /tmp/savelens-bench]</pre>
 */
public final class DotNetLoadComparison {
    private DotNetLoadComparison() {}

    public static void main(String[] args) throws Exception {
        int size = 1_000_000, rounds = 5;
        Path dir = Path.of(System.getProperty("java.io.tmpdir"), "savelens-bench");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--size" -> size = GenerateScene.parseSizes(args[++i]).get(0);
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--dir" -> dir = Path.of(args[++i]);
                default -> {
                    System.err.println("unknown option " + args[i]);
                    System.exit(64);
                }
            }
        }
        Files.createDirectories(dir);
        Path helioFile = dir.resolve("scene-" + size + ".json"), dotnetFile = dir.resolve("dotnet-refs-" + size + ".json");
        if (!Files.isRegularFile(helioFile)) GenerateScene.write(size, SceneGenerator.DEFAULT_SEED, false, helioFile);
        if (!Files.isRegularFile(dotnetFile)) GenerateScene.writeDotNetRefs(size, SceneGenerator.DEFAULT_SEED, dotnetFile);
        byte[] helio = Files.readAllBytes(helioFile), dotnet = Files.readAllBytes(dotnetFile);
        ReadContext helioContext = ReadContext.of(helioFile), dotnetContext = ReadContext.of(dotnetFile);
        DotNetRefsFormat format = new DotNetRefsFormat();

        String[] names = {"helio load", "helio token scan", "dotnet-refs load (read while indexing)", "dotnet-refs load (index walked after)", "dotnet-refs token scan"};
        Runnable[] runs = {
            () -> Formats.read(helio, helioContext),
            () -> scan(helio),
            () -> format.read(dotnet, dotnetContext, true),
            () -> format.read(dotnet, dotnetContext, false),
            () -> scan(dotnet)};
        double[][] times = new double[runs.length][rounds];
        for (Runnable r : runs) r.run(); // warm-up
        for (int round = 0; round < rounds; round++) {
            for (int k = 0; k < runs.length; k++) {
                System.gc();
                long t0 = System.nanoTime();
                runs[k].run();
                times[k][round] = (System.nanoTime() - t0) / 1e9;
            }
            System.err.println("round " + (round + 1) + " of " + rounds + " done");
        }
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        out.printf(Locale.ROOT, "%d rounds, interleaved; %s (%.1f MB) and %s (%.1f MB)%n%n", rounds, helioFile.getFileName(), helio.length / 1e6,
                dotnetFile.getFileName(), dotnet.length / 1e6);
        out.println("| measure | median | best |");
        out.println("|---|---:|---:|");
        double[] median = new double[runs.length];
        for (int k = 0; k < runs.length; k++) {
            double[] t = times[k].clone();
            Arrays.sort(t);
            median[k] = t[t.length / 2];
            out.printf(Locale.ROOT, "| %s | %.2f s | %.2f s |%n", names[k], median[k], t[0]);
        }
        out.println();
        out.printf(Locale.ROOT, "load ÷ token scan (medians): helio %.2f; dotnet-refs %.2f read while indexing, %.2f index walked after.%n",
                median[0] / median[1], median[2] / median[4], median[3] / median[4]);
        out.printf(Locale.ROOT, "dotnet-refs ÷ helio, each over its own token scan: %.2f read while indexing, %.2f index walked after.%n",
                (median[2] / median[4]) / (median[0] / median[1]), (median[3] / median[4]) / (median[0] / median[1]));
    }

    private static void scan(byte[] text) {
        try {
            Peers.tokenScan(text);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
