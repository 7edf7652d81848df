package savelens.format.unity;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the written form of a local reference, {@code {fileID: N}} with no {@code guid}, to rewrite its number alone. */
final class LocalReferenceText {
    private static final Pattern LOCAL = Pattern.compile("\\{\\s*fileID\\s*:\\s*(-?[0-9]+)\\s*}");

    private LocalReferenceText() {}

    /** Where the number of a local reference written {@code raw} is, as {start, end}; null when raw is no local reference. */
    static int[] numberSpan(String raw) {
        Matcher m = LOCAL.matcher(raw);
        return m.matches() ? new int[] {m.start(1), m.end(1)} : null;
    }
}
