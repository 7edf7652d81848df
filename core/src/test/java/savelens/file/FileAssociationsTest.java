package savelens.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.format.FileType;

/**
 * The installers' associations come from the format providers: the committed Windows and macOS files (which their
 * argfiles name, for builds by hand) are what {@link FileAssociations} writes, and the argfiles list exactly them.
 * After a format is added, regenerate them with {@code -Dsavelens.associations.write=true}.
 */
class FileAssociationsTest {
    private static final Path JPACKAGE = Fixtures.dir().getParent().resolve("jpackage");

    @ParameterizedTest
    @ValueSource(strings = {"windows", "macos"})
    void committedFilesAndArgfilesAreThoseTheProvidersGive(String platform) throws IOException {
        Path dir = JPACKAGE.resolve(platform).resolve("associations");
        if (Boolean.getBoolean("savelens.associations.write")) {
            FileAssociations.write(platform, dir);
            writeArgfileLines(platform);
        }
        Map<String, String> committed = new TreeMap<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".properties")).toList()) {
                committed.put(f.getFileName().toString(), Files.readString(f, StandardCharsets.UTF_8));
            }
        }
        assertEquals(new TreeMap<>(FileAssociations.files(platform)), committed, "regenerate with -Dsavelens.associations.write=true");
        assertEquals(argLines(platform), associationLines(platform));
    }

    @Test
    void linuxGetsEveryTypeAndTheOthersOnlySingleExtensions(@TempDir Path tmp) throws IOException {
        FileAssociations.write("linux", tmp);
        List<String> types = new ArrayList<>();
        for (var p : Formats.all()) for (FileType t : p.capabilities().fileTypes()) types.add(t.extension());
        assertTrue(types.contains("rpgsave") && types.contains("helio.json"), types.toString());
        try (Stream<Path> files = Files.list(tmp)) {
            assertEquals(types.size(), files.count());
        }
        assertTrue(Files.readString(tmp.resolve("helio-json.properties")).contains("extension=helio.json\n"));
        assertTrue(FileAssociations.files("windows").keySet().stream().noneMatch(f -> f.startsWith("helio")));
    }

    private static List<String> argLines(String platform) {
        return FileAssociations.files(platform).keySet().stream()
                .map(f -> "--file-associations jpackage/" + platform + "/associations/" + f).toList();
    }

    private static List<String> associationLines(String platform) throws IOException {
        return Files.readAllLines(JPACKAGE.resolve(platform).resolve("savelens.args")).stream()
                .filter(l -> l.startsWith("--file-associations")).toList();
    }

    /** Replaces the argfile's association lines (kept where the first one stood). */
    private static void writeArgfileLines(String platform) throws IOException {
        Path args = JPACKAGE.resolve(platform).resolve("savelens.args");
        List<String> out = new ArrayList<>();
        boolean written = false;
        for (String line : Files.readAllLines(args)) {
            if (!line.startsWith("--file-associations")) out.add(line);
            else if (!written) {
                out.addAll(argLines(platform));
                written = true;
            }
        }
        Files.write(args, out);
    }
}
