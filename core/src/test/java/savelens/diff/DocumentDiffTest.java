package savelens.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.edit.EditHistory;
import savelens.edit.SetValue;
import savelens.file.OpenFile;
import savelens.path.DocumentPath;

class DocumentDiffTest {
    @Test
    void goldChangedInAnMvSaveIsOneLine() {
        OpenFile file = OpenFile.open(Fixtures.path("rpgmaker-mv/file1.rpgsave"), ReadContext.of(Fixtures.path("rpgmaker-mv/file1.rpgsave")));
        Document before = file.document();
        Document after = set(before, "$.party._gold", "999999");
        List<Change> changes = DocumentDiff.between(before, after, Alignment.forFormat(file.format().name(), before));
        assertEquals(List.of("$.party._gold: 2500 → 999999"), changes.stream().map(Change::line).toList());
    }

    /**
     * An object inserted at the front renumbers every id after it (as JsonEx numbers them), and the references
     * to those objects with them: paired by path, that is one addition and nothing else.
     */
    @Test
    void anInsertedObjectDoesNotMarkWhatFollowsAsChanged() {
        Document before = json("""
                {"party":{"_members":[{"_name":"Ayla","@circularID":2},{"_name":"Bram","_rival":{"@reference":2},"@circularID":3}],
                 "_leader":{"@reference":3},"@circularID":1},"@circularID":0}""");
        Document after = json("""
                {"party":{"_members":[{"_name":"Cato","@circularID":2},{"_name":"Ayla","@circularID":3},
                 {"_name":"Bram","_rival":{"@reference":3},"@circularID":4}],"_leader":{"@reference":4},"@circularID":1},"@circularID":0}""");
        List<Change> changes = DocumentDiff.between(before, after, Alignment.forFormat("jsonex-lite", before));
        assertEquals(List.of("+ $.party._members[0]: {\"_name\":\"Cato\"}"), changes.stream().map(Change::line).toList());
        assertEquals(DocumentPath.parse("$.party._members[0]"), changes.get(0).newPath());
    }

    @Test
    void aReferenceLedElsewhereIsAChange() {
        Document before = json("""
                {"a":{"_n":1,"@circularID":1},"b":{"_n":2,"@circularID":2},"leader":{"@reference":1},"@circularID":0}""");
        Document after = json("""
                {"a":{"_n":1,"@circularID":1},"b":{"_n":2,"@circularID":2},"leader":{"@reference":2},"@circularID":0}""");
        assertEquals(List.of("$.leader: #1 → #2"), lines(before, after, Alignment.BY_PATH));
    }

    /** By path ids may be renumbered: a reference written the same that leads to another node says which. */
    @Test
    void theSameIdLeadingToAnotherNodeSaysWhereTheOldOneWent() {
        Document before = json("""
                {"a":{"_n":1,"@circularID":1},"b":{"_n":2,"@circularID":2},"leader":{"@reference":1},"@circularID":0}""");
        Document after = json("""
                {"a":{"_n":1,"@circularID":2},"b":{"_n":2,"@circularID":1},"leader":{"@reference":1},"@circularID":0}""");
        List<Change> changes = DocumentDiff.between(before, after, Alignment.BY_PATH);
        assertEquals(List.of("$.leader: #1 → #1 (another node: the node it led to is #2 in the second file)"),
                changes.stream().map(Change::line).toList());
        assertEquals("#1", changes.get(0).newValue(), "the values stay as get prints them; the note is apart");
    }

    /** Helio ids are names: nodes are paired by id wherever the file lists them, and a new or missing id is one line. */
    @Test
    void helioNodesArePairedById() {
        Document before = json("""
                {"root":0,"nodes":[{"id":0,"type":"T","fields":{"name":"island","kids":[1,2]}},
                 {"id":1,"type":"T","fields":{"name":"rock","kids":[]}},{"id":2,"type":"T","fields":{"name":"tree","kids":[]}}]}""");
        Document after = json("""
                {"root":0,"nodes":[{"id":2,"type":"T","fields":{"name":"tree","kids":[]}},{"id":0,"type":"T","fields":{"name":"isle","kids":[2,3]}},
                 {"id":3,"type":"T","fields":{"name":"shell","kids":[]}}]}""");
        assertEquals(List.of("$.name: \"island\" → \"isle\"", "- $.kids[0]: #1", "+ $.kids[1]: #3",
                "- #1: {\"name\":\"rock\",\"kids\":[]}", "+ #3: {\"name\":\"shell\",\"kids\":[]}"), lines(before, after, Alignment.BY_ID));
    }

    @Test
    void fieldsAddedAndRemoved() {
        Document before = json("{\"x\":{\"a\":1,\"b\":[1,2],\"@circularID\":1},\"@circularID\":0}");
        Document after = json("{\"x\":{\"a\":1.0,\"c\":true,\"@circularID\":1},\"@circularID\":0}");
        assertEquals(List.of("$.x.a: 1 → 1.0", "- $.x.b: [1,2]", "+ $.x.c: true"), lines(before, after, Alignment.BY_PATH));
    }

    @Test
    void everyFixtureHasNoDifferenceFromItself() throws Exception {
        int compared = 0;
        try (Stream<Path> files = Files.walk(Fixtures.dir())) {
            for (Path p : files.filter(Files::isRegularFile).filter(p -> !p.toString().endsWith(".md")).sorted().toList()) {
                OpenFile one, other;
                try {
                    one = OpenFile.open(p, ReadContext.of(p));
                    other = OpenFile.open(p, ReadContext.of(p));
                } catch (RuntimeException e) {
                    continue; // a sidecar registry, say
                }
                assertEquals(List.of(), DocumentDiff.between(one.document(), other.document(),
                        Alignment.forFormat(one.format().name(), one.document())), p.toString());
                compared++;
            }
        }
        assertTrue(compared >= 15, "documents compared: " + compared);
    }

    private static List<String> lines(Document a, Document b, Alignment alignment) {
        return DocumentDiff.between(a, b, alignment).stream().map(Change::line).toList();
    }

    private static Document set(Document doc, String path, String literal) {
        int v = DocumentPath.parse(path).resolve(doc).value();
        return new EditHistory(doc).execute(new SetValue(v, NewValue.parse(literal), path));
    }

    private static Document json(String text) {
        return savelens.file.Formats.read(text.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("test.json")));
    }
}
