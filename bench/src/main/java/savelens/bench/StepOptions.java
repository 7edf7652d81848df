package savelens.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import savelens.bench.measure.Figures;

/** The options of the step-by-step benches ({@code --size-steps}, {@code --convert-steps}): sizes, rounds and where the scenes are. */
record StepOptions(List<Integer> sizes, int rounds, Path dir) {
    /** Parsed from {@code args}, with {@code rounds} rounds unless they say otherwise; the folder is made. */
    static StepOptions parse(String[] args, int rounds) throws IOException {
        List<Integer> sizes = List.of(100_000, 1_000_000);
        Path dir = Path.of(System.getProperty("java.io.tmpdir"), "savelens-bench");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--sizes" -> sizes = Figures.parseSizes(args[++i]);
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--dir" -> dir = Path.of(args[++i]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Files.createDirectories(dir);
        return new StepOptions(sizes, rounds, dir);
    }
}
