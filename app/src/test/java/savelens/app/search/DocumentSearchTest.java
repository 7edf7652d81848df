package savelens.app.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.app.Fixtures;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentState;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.CurrentThreadTaskExecutor;

class DocumentSearchTest {
    final DocumentState scene = DocumentLoader.load(Fixtures.folder().resolve("helio/scene.json"));

    @Test void findsAValueDeepInsideTheGraph() {
        List<SearchHit> hits = DocumentSearch.find(scene, "keeper");
        assertEquals(1, hits.size());
        assertEquals("$.roots[0].children[0].children[0].name", hits.get(0).path().toString());
    }

    @Test void findsANodeByIdAndByPath() {
        assertEquals("$.roots[0].children[0]", DocumentSearch.find(scene, "#3").get(0).path().toString());
        assertEquals("$.roots[0].children[0].name", DocumentSearch.find(scene, "#3.name").get(0).path().toString());
        assertEquals("$.roots[0]", DocumentSearch.find(scene, "$.roots[0]").get(0).path().toString());
    }

    @Test void findsTypesAndFieldNames() {
        // Six Component nodes by type, and the five GameObjects' "components" fields by name.
        assertEquals(11, DocumentSearch.find(scene, "Component").size());
        List<SearchHit> rates = DocumentSearch.find(scene, "rate");
        assertEquals(6, rates.size());
        assertTrue(rates.stream().allMatch(h -> h.path().toString().endsWith(".rate")));
    }

    @Test void choosingAHitSelectsIt() {
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(Fixtures.folder().resolve("helio/scene.json")), false);
        SearchViewModel search = new SearchViewModel(doc, new CurrentThreadTaskExecutor());
        search.search("keeper");
        assertEquals(1, search.results().size());
        search.choose(search.results().get(0));
        assertEquals("$.roots[0].children[0].children[0].name", doc.selectedPath().toString());
        assertEquals("1 hit", search.summaryProperty().get());
    }
}
