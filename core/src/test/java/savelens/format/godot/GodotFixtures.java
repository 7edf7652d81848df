package savelens.format.godot;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;

/** The hand-written Godot files under {@code src/test/resources/godot} ({@code project/} holds a {@code project.godot}). */
final class GodotFixtures {
    private GodotFixtures() {}

    /** The fixture as a file on disk, so that {@code res://} paths are found beside it. */
    static Path path(String name) {
        URL url = GodotFixtures.class.getResource("/godot/" + name);
        if (url == null) throw new IllegalArgumentException("no fixture " + name);
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static byte[] bytes(String name) {
        try {
            return Files.readAllBytes(path(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Document open(String name) {
        return Formats.read(bytes(name), ReadContext.of(path(name)));
    }

    /** The text read with no file around it: no project, so no instanced scene is found. */
    static Document read(String text) {
        return Formats.read(text.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("test.tscn")));
    }
}
