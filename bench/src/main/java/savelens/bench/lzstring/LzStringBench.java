package savelens.bench.lzstring;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Random;
import savelens.format.rpgmaker.RpgMakerMvFormat;

/**
 * Times SaveLens's LZString (MV flavour: Base64 over the 16-bit units) on an MV save; {@code bench/lzstring/run}
 * runs the same on node with npm {@code lz-string} and prints the ratios.
 *
 * <pre>
 *   LzStringBench generate OUT.rpgsave MEGABYTES   write a generated MV save of about that much JSON
 *   LzStringBench time FILE.rpgsave SECONDS          print "decode_ms encode_ms json_chars" (best of runs)
 * </pre>
 */
public final class LzStringBench {
    private LzStringBench() {}

    public static void main(String[] args) throws IOException {
        if (args.length == 3 && args[0].equals("generate")) {
            generate(Path.of(args[1]), Integer.parseInt(args[2]));
        } else if (args.length == 3 && args[0].equals("time")) {
            time(Path.of(args[1]), Double.parseDouble(args[2]));
        } else {
            System.err.println("usage: LzStringBench generate OUT MB | time FILE SECONDS");
            System.exit(64);
        }
    }

    /** A save shaped like MV's: actors, wrapped arrays, switches, variables, map events, some Japanese text. */
    static void generate(Path out, int megabytes) throws IOException {
        Random r = new Random(42);
        StringBuilder b = new StringBuilder(megabytes << 20);
        int[] id = {1};
        b.append("{\"system\":{\"_saveEnabled\":true,\"_versionId\":").append(r.nextInt(1 << 26)).append(",\"@c\":").append(++id[0]).append(",\"@\":\"Game_System\"}");
        b.append(",\"maps\":{\"@c\":").append(++id[0]).append(",\"@a\":[");
        boolean first = true;
        while (b.length() < (long) megabytes << 20) {
            if (!first) b.append(',');
            first = false;
            b.append("{\"_mapId\":").append(r.nextInt(400)).append(",\"_x\":").append(r.nextInt(80)).append(",\"_y\":").append(r.nextInt(60))
                    .append(",\"_name\":\"").append(r.nextBoolean() ? "村人" : "Villager").append(r.nextInt(1000)).append('"')
                    .append(",\"_hp\":").append(r.nextInt(9999)).append(",\"_moveSpeed\":").append(r.nextInt(6) + 1)
                    .append(",\"_opacity\":255,\"_blendMode\":0,\"_direction\":").append(2 * (r.nextInt(4) + 1))
                    .append(",\"_pattern\":1,\"_priorityType\":1,\"_tileId\":0,\"_characterName\":\"Actor").append(r.nextInt(3) + 1)
                    .append("\",\"_characterIndex\":").append(r.nextInt(8))
                    .append(",\"_params\":{\"@c\":").append(++id[0]).append(",\"@a\":[");
            for (int i = 0; i < 8; i++) b.append(i == 0 ? "" : ",").append(r.nextInt(500));
            b.append("]},\"_realX\":").append(r.nextInt(80)).append('.').append(r.nextInt(100))
                    .append(",\"@c\":").append(++id[0]).append(",\"@\":\"Game_Event\"}");
        }
        b.append("]},\"@c\":1}");
        byte[] json = b.toString().getBytes(StandardCharsets.UTF_8);
        Files.write(out, new RpgMakerMvFormat().encode(json));
    }

    static void time(Path file, double seconds) throws IOException {
        byte[] save = Files.readAllBytes(file);
        RpgMakerMvFormat mv = new RpgMakerMvFormat();
        byte[] json = mv.decode(save);
        double decode = best(seconds, () -> mv.decode(save));
        double encode = best(seconds, () -> mv.encode(json));
        int chars = new String(json, StandardCharsets.UTF_8).length();
        System.out.println(String.format(Locale.ROOT, "%.3f %.3f %d", decode, encode, chars));
    }

    /** Best time in ms over repeated runs after warm-up, within about {@code seconds}. */
    private static double best(double seconds, Runnable op) {
        long until = System.nanoTime() + (long) (seconds * 0.3e9);
        while (System.nanoTime() < until) op.run(); // warm-up
        double best = Double.MAX_VALUE;
        until = System.nanoTime() + (long) (seconds * 0.7e9);
        int runs = 0;
        while (runs < 3 || System.nanoTime() < until) {
            long t = System.nanoTime();
            op.run();
            best = Math.min(best, (System.nanoTime() - t) / 1e6);
            runs++;
        }
        return best;
    }
}
