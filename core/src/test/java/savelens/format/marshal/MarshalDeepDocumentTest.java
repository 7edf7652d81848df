package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import savelens.diff.Alignment;
import savelens.diff.Change;
import savelens.diff.DocumentDiff;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;
import savelens.query.document.DocumentQuery;
import savelens.size.SizeAnalysis;

/** What every format shares, over a Marshal file nested thousands of levels deep, on a small thread stack. */
class MarshalDeepDocumentTest {
    private static final int DEPTH = 2_500;

    /** One stream: an array of two chains {@code levels} deep, alike but for the innermost integers. */
    private static byte[] twoChains(int levels, int first, int second) {
        MarshalBytes b = new MarshalBytes().array(2);
        chain(b, levels, first);
        chain(b, levels, second);
        return b.bytes();
    }

    /** By turns {@code [1, …]}, {@code {:k => …}} and an object's {@code @n}; innermost {@code [innermost]}. */
    private static void chain(MarshalBytes b, int levels, int innermost) {
        for (int i = 0; i < levels; i++) {
            switch (i % 3) {
                case 0 -> b.array(2).fixnum(1);
                case 1 -> b.hash(1).symbol("k");
                default -> b.object("Node", 1).symbol("@n");
            }
        }
        b.array(1).fixnum(innermost);
    }

    private static Document read(byte[] bytes) { return new MarshalFormat().read(bytes, ReadContext.of(null)); }

    /** How many streams hold two chains a query finds equal. */
    private static int equalChains(Document doc) { return DocumentQuery.parse("$[?@[0] == @[1]]", false).run(doc).size(); }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aQueryComparesTwoDeepValuesWithNoStackPerLevel() throws Exception {
        assertEquals(1, equalChains(read(twoChains(10, 7, 7)))); // the classes loaded here, on a stack that has room for it
        Document same = read(twoChains(DEPTH, 7, 7)), different = read(twoChains(DEPTH, 7, 8));
        assertEquals(1, MarshalDeepEditTest.onASmallStack(() -> equalChains(same)));
        assertEquals(0, MarshalDeepEditTest.onASmallStack(() -> equalChains(different)));
    }

    /** The graph analysis, the check, the sizes, and a diff of two deep documents. */
    private static Object wholeDocument(Document a, Document b) {
        GraphAnalysis analysis = GraphAnalysis.of(a);
        DocumentCheck.diagnostics(a, analysis);
        SizeAnalysis.of(a);
        return DocumentDiff.between(a, b, Alignment.of(a));
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void everyWholeDocumentStepOverADeepFileNeedsNoStackPerLevel() throws Exception {
        wholeDocument(read(twoChains(10, 7, 7)), read(twoChains(10, 7, 8)));
        Document a = read(twoChains(DEPTH, 7, 7)), b = read(twoChains(DEPTH, 7, 8));
        List<?> changes = assertInstanceOf(List.class, MarshalDeepEditTest.onASmallStack(() -> wholeDocument(a, b)));
        assertEquals(1, changes.size());
        Change change = (Change) changes.get(0);
        assertEquals("7 → 8", change.oldValue() + " → " + change.newValue());
    }
}
