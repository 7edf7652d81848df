package savelens.bench.measure;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** How the benchmarks write and read figures: sizes ("10k"), times, bytes, and a figure against its goal. */
public final class Figures {
    private Figures() {}

    /** The figure with ✓ when it meets its goal ({@code atMost}: at most the goal, else at least), ✗ when not. */
    public static String mark(double v, double goal, boolean atMost) {
        boolean ok = atMost ? v <= goal : v >= goal;
        return String.format(Locale.ROOT, "%.2f %s", v, ok ? "✓" : "✗");
    }

    public static String label(int n) {
        if (n >= 1_000_000 && n % 1_000_000 == 0) return (n / 1_000_000) + "M";
        if (n >= 1_000 && n % 1_000 == 0) return (n / 1_000) + "k";
        return Integer.toString(n);
    }

    public static String time(double s) {
        if (s >= 1) return String.format(Locale.ROOT, "%.2f s", s);
        if (s >= 1e-3) return String.format(Locale.ROOT, "%.1f ms", s * 1e3);
        return String.format(Locale.ROOT, "%.1f µs", s * 1e6);
    }

    public static String bytes(long b) {
        if (b >= 10_000_000) return String.format(Locale.ROOT, "%.1f MB", b / 1e6);
        if (b >= 10_000) return String.format(Locale.ROOT, "%.1f KB", b / 1e3);
        return b + " B";
    }

    /** "10k,100k,1M" as sizes. */
    public static List<Integer> parseSizes(String list) {
        List<Integer> sizes = new ArrayList<>();
        for (String t : list.split(",")) if (!t.isBlank()) sizes.add(parseSize(t));
        return sizes;
    }

    /** "100k", "1M", "2_000" as a number. */
    public static int parseSize(String s) {
        String t = s.trim().toLowerCase(Locale.ROOT).replace("_", "");
        int mult = 1;
        if (t.endsWith("k")) {
            mult = 1_000;
            t = t.substring(0, t.length() - 1);
        } else if (t.endsWith("m")) {
            mult = 1_000_000;
            t = t.substring(0, t.length() - 1);
        }
        return Math.multiplyExact(Integer.parseInt(t), mult);
    }
}
