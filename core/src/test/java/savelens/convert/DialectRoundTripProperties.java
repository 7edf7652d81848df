package savelens.convert;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Conversions;
import savelens.file.Formats;
import savelens.convert.ConversionRefusedException;
import savelens.format.Format;

/**
 * A conversion either is refused with a one-line reason or keeps the graph: converted A → B → A, random helio
 * graphs come back with the same nodes, ids, types, fields, values and references, and so do the dialect
 * documents converted to each other dialect and back.
 */
@StatisticsReport(onFailureOnly = true) // what the tries covered is worth reading when one fails
class DialectRoundTripProperties {
    private static final List<String> DIALECTS = List.of("dotnet-refs", "cyclejs", "jackson-identity");
    private static final String TYPES = "[{\"name\":\"Object\",\"fields\":[{\"name\":\"r\",\"kind\":\"ref\"},{\"name\":\"items\",\"kind\":\"array\"},"
            + "{\"name\":\"n\",\"kind\":\"number\"},{\"name\":\"s\",\"kind\":\"string\"},{\"name\":\"o\",\"kind\":\"any\"}]},"
            + "{\"name\":\"Hero\",\"fields\":[{\"name\":\"r\",\"kind\":\"ref\"},{\"name\":\"items\",\"kind\":\"array\"},"
            + "{\"name\":\"n\",\"kind\":\"number\"},{\"name\":\"s\",\"kind\":\"string\"},{\"name\":\"o\",\"kind\":\"any\"}]}]";

    @Property(tries = 400)
    void aConversionIsRefusedOrComesBackTheSame(@ForAll Random random) {
        String helioText = helio(random);
        Document helio = read("helio", helioText.getBytes(StandardCharsets.UTF_8));
        for (String to : DIALECTS) {
            Document b = convertOrNull(helio, to);
            Statistics.label(to).collect(b == null ? "refused" : "kept");
            if (b == null) continue;
            Document back = convertOrNull(b, "helio");
            if (to.equals("cyclejs")) assertTrue(back != null, "cycle.js documents of plain objects and arrays convert to helio");
            if (back != null) assertNull(SameGraph.difference(helio, back, !to.equals("cyclejs")), helioText + "\n→ " + to);
            for (String other : DIALECTS) {
                if (other.equals(to)) continue;
                Document c = convertOrNull(b, other);
                if (c == null) continue;
                Document again = convertOrNull(c, to);
                if (again != null) assertNull(SameGraph.difference(b, again, !to.equals("cyclejs") && !other.equals("cyclejs")), helioText + "\n→ " + to + " → " + other);
            }
        }
    }

    /** The converted document read back, or null when the conversion was refused (with a one-line reason). */
    private static Document convertOrNull(Document doc, String to) {
        Format from = savelens.format.FormatProviders.of(doc);
        try {
            return read(to, Conversions.convert(doc, from, Formats.byName(to)));
        } catch (ConversionRefusedException e) {
            assertFalse(e.getMessage().isBlank() || e.getMessage().contains("\n"), e.getMessage());
            return null;
        }
    }

    private static Document read(String format, byte[] text) {
        return Formats.byName(format).read(text, ReadContext.of(Path.of("random.json")));
    }

    /**
     * A helio document of up to eight nodes: ids often 0, 1, 2… as a depth-first walk meets them (cycle.js gives
     * those back), otherwise scattered; types mostly Object; fields with numbers, strings, inline objects,
     * references (some dangling) and arrays of references.
     */
    static String helio(Random r) {
        int n = 1 + r.nextInt(8);
        Set<Long> ids = new LinkedHashSet<>();
        boolean scattered = r.nextInt(3) == 0;
        while (ids.size() < n) ids.add(scattered ? (long) r.nextInt(40) - 3 : ids.size());
        List<Long> idList = new ArrayList<>(ids);
        StringBuilder s = new StringBuilder("{\"root\":" + idList.get(0) + ",\"types\":" + TYPES + ",\"nodes\":[");
        for (int i = 0; i < n; i++) {
            if (i > 0) s.append(',');
            String type = r.nextInt(6) == 0 ? "Hero" : "Object";
            s.append("{\"id\":").append(idList.get(i)).append(",\"type\":\"").append(type).append("\",\"fields\":{");
            List<String> fields = new ArrayList<>();
            // A chain through "r" keeps most nodes reachable from the root.
            if (i + 1 < n && r.nextInt(5) > 0) fields.add("\"r\":" + idList.get(i + 1));
            else if (r.nextBoolean()) fields.add("\"r\":" + (r.nextInt(8) == 0 ? "99" : r.nextBoolean() ? "null" : String.valueOf(idList.get(r.nextInt(n)))));
            if (r.nextInt(3) == 0) {
                List<String> items = new ArrayList<>();
                for (int k = r.nextInt(4); k > 0; k--) items.add(String.valueOf(idList.get(r.nextInt(n))));
                fields.add("\"items\":[" + String.join(",", items) + "]");
            }
            if (r.nextBoolean()) fields.add("\"n\":" + (r.nextBoolean() ? "1.50" : String.valueOf(100 + r.nextInt(5))));
            if (r.nextBoolean()) fields.add("\"s\":\"a \\\"q\\\" \\u00e9\"");
            if (r.nextInt(5) == 0) fields.add("\"o\":{\"x\":[1,{\"y\":null}]}");
            java.util.Collections.shuffle(fields, r);
            s.append(String.join(",", fields)).append("}}");
        }
        return s.append("]}").toString();
    }
}
