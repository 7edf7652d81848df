package savelens.app.about;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;

/** The licences of shipped components by groupId, from {@code licences.properties}. */
public final class Licences {
    private final Map<String, Licence> byGroup;

    Licences(Map<String, Licence> byGroup) { this.byGroup = Map.copyOf(byGroup); }

    public static Licences bundled() {
        try (InputStream in = Licences.class.getResourceAsStream("licences.properties")) {
            if (in == null) throw new IOException("licences.properties is missing from the jar");
            return read(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Licences read(Reader reader) throws IOException {
        Properties p = new Properties();
        p.load(reader);
        Map<String, Licence> byGroup = new TreeMap<>();
        for (String group : p.stringPropertyNames()) {
            String[] parts = p.getProperty(group).split("\\|", 2);
            byGroup.put(group, new Licence(parts[0].strip(), parts.length > 1 ? parts[1].strip() : ""));
        }
        return new Licences(byGroup);
    }

    /** The entry with the longest groupId prefix ({@code com.fasterxml.jackson} covers {@code .core}). */
    public Optional<Licence> of(ShippedDependency dependency) {
        String group = dependency.groupId();
        Licence best = null;
        int bestLength = -1;
        for (Map.Entry<String, Licence> e : byGroup.entrySet()) {
            String prefix = e.getKey();
            boolean covers = group.equals(prefix) || group.startsWith(prefix + ".");
            if (covers && prefix.length() > bestLength) {
                best = e.getValue();
                bestLength = prefix.length();
            }
        }
        return Optional.ofNullable(best);
    }
}
