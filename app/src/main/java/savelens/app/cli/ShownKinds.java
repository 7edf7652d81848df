package savelens.app.cli;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Each component kind as a line shows it ({@link LineBytes#shownBytes}), kept by the kind's own string: a big scene has
 * a few kinds, each one string, among a million components. The last few asked for are looked at first, by identity,
 * before the map: a hash per component cost more than the kind's bytes.
 */
final class ShownKinds {
    private static final int RECENT = 8;
    private final String[] recent = new String[RECENT];
    private final byte[][] recentBytes = new byte[RECENT][];
    private int next;

    ShownKinds() {
        java.util.Arrays.fill(recent, new String()); // matches no kind: a fresh string is no other's
    }
    private final Map<String, byte[]> all = new IdentityHashMap<>();

    byte[] shown(String kind) {
        for (int i = 0; i < RECENT; i++) if (recent[i] == kind) return recentBytes[i];
        byte[] bytes = all.computeIfAbsent(kind, LineBytes::shownBytes);
        recent[next] = kind;
        recentBytes[next] = bytes;
        next = (next + 1) % RECENT;
        return bytes;
    }
}
