package savelens.bench.unity;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import savelens.bench.measure.Figures;
import savelens.format.unity.UnitySceneGenerator;

/** {@code GenerateUnityScene SIZE OUT [--seed S]}: writes a generated Unity scene of SIZE game objects (10k, 100k ...). */
public final class GenerateUnityScene {
    private GenerateUnityScene() {}

    public static void main(String[] args) throws IOException {
        Integer size = null;
        Path out = null;
        long seed = UnitySceneGenerator.DEFAULT_SEED;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--seed") && i + 1 < args.length) seed = Long.parseLong(args[++i]);
            else if (size == null) size = Figures.parseSize(args[i]);
            else if (out == null) out = Path.of(args[i]);
            else usage();
        }
        if (size == null || out == null) usage();
        Path parent = out.toAbsolutePath().getParent();
        if (parent != null) Files.createDirectories(parent);
        try (OutputStream os = new BufferedOutputStream(Files.newOutputStream(out), 1 << 16)) {
            UnitySceneGenerator.of(size, seed).write(os);
        }
        System.out.println("wrote " + out + " (" + size + " game objects, " + Files.size(out) + " bytes)");
    }

    private static void usage() {
        System.err.println("usage: GenerateUnityScene SIZE OUT [--seed S]   (SIZE like 10k, 100k)");
        System.exit(64);
    }
}
