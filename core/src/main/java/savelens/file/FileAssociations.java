package savelens.file;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import savelens.format.FileType;
import savelens.format.FormatProvider;

/**
 * The installers' file associations, written from the format providers' {@link FileType}s: one jpackage
 * {@code --file-associations} properties file per type. {@code jpackage/build.sh} runs it for the .deb; the
 * Windows and macOS files it writes are committed beside their argfiles (a test keeps them equal).
 *
 * <pre>java -cp savelens.jar savelens.file.FileAssociations linux|windows|macos DIR</pre>
 */
public final class FileAssociations {
    private FileAssociations() {}

    /** The file name and text of each association file for a platform ({@code linux}, {@code windows}, {@code macos}). */
    public static Map<String, String> files(String platform) {
        String icon = switch (platform) {
            case "linux" -> "icons/target/generated-icons/savelens-128.png";
            case "windows" -> "icons/target/generated-icons/savelens.ico";
            case "macos" -> "icons/target/generated-icons/savelens.icns";
            default -> throw new IllegalArgumentException("no such platform: " + platform + " (linux, windows or macos)");
        };
        Map<String, String> out = new LinkedHashMap<>();
        for (FormatProvider p : Formats.all()) {
            for (FileType t : p.capabilities().fileTypes()) {
                // Windows and macOS tell a type by the last extension only: ".helio.json" would take every .json.
                if (!platform.equals("linux") && t.extension().contains(".")) continue;
                String text = "# " + t.description() + " (" + p.name() + "). Written by savelens.file.FileAssociations from the format's\n"
                        + "# provider; paths are relative to the repository root.\n"
                        + "extension=" + t.extension() + "\nmime-type=" + t.mimeType() + "\ndescription=" + t.description()
                        + "\nicon=" + icon + "\n";
                out.put(t.extension().toLowerCase(Locale.ROOT).replace('.', '-') + ".properties", text);
            }
        }
        return out;
    }

    /** Writes a platform's association files into a folder, replacing the ones there. */
    public static void write(String platform, Path dir) {
        try {
            Files.createDirectories(dir);
            try (var old = Files.newDirectoryStream(dir, "*.properties")) {
                for (Path f : old) Files.delete(f);
            }
            for (var e : files(platform).entrySet()) Files.writeString(dir.resolve(e.getKey()), e.getValue(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: FileAssociations linux|windows|macos DIR");
            System.exit(64);
        }
        write(args[0], Path.of(args[1]));
        files(args[0]).keySet().forEach(f -> System.out.println(Path.of(args[1]).resolve(f)));
    }
}
