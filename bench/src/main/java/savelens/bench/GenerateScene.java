package savelens.bench;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import savelens.bench.measure.Figures;
import savelens.fixtures.SceneGenerator;
import savelens.format.helio.HelioFormat;

/**
 * {@code GenerateScene SIZE OUT [--seed S] [--sidecar] [--index N]}: writes a generated helio scene of SIZE
 * nodes (10k, 100k, 1M, 1000000 ...). The registry is embedded unless {@code --sidecar} asks for
 * {@code OUT-stem.registry.json} beside it. {@code --index N} gives the scene an array of N references
 * (to the first N nodes), for measuring what a huge array costs the GUI. {@code --dotnet-refs} writes instead a
 * scene of SIZE objects as Json.NET preserves references ({@code $id}/{@code $ref}, see {@link DotNetRefsGenerator}).
 */
public final class GenerateScene {
    private GenerateScene() {}

    public static void main(String[] args) throws IOException {
        Integer size = null;
        Path out = null;
        long seed = SceneGenerator.DEFAULT_SEED;
        boolean sidecar = false;
        int index = 0;
        boolean dotnet = false;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--seed") && i + 1 < args.length) seed = Long.parseLong(args[++i]);
            else if (a.equals("--dotnet-refs")) dotnet = true;
            else if (a.equals("--sidecar")) sidecar = true;
            else if (a.equals("--index") && i + 1 < args.length) index = parseSize(args[++i]);
            else if (size == null) size = parseSize(a);
            else if (out == null) out = Path.of(a);
            else usage();
        }
        if (size == null || out == null) usage();
        if (dotnet) {
            writeDotNetRefs(size, seed, out);
            System.out.println("wrote " + out + " (" + size + " objects with $id, " + Files.size(out) + " bytes)");
            return;
        }
        write(size, seed, sidecar, index, out);
        System.out.println("wrote " + out + " (" + size + " nodes, " + Files.size(out) + " bytes"
                + (index > 0 ? ", index of " + Math.min(index, size - 1) + " references" : "")
                + (sidecar ? ", registry " + HelioFormat.sidecarPath(out) : ", registry embedded") + ")");
    }

    public static void write(int size, long seed, boolean sidecar, Path out) throws IOException {
        write(size, seed, sidecar, 0, out);
    }

    static void write(int size, long seed, boolean sidecar, int index, Path out) throws IOException {
        Path parent = out.toAbsolutePath().getParent();
        if (parent != null) Files.createDirectories(parent);
        try (OutputStream os = new BufferedOutputStream(Files.newOutputStream(out), 1 << 16)) {
            SceneGenerator.write(size, seed, !sidecar, index, os);
        }
        if (sidecar) {
            Files.writeString(HelioFormat.sidecarPath(out), "{\"types\":" + SceneGenerator.registryTypes(index > 0) + "}\n",
                    StandardCharsets.UTF_8);
        }
    }

    static void writeDotNetRefs(int size, long seed, Path out) throws IOException {
        Path parent = out.toAbsolutePath().getParent();
        if (parent != null) Files.createDirectories(parent);
        try (OutputStream os = new BufferedOutputStream(Files.newOutputStream(out), 1 << 16)) {
            DotNetRefsGenerator.write(size, seed, os);
        }
    }

    /** 10000, 10k, 100k, 1m, 1M. */
    /** A comma-separated list of sizes, as {@code --sizes 10k,100k,1M} gives them. */
    public static java.util.List<Integer> parseSizes(String list) {
        return Figures.parseSizes(list);
    }

    public static int parseSize(String s) {
        return Figures.parseSize(s);
    }

    private static void usage() {
        System.err.println("usage: GenerateScene SIZE OUT [--seed S] [--sidecar] [--index N] [--dotnet-refs]   (SIZE, N like 10k, 100k, 1M)");
        System.exit(64);
    }
}
