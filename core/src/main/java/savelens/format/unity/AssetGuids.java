package savelens.format.unity;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.ref.WeakReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import savelens.document.ReadContext;

/**
 * Where the assets of a Unity project are, by guid: every asset has a {@code NAME.meta} beside it whose
 * {@code guid:} line names it, and references to other assets give that guid. The project is the folder
 * holding {@code Assets/}, found by walking up from the file. Reading every {@code .meta} of a project takes a
 * while, so it is done once per open file, where the file is read (never on a thread that draws), and an edit
 * that reads the document again finds it done; opening another file of the project reads only the {@code .meta}
 * files that changed since ({@link MetaFileCache}).
 */
final class AssetGuids {
    static final AssetGuids NONE = new AssetGuids(null, Map.of());

    /** Stops a walk over a huge tree (a whole disk, say) from taking forever: the first so many are indexed. */
    private static final int MAX_META_FILES = 200_000;

    private final Path project;
    private final Map<String, String> pathByGuid;
    private final int metaFilesRead;

    private AssetGuids(Path project, Map<String, String> pathByGuid) { this(project, pathByGuid, 0); }

    private AssetGuids(Path project, Map<String, String> pathByGuid, int metaFilesRead) {
        this.project = project;
        this.pathByGuid = pathByGuid;
        this.metaFilesRead = metaFilesRead;
    }

    /** How many {@code .meta} files making this index read (the others were known unchanged from an earlier open). */
    int metaFilesRead() { return metaFilesRead; }

    /** The folder holding {@code Assets/}, or null when none does. */
    Path project() { return project; }

    /** The asset's path from the project ({@code Assets/Prefabs/Bee.prefab}), or null when no {@code .meta} names the guid. */
    String path(String guid) { return guid == null ? null : pathByGuid.get(guid); }

    // One index per open file: rereads after an edit pass the very context the file was opened with.
    private static final Deque<Map.Entry<WeakReference<ReadContext>, AssetGuids>> BY_CONTEXT = new ArrayDeque<>();
    private static final int REMEMBERED = 16;

    /** The index for a document read in {@code context}: made on the first read of an open file, then shared. */
    static AssetGuids of(ReadContext context) {
        if (context == null || context.file() == null) return NONE;
        synchronized (BY_CONTEXT) {
            for (Iterator<Map.Entry<WeakReference<ReadContext>, AssetGuids>> it = BY_CONTEXT.iterator(); it.hasNext(); ) {
                Map.Entry<WeakReference<ReadContext>, AssetGuids> e = it.next();
                ReadContext c = e.getKey().get();
                if (c == null) it.remove();
                else if (c == context) return e.getValue();
            }
        }
        AssetGuids made = index(projectOf(context.file()));
        synchronized (BY_CONTEXT) {
            BY_CONTEXT.addFirst(Map.entry(new WeakReference<>(context), made));
            while (BY_CONTEXT.size() > REMEMBERED) BY_CONTEXT.removeLast();
        }
        return made;
    }

    /** The nearest folder above the file that holds an {@code Assets} folder, or null. */
    static Path projectOf(Path file) {
        Path p = file.toAbsolutePath().normalize().getParent();
        for (; p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("Assets"))) return p;
        }
        return null;
    }

    /** Reads the guid of every {@code .meta} under the project's {@code Assets/}. */
    static AssetGuids index(Path project) {
        if (project == null) return NONE;
        Map<String, String> byGuid = new HashMap<>();
        MetaFileCache cache = MetaFileCache.of(project);
        try {
            Files.walkFileTree(project.resolve("Assets"), new SimpleFileVisitor<>() {
                @Override public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    String name = file.getFileName().toString();
                    if (!name.endsWith(".meta") || !attrs.isRegularFile()) return FileVisitResult.CONTINUE;
                    String guid = cache.guid(file, attrs, AssetGuids::guidOf);
                    if (guid != null) {
                        String asset = project.relativize(file).toString().replace('\\', '/');
                        byGuid.putIfAbsent(guid, asset.substring(0, asset.length() - ".meta".length()));
                    }
                    return byGuid.size() >= MAX_META_FILES ? FileVisitResult.TERMINATE : FileVisitResult.CONTINUE;
                }

                @Override public FileVisitResult visitFileFailed(Path file, IOException e) {
                    return FileVisitResult.CONTINUE; // an unreadable file or folder only leaves its guids out
                }
            });
        } catch (IOException | UncheckedIOException e) {
            // the folder went away or cannot be listed: the guids found so far are what there is
        }
        cache.keep(project);
        return new AssetGuids(project, byGuid, cache.filesRead());
    }

    /** The {@code guid:} of a {@code .meta} file (its first lines), or null. */
    private static String guidOf(Path meta) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(Files.newInputStream(meta), StandardCharsets.UTF_8))) {
            for (int i = 0; i < 8; i++) {
                String line = in.readLine();
                if (line == null) return null;
                if (line.startsWith("guid:")) {
                    String g = line.substring(5).trim();
                    return g.isEmpty() ? null : g;
                }
            }
        } catch (IOException | UncheckedIOException e) {
            return null;
        }
        return null;
    }
}
