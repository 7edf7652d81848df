package savelens.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import savelens.format.rpgmaker.LzString;
import savelens.format.rpgmaker.RpgMakerMvFormat;

/**
 * Documents whose strings hold control characters, lone surrogates, backslashes and invisible characters,
 * kept with the tests: a helio document ({@code controls.json}, #1 named {@code "Player\t"}) and an RPG
 * Maker MV save made by SaveLens's own encoder from hand-written JsonEx ({@code controls.rpgsave},
 * {@code $.actors._data[1]._name} is {@code "Harold\r"}).
 */
public final class ControlCharacterFiles {
    private ControlCharacterFiles() {}

    public static Path helio(Path dir) throws IOException {
        Path file = dir.resolve("controls.json");
        Files.write(file, resource("controls.json"));
        return file;
    }

    public static Path mv(Path dir) throws IOException {
        byte[] json = resource("controls-mv.json");
        RpgMakerMvFormat mv = new RpgMakerMvFormat();
        byte[] save = mv.encode(json);
        assertArrayEquals(json, mv.decode(save), "the encoder's save decodes to the JSON it was made from");
        Path file = dir.resolve("controls.rpgsave");
        Files.write(file, save);
        return file;
    }

    /**
     * {@code controls.rpgsave} as an older engine would have written it, with a lone surrogate left unescaped
     * in {@code $.actors._data[3]._name} ({@code "Luc\\ud800ius"}), compressed by SaveLens's own LZString.
     */
    public static Path mvWithRawLoneSurrogate(Path dir) throws IOException {
        String json = new String(resource("controls-mv.json"), StandardCharsets.UTF_8).replace("\"Lucius\"", "\"Luc\ud800ius\"");
        Path file = dir.resolve("raw-surrogate.rpgsave");
        Files.writeString(file, LzString.compressToBase64(json), StandardCharsets.US_ASCII);
        return file;
    }

    /** A shared sample copied into {@code dir}; skips the test, saying why, when the shared samples are absent. */
    public static Path sharedSample(Path dir, String relative) throws IOException {
        Path source = Samples.folder().resolve(relative);
        if (!Files.isRegularFile(source)) {
            String reason = "skipped: the shared sample " + relative + " is not here (" + Samples.folder().toAbsolutePath().normalize() + ")";
            System.err.println(reason);
            Assumptions.abort(reason);
        }
        return Samples.copy(dir, relative);
    }

    private static byte[] resource(String name) {
        try (InputStream in = ControlCharacterFiles.class.getResourceAsStream("escapes/" + name)) {
            if (in == null) throw new IllegalStateException("missing test resource escapes/" + name);
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
