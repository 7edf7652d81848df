package savelens.app.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javafx.collections.ListChangeListener;
import org.junit.jupiter.api.Test;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.document.ReadContext;
import savelens.file.OpenFile;

/** Hits arrive in batches while the search runs, are capped, and a cancel keeps what was found. */
class SearchBatchesTest {
    /** {@code n} nodes of type Crate, each named "crate N". */
    static DocumentLoader.Loaded crates(int n) {
        StringBuilder s = new StringBuilder("{\"root\":0,\"nodes\":[");
        for (int i = 0; i < n; i++) {
            if (i > 0) s.append(',');
            s.append("{\"id\":").append(i).append(",\"type\":\"Crate\",\"fields\":{\"label\":\"box ").append(i).append("\"}}");
        }
        byte[] bytes = s.append("]}").toString().getBytes(StandardCharsets.UTF_8);
        return DocumentLoader.Loaded.of(OpenFile.read(bytes, ReadContext.of(null)));
    }

    final DocumentLoader.Loaded crates = crates(10_500);
    final DocumentViewModel doc = new DocumentViewModel(crates, false);

    @Test void hitsArriveInBatchesInDocumentOrder() {
        SearchViewModel search = new SearchViewModel(doc, new CurrentThreadTaskExecutor());
        List<Integer> batches = new ArrayList<>();
        search.results().addListener((ListChangeListener<SearchHit>) c -> {
            while (c.next()) if (c.wasAdded()) batches.add(c.getAddedSize());
        });
        search.search("box 1");  // box 1, box 10…19, box 100…199, box 1000…1999, box 10000…10499: 1,611 hits
        assertEquals(1_611, search.results().size());
        assertTrue(batches.size() >= 4, "more than one batch: " + batches);
        assertTrue(batches.stream().allMatch(b -> b <= HitBatches.BATCH), batches.toString());
        assertEquals(DocumentSearch.find(crates.state(), "box 1"), List.copyOf(search.results()));
        assertEquals("#1.label", search.results().get(0).path().toString());
        assertEquals("1,611 hits", search.summaryProperty().get());
        assertFalse(search.searchingProperty().get());
    }

    /**
     * A hit is named (its path and text worked out) when asked, not when found; once the document moves on, the hits
     * not yet named are named from the revision they were found in, so that they do not keep it.
     */
    @Test void hitsAreNamedWhenAskedAndAllOnceTheDocumentMovesOn() {
        SearchViewModel search = new SearchViewModel(doc, new CurrentThreadTaskExecutor());
        search.search("box 2");
        List<SearchHit> hits = List.copyOf(search.results());
        assertEquals(1_111, hits.size());
        assertTrue(hits.stream().noneMatch(SearchHit::named), "found, not named");
        assertEquals("#2.label", hits.get(0).path().toString());
        assertEquals("box 2", hits.get(0).matched());
        assertTrue(hits.get(0).named());
        assertFalse(hits.get(1).named());
        assertEquals(null, doc.setValue(savelens.path.DocumentPath.parse("#2.label"), savelens.document.NewValue.string("crate")));
        assertTrue(hits.stream().allMatch(SearchHit::named), "named from the revision searched once the document changed");
        assertEquals("#2.label", hits.get(0).path().toString());
        assertEquals("box 20", hits.get(1).matched());
        assertEquals(DocumentSearch.find(crates.state(), "box 2"), hits);
    }

    @Test void atMostTenThousandHitsAreKeptAndTheSummarySaysThereAreMore() {
        SearchViewModel search = new SearchViewModel(doc, new CurrentThreadTaskExecutor());
        search.search("crate");  // every node's type: 10,500
        assertEquals(DocumentSearch.LIMIT, search.results().size());
        assertEquals("10,000+ hits", search.summaryProperty().get());
        assertEquals(DocumentSearch.LIMIT, DocumentSearch.find(crates.state(), "crate").size());
    }

    @Test void exactlyTheCapIsNotMore() {
        SearchViewModel search = new SearchViewModel(doc, new CurrentThreadTaskExecutor(), 1_611);
        search.search("box 1");
        assertEquals("1,611 hits", search.summaryProperty().get());
        search.search("box 1");
        SearchViewModel smaller = new SearchViewModel(doc, new CurrentThreadTaskExecutor(), 1_610);
        smaller.search("box 1");
        assertEquals("1,610+ hits", smaller.summaryProperty().get());
    }

    @Test void cancellingKeepsTheHitsFoundSoFar() {
        SearchViewModel search = new SearchViewModel(doc, new CurrentThreadTaskExecutor());
        search.results().addListener((ListChangeListener<SearchHit>) c -> {
            if (search.results().size() >= HitBatches.BATCH) search.cancel();
        });
        search.search("crate");
        assertEquals(HitBatches.BATCH, search.results().size(), "the batch on screen when Cancel came, nothing after");
        assertEquals("500 hits (stopped)", search.summaryProperty().get());
        assertFalse(search.searchingProperty().get());
        assertFalse(Thread.currentThread().isInterrupted());
    }

    @Test void aNewSearchReplacesTheLast() {
        SearchViewModel search = new SearchViewModel(doc, new CurrentThreadTaskExecutor());
        search.search("crate");
        search.search("no such box");
        assertTrue(search.results().isEmpty());
        assertEquals("nothing matches no such box", search.summaryProperty().get());
        search.search("  ");
        assertEquals("", search.summaryProperty().get());
    }
}
