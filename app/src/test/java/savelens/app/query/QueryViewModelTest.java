package savelens.app.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javafx.collections.ListChangeListener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;
import savelens.app.diff.DiffViewModel;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.AfterShownExecutor;
import savelens.app.task.CurrentThreadTaskExecutor;
import savelens.fixtures.SceneGenerator;
import savelens.query.document.DocumentQuery;
import savelens.path.DocumentPath;

class QueryViewModelTest {
    private static final String COUNTS = "$.party[\"_items\",\"_weapons\",\"_armors\"][?@ > 10]";
    @TempDir Path dir;

    private DocumentViewModel open(String fixture) throws IOException {
        return new DocumentViewModel(DocumentLoader.read(Fixtures.copy(dir, fixture)), false);
    }

    private static List<String> paths(QueryViewModel q) {
        return q.hits().stream().map(h -> h.path().toString()).toList();
    }

    private static String text(DocumentViewModel doc) { return new String(doc.document().text(), StandardCharsets.UTF_8); }

    @Test void aTextThatResolvesAsAPathStaysAPathAndAnyOtherTextFromDollarIsAQuery() throws IOException {
        DocumentViewModel doc = open("rpgmaker-mv/shop.rpgsave");
        assertFalse(QueryViewModel.isQuery(doc.state(), "$.party._gold"));
        assertFalse(QueryViewModel.isQuery(doc.state(), "$"));
        assertFalse(QueryViewModel.isQuery(doc.state(), "gold"));
        assertFalse(QueryViewModel.isQuery(doc.state(), "#3"));
        assertTrue(QueryViewModel.isQuery(doc.state(), COUNTS));
        assertTrue(QueryViewModel.isQuery(doc.state(), "$..[?@ > 10]"));
        assertTrue(QueryViewModel.isQuery(doc.state(), "$.party.nothingHere"), "a path that leads nowhere is asked as a query");
    }

    @Test void hitsAreListedWithTheirValuesAndChoosingOneIsLeftToTheView() throws IOException {
        DocumentViewModel doc = open("rpgmaker-mv/shop.rpgsave");
        QueryViewModel q = new QueryViewModel(doc, new CurrentThreadTaskExecutor());
        q.run(COUNTS);
        assertEquals(List.of("$.party._items.1", "$.party._items.7", "$.party._weapons.4", "$.party._armors.5"), paths(q));
        assertEquals(List.of("12", "40", "11", "25"), q.hits().stream().map(QueryHitRow::value).toList());
        assertEquals("4 hits", q.summaryProperty().get());
        assertEquals("", q.errorProperty().get());
        assertEquals("$.party._items.1  12", q.shown(q.hits().get(0)));
    }

    @Test void aBadQueryShowsItsColumnAndWhatIsWrongAndRunsNothing() throws IOException {
        DocumentViewModel doc = open("helio/attic.json");
        QueryViewModel q = new QueryViewModel(doc, new CurrentThreadTaskExecutor());
        q.run("$[?@.hp = 1]");
        assertEquals("$[?@.hp = 1]\n        ^ column 9: = is no operator; compare with ==", q.errorProperty().get());
        assertEquals(8, q.errorColumnProperty().get());
        assertEquals("bad query", q.summaryProperty().get());
        assertTrue(q.hits().isEmpty());
        q.run("$[?@.name == 'lamp']");
        assertEquals("", q.errorProperty().get(), "the next query clears it");
    }

    @Test void eachNodeBindsDollarToEveryNodeAndTogglingItAsksAgain() throws IOException {
        DocumentViewModel doc = open("godot/outpost.tscn");
        QueryViewModel q = new QueryViewModel(doc, new CurrentThreadTaskExecutor());
        q.run("$[?type(@) == \"Timer\"]");
        assertTrue(q.hits().isEmpty());
        assertEquals("nothing matches $[?type(@) == \"Timer\"] (from the root only; Each node looks in every node)",
                q.summaryProperty().get(), "a query from the root of a scene says where Each node would look");
        q.eachNodeProperty().set(true);
        assertEquals(List.of("#\"WaveTimer\"", "#\"Tower/Cooldown\""), paths(q));
        assertEquals(List.of("WaveTimer", "Cooldown"), q.hits().stream().map(QueryHitRow::name).toList());
        q.run("$[?type(@) == \"Nothing\"]");
        assertEquals("nothing matches $[?type(@) == \"Nothing\"]", q.summaryProperty().get(), "no hint where every node was looked in");
    }

    @Test void theFirstHitIsHandedOverAloneAndTheRestInBatches() throws IOException {
        StringBuilder json = new StringBuilder("{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"Save\",\"fields\":{\"n\":0}}");
        for (int i = 1; i <= 1200; i++) json.append(",{\"id\":").append(i).append(",\"type\":\"Enemy\",\"fields\":{\"hp\":").append(i % 20).append(".5}}"); // a whole number would be a reference in helio
        Path file = dir.resolve("many.json");
        Files.writeString(file, json.append("]}"));
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(file), false);
        QueryViewModel q = new QueryViewModel(doc, new CurrentThreadTaskExecutor());
        q.firstHitsFor(Duration.ZERO); // the first look ends at its first hit: the rest come from the worker
        List<Integer> handed = new ArrayList<>();
        q.hits().addListener((ListChangeListener<QueryHitRow>) c -> {
            while (c.next()) if (c.wasAdded()) handed.add(c.getAddedSize());
        });
        q.eachNodeProperty().set(true);
        q.run("$[?@.hp < 10]");
        assertEquals(600, q.hits().size());
        assertEquals(1, handed.get(0), "the first hit is shown before the rest are found");
        assertTrue(handed.size() >= 3, handed.toString());
        assertTrue(handed.stream().allMatch(n -> n <= QueryViewModel.BATCH), handed.toString());
        assertEquals(List.of("#1", "#2"), paths(q).subList(0, 2));
    }

    @Test void theFirstHitIsListedBeforeAnyWorkerRunsAndTheWorkerListsTheRestOnce() throws IOException {
        Path file = dir.resolve("scene.json");
        Files.write(file, SceneGenerator.generate(20_000, SceneGenerator.DEFAULT_SEED));
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(file), false);
        AfterShownExecutor held = new AfterShownExecutor(new CurrentThreadTaskExecutor()); // holds the worker's task
        QueryViewModel q = new QueryViewModel(doc, held);
        q.firstHitsFor(Duration.ZERO); // the first look ends at its first hit, however fast this machine
        q.eachNodeProperty().set(true);
        q.run("$[?@.hp < 10]");
        List<String> all = DocumentQuery.parse("$[?@.hp < 10]", true).run(doc.document()).stream().map(h -> h.path().toString()).toList();
        assertTrue(all.size() > 100, all.size() + " hits");
        assertEquals(all.subList(0, 1), paths(q), "the first hit is listed as the query is asked, with no hand-over");
        assertTrue(q.runningProperty().get());
        assertEquals("1 hit so far…", q.summaryProperty().get());
        assertEquals(1, held.heldTasks().size());
        held.release();
        assertEquals(all, paths(q), "the worker lists the rest, each once");
        assertEquals(all.size() + " hits", q.summaryProperty().get());
        assertFalse(q.runningProperty().get());
    }

    @Test void afterAnEditTheQueryIsAskedAgainOnAWorkerAndTheHitsShownStaySaidToBeFromBefore() throws IOException {
        StringBuilder json = new StringBuilder("{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"Save\",\"fields\":{\"n\":0}}");
        for (int i = 1; i <= 6; i++) json.append(",{\"id\":").append(i).append(",\"type\":\"Enemy\",\"fields\":{\"hp\":").append(i * 4).append(".5}}");
        Path file = dir.resolve("few.json");
        Files.writeString(file, json.append("]}"));
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(file), false);
        savelens.app.task.HeldTaskExecutor worker = new savelens.app.task.HeldTaskExecutor().hold();
        QueryViewModel q = new QueryViewModel(doc, worker);
        q.firstHitsFor(Duration.ofMinutes(1)); // asked, a query this small is answered where it is asked
        q.eachNodeProperty().set(true);
        q.run("$[?@.hp < 10]");
        assertEquals(List.of("#1", "#2"), paths(q));
        assertTrue(worker.held().isEmpty());

        // The edit is shown first: the query is asked again on a worker, and the hits shown meanwhile are the old ones.
        assertNull(doc.setValue(DocumentPath.parse("#3.hp"), savelens.document.NewValue.parse("1.5")));
        assertEquals(List.of("Querying"), worker.held().stream().map(t -> t.title()).toList(), "not looked for where the edit is made");
        assertEquals(List.of("#1", "#2"), paths(q), "the hits shown stay until the new ones come");
        assertEquals(QueryViewModel.UPDATING, q.summaryProperty().get(), "said to be from before the edit");
        worker.runHeld();
        assertEquals(List.of("#1", "#2", "#3"), paths(q));
        assertEquals("3 hits", q.summaryProperty().get());

        // An edit that leaves no hit clears them once the query has run again.
        assertNull(doc.setValue(DocumentPath.parse("#1.hp"), savelens.document.NewValue.parse("11.5")));
        assertNull(doc.setValue(DocumentPath.parse("#2.hp"), savelens.document.NewValue.parse("11.5")));
        assertNull(doc.setValue(DocumentPath.parse("#3.hp"), savelens.document.NewValue.parse("11.5")));
        worker.runHeld();
        assertEquals(List.of(), paths(q));
    }

    @Test void aQueryAnsweredWhileItIsAskedStartsNoWorker() throws IOException {
        DocumentViewModel doc = open("rpgmaker-mv/shop.rpgsave");
        AfterShownExecutor held = new AfterShownExecutor(new CurrentThreadTaskExecutor());
        QueryViewModel q = new QueryViewModel(doc, held);
        q.firstHitsFor(Duration.ofMinutes(1));
        q.run(COUNTS.replace("[?@ > 10]", "[?@ > 39]"));
        assertEquals(List.of("$.party._items.7"), paths(q));
        assertEquals("1 hit", q.summaryProperty().get());
        assertFalse(q.runningProperty().get());
        assertTrue(held.heldTasks().isEmpty(), "no task for a query that ended where it was asked");
        q.run("$..[?@ == 'no such value']");
        assertEquals("nothing matches $..[?@ == 'no such value'] (from the root only; Each node looks in every node)", q.summaryProperty().get());
        assertTrue(held.heldTasks().isEmpty());
    }

    @Test void theWarmUpRunsEveryKindOfQueryOnItsSmallScene() {
        // Each query finds something there, node by node or over the document, so every part of the engine has run.
        int[] rows = QueryWarmUp.run();
        for (int i = 0; i < rows.length; i++) assertTrue(rows[i] > 0, "query " + i + " found nothing");
    }

    @Test void setAllMatchesIsListedInCompareThenAppliedAsOneUndoableEdit() throws IOException {
        DocumentViewModel doc = open("rpgmaker-mv/shop.rpgsave");
        CurrentThreadTaskExecutor executor = new CurrentThreadTaskExecutor();
        QueryViewModel q = new QueryViewModel(doc, executor);
        DiffViewModel compare = new DiffViewModel(doc, executor);
        q.setPreview(compare::preview);
        q.run(COUNTS);
        String before = text(doc);
        q.prepareSetAll("99");
        assertEquals("", q.problemProperty().get());
        assertEquals("4 values set to 99: Apply makes it one undoable edit", compare.summaryProperty().get());
        assertEquals(List.of("$.party._items.1: 12 → 99", "$.party._items.7: 40 → 99", "$.party._weapons.4: 11 → 99", "$.party._armors.5: 25 → 99"),
                compare.changes().stream().map(c -> c.line()).toList());
        assertEquals(before, text(doc), "nothing changes before Apply");
        assertNull(compare.applyPending());
        assertEquals("99", doc.paths().resolve(DocumentPath.parse("$.party._items.7")) == null ? null
                : new savelens.path.ValuePrinter(doc.document()).print(doc.paths().resolve(DocumentPath.parse("$.party._items.7"))));
        assertEquals(List.of("99", "99", "99", "99"), q.hits().stream().map(QueryHitRow::value).toList(), "the hits are asked again after the edit");
        doc.undo();
        assertEquals(before, text(doc), "one undo puts all four back");
    }

    @Test void nodeByNodeTheHitsTheirCountAndSetAllAgreeWhereNodesAreWrittenInsideOthers() throws IOException {
        // MV's actors are written inside #12's array: #13._name is also #12[1]._name, one value.
        DocumentViewModel doc = open("rpgmaker-mv/file1.rpgsave");
        CurrentThreadTaskExecutor executor = new CurrentThreadTaskExecutor();
        QueryViewModel q = new QueryViewModel(doc, executor);
        DiffViewModel compare = new DiffViewModel(doc, executor);
        q.setPreview(compare::preview);
        q.eachNodeProperty().set(true);
        q.run("$..[?@._hp > 100]._name");
        assertEquals(List.of("#13._name", "#22._name"), paths(q));
        assertEquals("2 hits", q.summaryProperty().get());
        q.prepareSetAll("\"Ann\"");
        assertEquals("2 values set to \"Ann\": Apply makes it one undoable edit", compare.summaryProperty().get());
        assertEquals(2, compare.changes().size());
        assertNull(compare.applyPending());
        assertEquals(List.of("\"Ann\"", "\"Ann\""), q.hits().stream().map(QueryHitRow::value).toList());
        assertEquals("2 hits", q.summaryProperty().get());
    }

    @Test void setAllRefusesWholeNodesAndValuesThatCannotBeParsedAndChangesNothing() throws IOException {
        DocumentViewModel doc = open("helio/attic.json");
        CurrentThreadTaskExecutor executor = new CurrentThreadTaskExecutor();
        QueryViewModel q = new QueryViewModel(doc, executor);
        DiffViewModel compare = new DiffViewModel(doc, executor);
        q.setPreview(compare::preview);
        q.eachNodeProperty().set(true);
        q.run("$[?type(@) == 'Item']");
        assertEquals(5, q.hits().size());
        q.prepareSetAll("1");
        assertTrue(q.problemProperty().get().startsWith("Cannot set them: #4 is a whole node"), q.problemProperty().get());
        assertNull(compare.pendingProperty().get());
        q.prepareSetAll("{not json");
        assertTrue(q.problemProperty().get().startsWith("Cannot set {not json"), q.problemProperty().get());
        assertFalse(doc.undoableProperty().get());
    }
}
