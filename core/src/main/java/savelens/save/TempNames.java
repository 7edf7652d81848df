package savelens.save;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;

/**
 * The names of the files a save of NAME makes beside it: {@code .NAME.<16 hex digits>.tmp} for the new
 * content and {@code .NAME.<16 hex digits>.bak.tmp} for a backup on its way into place. The fixed-length
 * random part means the names of one file's saves never match another file's, so removing leftovers of
 * NAME (under NAME's lock) can never touch a temp file of a save of another file running at that moment.
 */
final class TempNames {
    private TempNames() {}

    static Path content(Path real) { return real.resolveSibling("." + real.getFileName() + "." + random() + ".tmp"); }

    static Path backup(Path real) { return real.resolveSibling("." + real.getFileName() + "." + random() + ".bak.tmp"); }

    /** The lock file of saves of {@code real}: a stable name beside it, since the save replaces the file itself. */
    static Path lock(Path real) { return real.resolveSibling("." + real.getFileName() + ".lock"); }

    static Pattern leftovers(String name) {
        return Pattern.compile("\\." + Pattern.quote(name) + "\\.[0-9a-f]{16}(\\.bak)?\\.tmp");
    }

    /**
     * Removes what killed saves of {@code real} left: regular files with exactly our names. Only ever called
     * holding the file's lock, so no save of it is under way. A file that cannot be removed is left.
     */
    static void removeLeftovers(Path real, SaveSteps steps) {
        Pattern ours = leftovers(real.getFileName().toString());
        List<Path> found = new ArrayList<>();
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(real.getParent(),
                p -> ours.matcher(p.getFileName().toString()).matches() && Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS))) {
            dir.forEach(found::add);
        } catch (IOException | RuntimeException e) {
            return; // cannot list the folder: the save itself will say what is wrong
        }
        for (Path p : found) {
            try {
                steps.delete(p);
            } catch (IOException e) {
                // left for a later save
            }
        }
    }

    private static String random() {
        return String.format("%016x", ThreadLocalRandom.current().nextLong());
    }
}
