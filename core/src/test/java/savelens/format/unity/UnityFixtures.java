package savelens.format.unity;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;

/** The hand-written Unity YAML files under {@code src/test/resources/unity}. */
final class UnityFixtures {
    private UnityFixtures() {}

    static byte[] bytes(String name) {
        try (InputStream in = UnityFixtures.class.getResourceAsStream("/unity/" + name)) {
            if (in == null) throw new IllegalArgumentException("no fixture " + name);
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Document open(String name) {
        return Formats.read(bytes(name), ReadContext.of(Path.of(name)));
    }

    static Document read(String text) {
        return Formats.read(text.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("test.unity")));
    }
}
