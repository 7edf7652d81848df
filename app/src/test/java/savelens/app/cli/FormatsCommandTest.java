package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.app.cli.CliTest.Result;
import savelens.file.Formats;
import savelens.format.FormatCapabilities.ConversionRole;
import savelens.format.FormatCapabilities.EditKind;
import savelens.format.FormatProvider;

/** {@code formats} lists what the providers say, so that it can never drift from detection and the installers. */
class FormatsCommandTest {
    @Test void everyProviderIsOneLineWithItsEndingsLast() {
        Result r = CliTest.run("formats");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).startsWith("FORMAT"), lines.get(0));
        assertEquals(Formats.all().size(), lines.size() - 1, r.out());
        for (int i = 0; i < Formats.all().size(); i++) {
            FormatProvider p = Formats.all().get(i);
            String line = lines.get(i + 1);
            assertTrue(line.startsWith(p.name() + " "), line);
            String endings = String.join(" ", p.extensions().stream().map(e -> "*" + e).toList());
            assertTrue(line.endsWith("  " + endings), line);
            assertEquals(p.capabilities().edits().isEmpty(), line.contains(" read-only "), line);
            // A format whose documents convert to nothing says so, rather than naming a target every file refuses.
            assertEquals(p.capabilities().graph().role() == ConversionRole.NONE, line.contains("  none  "), line);
        }
    }

    @Test void theJsonNamesEachFormatsEndingsAndEdits() throws Exception {
        Result r = CliTest.run("formats", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode all = new ObjectMapper().readTree(r.out());
        assertEquals(Formats.all().size(), all.size());
        for (int i = 0; i < all.size(); i++) {
            FormatProvider p = Formats.all().get(i);
            JsonNode f = all.get(i);
            assertEquals(p.name(), f.get("name").asText());
            List<String> endings = new ArrayList<>();
            f.get("extensions").forEach(e -> endings.add(e.asText()));
            assertEquals(p.extensions(), endings);
            assertEquals(p.capabilities().allows(EditKind.SET_SCALAR), f.get("edits").toString().contains("\"set\""), f.toString());
        }
    }

    @Test void aFileIsAUsageError() {
        Result r = CliTest.run("formats", "x.json");
        assertEquals(64, r.code());
        assertEquals("savelens: usage: savelens formats [--json]\n", r.err());
    }
}
