package savelens.app.about;

import java.util.Optional;
import java.util.regex.Pattern;

/** A jar that ships in {@code lib/}, as the build's dependency list names it. */
public record ShippedDependency(String groupId, String artifactId, String version, String classifier) {
    private static final Pattern ANSI = Pattern.compile("\u001B\\[[0-9;]*m");

    /** {@code group:artifact} */
    public String name() { return groupId + ":" + artifactId; }

    /** The file name the build gives it in {@code lib/}. */
    public String jarName() {
        return artifactId + "-" + version + (classifier.isEmpty() ? "" : "-" + classifier) + ".jar";
    }

    /**
     * Reads one line of {@code mvn dependency:list}: {@code group:artifact:type[:classifier]:version[:scope]},
     * possibly followed by {@code -- module …} and coloured with terminal escapes. Anything else is empty.
     */
    public static Optional<ShippedDependency> parse(String line) {
        String plain = ANSI.matcher(line).replaceAll("").strip();
        if (plain.isEmpty()) return Optional.empty();
        String coordinates = plain.split("\\s+", 2)[0];
        String[] p = coordinates.split(":");
        return switch (p.length) {
            // group:artifact:type:version:scope
            case 5 -> Optional.of(new ShippedDependency(p[0], p[1], p[3], ""));
            // group:artifact:type:classifier:version:scope
            case 6 -> Optional.of(new ShippedDependency(p[0], p[1], p[4], p[3]));
            default -> Optional.empty();
        };
    }
}
