package savelens.format.rpgmaker;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.InflaterInputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.path.DocumentPath;

/** Setting the party's gold writes a save that a decoder other than ours reads with only that value changed. */
class SetGoldTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @ParameterizedTest
    @ValueSource(strings = {"rpgmaker-mv/file1.rpgsave", "rpgmaker-mv/file2.rpgsave", "rpgmaker-mz/file1.rmmzsave", "rpgmaker-mz/file2.rmmzsave"})
    void goldChangesAndNothingElse(String fixture) throws IOException {
        assertGoldChangesAndNothingElse(fixture, RpgMakerSamplesTest.fixture(fixture));
    }

    @ParameterizedTest
    @ValueSource(strings = {"rpgmaker-mv/file1.rpgsave", "rpgmaker-mz/file1.rmmzsave"})
    void goldChangesAndNothingElseInTheRealSaves(String sample) throws IOException {
        assertGoldChangesAndNothingElse(sample, RpgMakerSamplesTest.real(sample));
    }

    private static void assertGoldChangesAndNothingElse(String sample, Document doc) throws IOException {
        int gold = DocumentPath.parse("$.party._gold").resolve(doc).value();
        Document edited = new SetValue(gold, NewValue.parse("99999"), "$.party._gold").execute(doc);
        byte[] file = Formats.byName(edited.syntax().name()).encode(edited.text());

        String decoded = sample.endsWith(".rpgsave")
                ? IndependentLzDecoder.decodeBase64Save(new String(file, StandardCharsets.US_ASCII))
                : inflateMz(file);
        JsonNode after = JSON.readTree(decoded);
        JsonNode before = JSON.readTree(doc.text());
        assertEquals(99999, after.get("party").get("_gold").asInt());
        ((ObjectNode) before.get("party")).put("_gold", 99999);
        assertEquals(before, after, "every other value unchanged");
    }

    /** MZ by the book: UTF-8 text, one byte per char, zlib. */
    private static String inflateMz(byte[] file) throws IOException {
        String binary = new String(file, StandardCharsets.UTF_8);
        byte[] deflated = new byte[binary.length()];
        for (int i = 0; i < deflated.length; i++) deflated[i] = (byte) binary.charAt(i);
        try (var in = new InflaterInputStream(new ByteArrayInputStream(deflated))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
