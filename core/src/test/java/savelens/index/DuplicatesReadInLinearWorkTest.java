package savelens.index;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import savelens.DuplicateFiles;
import savelens.DuplicateFiles.Kind;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;

/**
 * A file holding 100,000 duplicates (names in one object, ids, node names) is read and checked with work in
 * proportion to its size: finding each duplicate's line and column must not walk the text from its start.
 * Counted in bytes the line lookups walk, never timed (the timeout only keeps a regression from hanging the build).
 */
class DuplicatesReadInLinearWorkTest {
    private static final int N = Integer.getInteger("savelens.test.duplicates", 100_000);

    @ParameterizedTest
    @EnumSource(Kind.class)
    @Timeout(300)
    void everyDuplicateIsReportedWithoutRescanningTheText(Kind kind) {
        DuplicateFiles.File file = DuplicateFiles.duplicates(kind, N);
        long before = LineTable.bytesScanned();
        Document doc = Formats.read(file.bytes(), ReadContext.of(Path.of(file.name())));
        List<Diagnostic> found = DocumentCheck.diagnostics(doc, GraphAnalysis.of(doc));
        long scanned = LineTable.bytesScanned() - before;

        long duplicates = found.stream().filter(d -> d.message().matches("(?s).*(duplicate|twice|two nodes).*")).count();
        assertTrue(duplicates >= N, kind + ": " + duplicates + " duplicates reported of " + N);
        long text = doc.index().text().length;
        assertTrue(scanned <= 4 * text + 200L * duplicates,
                kind + ": line lookups walked " + scanned + " bytes of a " + text + "-byte text");
    }
}
