package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.fixtures.SceneGenerator;

/**
 * A scene's rows read in runs ({@link SceneRows}): two readers on two threads at once say of each row what one reader
 * says, and the rows taken in {@link SceneRows#inOrder} are the objects built whole, in their order.
 */
class SceneRowsTest {
    private static final ReadContext CONTEXT = ReadContext.of(Path.of("scene.json"));

    @Test
    void twoReadersOnTwoThreadsSayWhatOneSays() throws InterruptedException {
        Document doc = Formats.read(SceneGenerator.generate(60_000, 7), CONTEXT);
        SceneRows rows = SceneHierarchy.forObjects(doc).orElseThrow().rows();
        int n = rows.count();
        String[] one = new String[n];
        rows.reader().rows(0, n, r -> one[r.number()] = said(r));
        String[] two = new String[n];
        int half = n / 3;
        SceneRows.Reader other = rows.reader();
        Thread t = new Thread(() -> other.rows(half, n, r -> two[r.number()] = said(r)));
        t.start();
        rows.reader().rows(0, half, r -> two[r.number()] = said(r));
        t.join();
        assertTrue(n > 15_000, n + " objects");
        assertArrayEquals(one, two);
        assertThrows(IndexOutOfBoundsException.class, () -> rows.reader().rows(0, n + 1, r -> { }));
    }

    @Test
    void theRowsInOrderAreTheObjectsBuiltWhole() {
        Document doc = Formats.read(SceneGenerator.generate(30_000, 2026), CONTEXT);
        SceneRows rows = SceneHierarchy.forObjects(doc).orElseThrow().rows();
        String[] byNumber = new String[rows.count()];
        rows.reader().rows(0, rows.count(), r -> byNumber[r.number()] = said(r));
        List<SceneObject> built = SceneHierarchy.forObjects(doc).orElseThrow().objects();
        int[] place = {0};
        rows.inOrder(number -> {
            SceneObject o = built.get(place[0]++);
            assertEquals(said(o), byNumber[number], "object " + (place[0] - 1));
        });
        assertEquals(built.size(), place[0]);
    }

    /** What a printed line says of a row: its name, depth, flags and components. */
    private static String said(SceneRow r) {
        StringBuilder s = new StringBuilder(r.node() + " " + r.name() + " " + r.depth() + " " + r.activeSelf() + " " + r.activeInHierarchy() + " " + r.tags());
        for (int i = 0; i < r.componentCount(); i++) s.append(' ').append(r.componentKind(i)).append(' ').append(r.componentId(i));
        return s.toString();
    }

    private static String said(SceneObject o) {
        StringBuilder s = new StringBuilder(o.node() + " " + o.name() + " " + o.depth() + " " + o.activeSelf() + " " + o.activeInHierarchy() + " " + o.tags());
        for (SceneComponent c : o.components()) s.append(' ').append(c.kind()).append(' ').append(c.id());
        return s.toString();
    }
}
