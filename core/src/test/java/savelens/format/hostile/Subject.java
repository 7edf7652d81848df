package savelens.format.hostile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import savelens.Fixtures;
import savelens.SharedCorpus;
import savelens.format.Format;
import savelens.file.Formats;

/**
 * A document to damage: its file's bytes, its format and the JSON text inside (the file itself for plain
 * JSON formats). Damaged copies are read as if they were the file, so that its name and a sidecar registry
 * beside it count as they would.
 */
record Subject(String name, Path path, byte[] file, Format format, byte[] json) {
    /** The documents in the repository's fixtures/, one of each kind SaveLens reads. */
    static final List<String> FILES = List.of(
            "helio/island.json", "helio/scene.json",
            "jsonex-lite/party.json", "jsonex-lite/self-array.json",
            "rpgmaker-mv/file1.rpgsave", "rpgmaker-mv/global.rpgsave", "rpgmaker-mv/config.rpgsave", "rpgmaker-mv/file2.rpgsave",
            "rpgmaker-mz/file1.rmmzsave", "rpgmaker-mz/global.rmmzsave", "rpgmaker-mz/config.rmmzsave", "rpgmaker-mz/file2.rmmzsave",
            "dotnet-refs/guild.json", "dotnet-refs/office.json", "cyclejs/crew.json", "cyclejs/loop.json",
            "jackson-identity/zoo.json", "jackson-identity/world.json");

    static Subject of(String label, Path path) {
        try {
            byte[] file = Files.readAllBytes(path);
            Format format = Formats.detect(file, path);
            return new Subject(label, path, file, format, format.decode(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<Subject> fixtures() {
        List<Subject> out = new ArrayList<>();
        for (String f : FILES) out.add(of("fixtures/" + f, Fixtures.path(f)));
        return out;
    }

    /** The shared samples of the same names, where they are; else none, and the calling test says so. */
    static List<Subject> samples() {
        List<Subject> out = new ArrayList<>();
        if (!SharedCorpus.SAMPLES.presentOrTell()) return out;
        for (String f : FILES) {
            Path p = SharedCorpus.SAMPLES.dir().resolve(f);
            if (Files.isRegularFile(p)) out.add(of("samples/" + f, p));
        }
        return out;
    }

    /** The file whose JSON text is {@code text}: written by the format's own encoder, so that the container is sound. */
    byte[] wrap(byte[] text) {
        return isContainer() ? format.encode(text) : text;
    }

    boolean isContainer() { return format.name().startsWith("rpgmaker"); }

    @Override public String toString() { return name; }
}
