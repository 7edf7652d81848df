package savelens.format;

import java.nio.file.Path;
import java.util.Locale;
import savelens.convert.ConversionRefusedException;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.ValueNames;

/**
 * One format as a plug-in, found with {@link java.util.ServiceLoader} (listed in
 * {@code META-INF/services/savelens.format.FormatProvider}): its codec and reader ({@link Format}), how strongly it
 * claims a file, and its {@link FormatCapabilities}. Everything else in SaveLens reaches a format through this.
 */
public interface FormatProvider extends Format {
    FormatCapabilities capabilities();

    /**
     * How strongly this format claims a file: by default {@link MatchStrength#SOLID_MATCH} when {@link #detect}
     * passes the bytes, {@link MatchStrength#INCONCLUSIVE} when only the name's ending fits.
     *
     * @param file the file's path, or null when not known
     */
    default MatchStrength match(byte[] bytes, Path file, ReadContext context) {
        if (detect(bytes)) return MatchStrength.SOLID_MATCH;
        return extensionMatches(file) ? MatchStrength.INCONCLUSIVE : MatchStrength.NO_MATCH;
    }

    /** True when the file's name ends as this format's files usually do. */
    default boolean extensionMatches(Path file) {
        if (file == null || file.getFileName() == null) return false;
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        for (String ext : extensions()) if (name.endsWith(ext)) return true;
        return false;
    }

    @Override default ValueNames valueNames(ReadContext context) {
        GameDataSource source = capabilities().gameData();
        return source == null ? ValueNames.NONE : source.names(context);
    }

    /**
     * {@code doc}, read by {@code from}, written as a file of this format, for formats whose
     * {@link FormatCapabilities.GraphForm#role()} takes conversions; the caller checks the result reads back.
     *
     * @throws ConversionRefusedException when this format cannot hold it
     */
    default byte[] writeGraph(Document doc, FormatProvider from) {
        throw new ConversionRefusedException("converting " + from.name() + " to " + name() + " is not supported");
    }
}
