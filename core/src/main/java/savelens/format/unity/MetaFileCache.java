package savelens.format.unity;

import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The guids of a project's {@code .meta} files as last read, with each file's size and modification time, so
 * that opening another scene of the same project reads only the {@code .meta} files that are new or changed
 * (listing the folders is cheap; reading thousands of small files is what took the time). A few projects are
 * remembered, the least recently used forgotten.
 */
final class MetaFileCache {
    private record Seen(long size, long modified, String guid) {}

    private static final int PROJECTS = 4;
    private static final Map<Path, Map<Path, Seen>> BY_PROJECT = new LinkedHashMap<>(8, 0.75f, true) {
        @Override protected boolean removeEldestEntry(Map.Entry<Path, Map<Path, Seen>> eldest) { return size() > PROJECTS; }
    };

    private final Map<Path, Seen> before;
    private final Map<Path, Seen> now = new HashMap<>();
    private int read;

    private MetaFileCache(Map<Path, Seen> before) { this.before = before; }

    /** What was known of the project's files, for one walk over it. */
    static MetaFileCache of(Path project) {
        synchronized (BY_PROJECT) {
            Map<Path, Seen> known = BY_PROJECT.get(project);
            return new MetaFileCache(known == null ? Map.of() : known);
        }
    }

    /** The guid of a {@code .meta} file: as read before when its size and time are unchanged, else read now. */
    String guid(Path meta, BasicFileAttributes attrs, java.util.function.Function<Path, String> reader) {
        long size = attrs.size(), modified = attrs.lastModifiedTime().toMillis();
        Seen s = before.get(meta);
        if (s == null || s.size != size || s.modified != modified) {
            s = new Seen(size, modified, reader.apply(meta));
            read++;
        }
        now.put(meta, s);
        return s.guid;
    }

    /** How many {@code .meta} files this walk had to read. */
    int filesRead() { return read; }

    /** Keeps what this walk saw (files that went away are forgotten with it). */
    void keep(Path project) {
        synchronized (BY_PROJECT) {
            BY_PROJECT.put(project, now);
        }
    }
}
