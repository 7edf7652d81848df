package savelens.bench.measure;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Counts of this process that a loaded machine does not move, to read beside times that it does: memory touched for
 * the first time (minor page faults) and garbage collections.
 */
public final class ProcessCounters {
    private ProcessCounters() {}

    /** The process's minor page faults so far, from {@code /proc/self/stat} (0 where there is none). */
    public static long minorFaults() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            // the fields after the command's name, which may hold spaces: state first, minflt the eighth
            return Long.parseLong(stat.substring(stat.lastIndexOf(')') + 2).split(" ")[7]);
        } catch (Exception e) {
            return 0;
        }
    }

    /** Collections so far, every collector's. */
    public static long collections() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream().mapToLong(GarbageCollectorMXBean::getCollectionCount).sum();
    }

    /** Milliseconds of collections so far, as the collectors count them. */
    public static long collectionMillis() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream().mapToLong(GarbageCollectorMXBean::getCollectionTime).sum();
    }
}
