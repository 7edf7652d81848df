package savelens.document;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How much SaveLens reads of one file, and how much text a save container may unpack to. Checked before
 * anything is read or allocated, so a huge file, a device or a small compression bomb is refused at once
 * instead of filling the memory.
 */
public record SizeLimit(long bytes) {
    /** 1 GiB: far above any real save, well below what fills a desktop's memory. */
    public static final SizeLimit DEFAULT = new SizeLimit(1L << 30);
    /**
     * 4 GiB: the most a helio document's index addresses (its offsets are unsigned 32-bit); no limit may be above it.
     * The other formats hold their text in one piece, of at most {@link #ONE_PIECE}, whatever the limit.
     */
    public static final SizeLimit LARGEST = new SizeLimit(1L << 32);
    /** 2 GiB: the most a limit needs for a format whose text is one array (all but helio); past it only helio reads. */
    public static final long ONE_PIECE = 1L << 31;

    private static final Pattern SIZE = Pattern.compile("([0-9]{1,19})([kKmMgG]?)");

    public SizeLimit {
        if (bytes < 1 || bytes > 1L << 32) throw new IllegalArgumentException("a size limit is from 1 byte to 4 GiB: " + bytes);
    }

    /**
     * A limit as the command line writes it: bytes, or with a {@code K}, {@code M} or {@code G} suffix in either
     * case (1K = 1024 bytes); null when the text is not one, or is 0 or above 4G.
     */
    public static SizeLimit parse(String text) {
        Matcher m = SIZE.matcher(text);
        if (!m.matches()) return null;
        long n;
        try {
            n = Long.parseLong(m.group(1));
        } catch (NumberFormatException e) {
            return null;
        }
        int shift = switch (m.group(2).toUpperCase(Locale.ROOT)) {
            case "K" -> 10;
            case "M" -> 20;
            case "G" -> 30;
            default -> 0;
        };
        if (n < 1 || n > LARGEST.bytes >> shift) return null;
        return new SizeLimit(n << shift);
    }

    /** A size for a message: {@code 512 bytes}, {@code 16 MiB}, {@code 5.5 GiB}. */
    public static String describe(long bytes) {
        String[] units = {"KiB", "MiB", "GiB", "TiB"};
        if (bytes < 1024) return bytes + (bytes == 1 ? " byte" : " bytes");
        int u = 0;
        while (u + 1 < units.length && bytes >= 1L << (10 * (u + 2))) u++;
        long unit = 1L << (10 * (u + 1));
        if (bytes % unit == 0) return (bytes / unit) + " " + units[u];
        return String.format(Locale.ROOT, "%.1f %s", (double) bytes / unit, units[u]);
    }

    @Override public String toString() { return describe(bytes); }
}
