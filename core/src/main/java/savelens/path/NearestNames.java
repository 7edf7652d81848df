package savelens.path;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The names closest to one that was mistyped ({@code _gld} → {@code _gold}, {@code lvie} → {@code live}), by
 * edit distance with a swap of two neighbours counting as one edit, for "did you mean" hints.
 */
public final class NearestNames {
    private NearestNames() {}

    /** Up to {@code max} candidates within a distance that still reads as a typo of {@code typed}, closest first. */
    public static List<String> to(String typed, Collection<String> candidates, int max) {
        record Scored(String name, int distance) {}
        List<Scored> close = new ArrayList<>();
        String t = typed.toLowerCase(Locale.ROOT);
        // A third of the word may be wrong (at least one letter, at most three): more is another word.
        int limit = Math.max(1, Math.min(3, typed.length() / 3));
        for (String c : candidates) {
            if (c == null || c.equals(typed)) continue;
            int d = distance(t, c.toLowerCase(Locale.ROOT));
            if (d <= limit) close.add(new Scored(c, d));
        }
        close.sort(Comparator.comparingInt(Scored::distance));
        List<String> out = new ArrayList<>();
        for (Scored s : close) {
            if (out.size() >= max) break;
            if (!out.contains(s.name())) out.add(s.name());
        }
        return out;
    }

    /** {@code ; did you mean "a"?} or {@code ; did you mean "a" or "b"?}, or "" when nothing is close. */
    public static String hint(String typed, Collection<String> candidates) {
        List<String> near = to(typed, candidates, 2);
        if (near.isEmpty()) return "";
        return "; did you mean " + String.join(" or ", near.stream().map(n -> "\"" + n + "\"").toList()) + "?";
    }

    /** Optimal string alignment distance: insertions, deletions, substitutions and neighbour swaps. */
    static int distance(String a, String b) {
        if (Math.abs(a.length() - b.length()) > 3) return Integer.MAX_VALUE;
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
