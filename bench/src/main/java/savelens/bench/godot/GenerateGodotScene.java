package savelens.bench.godot;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import savelens.bench.measure.Figures;
import savelens.format.godot.GodotSceneGenerator;

/** {@code GenerateGodotScene SIZE OUT [--seed S]}: writes a generated Godot 4 text scene of SIZE {@code [node]} sections. */
public final class GenerateGodotScene {
    private GenerateGodotScene() {}

    public static void main(String[] args) throws IOException {
        Integer size = null;
        Path out = null;
        long seed = GodotSceneGenerator.DEFAULT_SEED;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--seed") && i + 1 < args.length) seed = Long.parseLong(args[++i]);
            else if (size == null) size = Figures.parseSize(args[i]);
            else if (out == null) out = Path.of(args[i]);
            else usage();
        }
        if (size == null || out == null) usage();
        GodotSceneGenerator scene = GodotSceneGenerator.of(size, seed);
        write(scene, out);
        System.out.println("wrote " + out + " (" + size + " scene nodes, " + scene.sections() + " resources and nodes, "
                + Files.size(out) + " bytes)");
    }

    public static void write(GodotSceneGenerator scene, Path out) throws IOException {
        Path parent = out.toAbsolutePath().getParent();
        if (parent != null) Files.createDirectories(parent);
        try (OutputStream os = new BufferedOutputStream(Files.newOutputStream(out), 1 << 16)) {
            scene.write(os);
        }
    }

    private static void usage() {
        System.err.println("usage: GenerateGodotScene SIZE OUT [--seed S]   (SIZE like 10k, 100k: the scene's [node] sections)");
        System.exit(64);
    }
}
