package savelens.format;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import savelens.document.Document;
import savelens.document.ReadContext;

/** The formats found on the class path, in order of preference, and which one claims a file most strongly. */
public final class FormatProviders {
    private static final List<FormatProvider> ALL = ServiceLoader.load(FormatProvider.class, FormatProviders.class.getClassLoader())
            .stream().map(ServiceLoader.Provider::get)
            .sorted(Comparator.comparingInt((FormatProvider p) -> p.capabilities().preference()).thenComparing(FormatProvider::name))
            .toList();

    private FormatProviders() {}

    /** Every provider, most preferred first. */
    public static List<FormatProvider> all() { return ALL; }

    /** The provider with this name (any case), or null. */
    public static FormatProvider byName(String name) {
        for (FormatProvider p : ALL) if (p.name().equalsIgnoreCase(name)) return p;
        return null;
    }

    /** The provider a document was read with (its syntax carries the format's name), or null for one no provider read. */
    public static FormatProvider of(Document doc) {
        return doc.syntax() == null ? null : byName(doc.syntax().name());
    }

    /** The capabilities of the format a document was read with; {@link FormatCapabilities#PLAIN} for one no provider read. */
    public static FormatCapabilities capabilitiesOf(Document doc) {
        FormatProvider p = of(doc);
        return p == null ? FormatCapabilities.PLAIN : p.capabilities();
    }

    /** The provider whose graph form every document converts to ({@link FormatCapabilities.ConversionRole#HUB}), or null. */
    public static FormatProvider hub() {
        for (FormatProvider p : ALL) if (p.capabilities().graph().role() == FormatCapabilities.ConversionRole.HUB) return p;
        return null;
    }

    /** The provider saved ECS worlds are written in ({@link FormatCapabilities#ecsWorlds()}), or null. */
    public static FormatProvider ecsWorlds() {
        for (FormatProvider p : ALL) if (p.capabilities().ecsWorlds()) return p;
        return null;
    }

    /** The provider claiming the file most strongly (the preferred one among equals), or null when none claims it. */
    public static FormatProvider strongest(byte[] bytes, Path file, ReadContext context) {
        FormatProvider best = null;
        MatchStrength bestStrength = MatchStrength.NO_MATCH;
        for (FormatProvider p : ALL) {
            MatchStrength s = p.match(bytes, file, context);
            if (s.compareTo(bestStrength) > 0) {
                best = p;
                bestStrength = s;
            }
        }
        return best;
    }

    /** The first provider whose extensions the file's name ends with, or null. */
    public static FormatProvider byExtension(Path file) {
        for (FormatProvider p : ALL) if (p.extensionMatches(file)) return p;
        return null;
    }
}
