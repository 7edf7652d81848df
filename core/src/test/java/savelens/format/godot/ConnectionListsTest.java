package savelens.format.godot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A file is scanned once: the {@code connections} lists its senders get are placed in the table after the scan
 * ({@link ValueTable#insertLists}), and the table comes out value for value as a scan told the counts beforehand
 * writes it, on every fixture and on a generated scene with connections.
 */
class ConnectionListsTest {
    @Test
    void listsPlacedAfterTheScanMatchAScanToldTheCountsBefore() throws IOException {
        Path dir = GodotFixtures.path("theme.tres").getParent();
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(p -> p.toString().endsWith(".tscn") || p.toString().endsWith(".tres")).sorted().toList();
        }
        int withConnections = 0;
        for (Path f : files) withConnections += same(Files.readAllBytes(f), f.toString());
        withConnections += same(GodotSceneGenerator.generate(3_000, GodotSceneGenerator.DEFAULT_SEED), "generated");
        assertTrue(withConnections >= 2, "files with connections: " + withConnections);
    }

    /** Compares the two tables; 1 when the file has lists to place. */
    private static int same(byte[] text, String what) {
        TextScanner once;
        try {
            once = new TextScanner(text, s -> 0).scan();
        } catch (GodotSyntaxException e) {
            return 0; // a fixture that is meant not to read
        }
        SceneLayout layout = new SceneLayout(new GodotTextIndex(text, once.table(), -1), once.sections());
        int[] outgoing = new int[once.sections().size()];
        int senders = 0;
        for (int c = 0; c < layout.connections.size(); c++) {
            int from = layout.sender(c);
            if (from >= 0 && outgoing[from]++ == 0) senders++;
        }
        int[] before = once.table().insertLists(once.sections(), outgoing);
        layout.shift(before);
        TextScanner told = new TextScanner(text, s -> outgoing[s]).scan();
        ValueTable a = once.table(), b = told.table();
        assertEquals(b.count, a.count, what);
        int n = b.count;
        assertArrayEquals(Arrays.copyOf(b.kind, n), Arrays.copyOf(a.kind, n), what + " kind");
        assertArrayEquals(Arrays.copyOf(b.variant, n), Arrays.copyOf(a.variant, n), what + " variant");
        assertArrayEquals(Arrays.copyOf(b.start, n), Arrays.copyOf(a.start, n), what + " start");
        assertArrayEquals(Arrays.copyOf(b.end, n), Arrays.copyOf(a.end, n), what + " end");
        assertArrayEquals(Arrays.copyOf(b.keyStart, n), Arrays.copyOf(a.keyStart, n), what + " keyStart");
        for (int v = 0; v < n; v++) assertEquals(b.keyEnd(v), a.keyEnd(v), what + " keyEnd");
        assertArrayEquals(Arrays.copyOf(b.parent, n), Arrays.copyOf(a.parent, n), what + " parent");
        assertArrayEquals(Arrays.copyOf(b.after, n), Arrays.copyOf(a.after, n), what + " after");
        assertEquals(b.typeParameters, a.typeParameters, what + " type parameters");
        assertEquals(told.sections(), once.sections(), what + " sections");
        SceneLayout fresh = new SceneLayout(new GodotTextIndex(text, b, -1), told.sections());
        assertEquals(fresh.connections.size(), layout.connections.size(), what + " connections");
        for (int c = 0; c < fresh.connections.size(); c++) {
            assertEquals(fresh.connections.section(c), layout.connections.section(c), what + " connection's section");
            assertEquals(fresh.connections.fromValue(c), layout.connections.fromValue(c), what + " connection's sender value");
            assertEquals(fresh.connections.toValue(c), layout.connections.toValue(c), what + " connection's receiver value");
            assertEquals(fresh.connections.from(c), layout.connections.from(c), what + " connection's sender");
            assertEquals(fresh.connections.to(c), layout.connections.to(c), what + " connection's receiver");
        }
        for (int s = 0; s < told.sections().size(); s++) {
            assertEquals(fresh.nodePath(s), layout.nodePath(s), what + " node path");
            if (fresh.nodePath(s) != null) assertEquals(fresh.node(fresh.nodePath(s)), layout.node(layout.nodePath(s)), what + " node by path");
        }
        return senders > 0 ? 1 : 0;
    }
}
