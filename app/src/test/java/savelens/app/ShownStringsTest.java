package savelens.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentState;
import savelens.app.document.DocumentViewModel;
import savelens.app.document.NodeLabels;
import savelens.app.inspector.FieldRow;
import savelens.app.inspector.InspectorViewModel;
import savelens.app.panels.DiagnosticRow;
import savelens.app.panels.FindingsViewModel;
import savelens.app.search.DocumentSearch;
import savelens.app.search.SearchHit;
import savelens.app.tree.TreeEntries;
import savelens.app.tree.TreeEntry;
import savelens.document.Document;
import savelens.path.DocumentPath;

/** Labels, tree rows, paths, search hits and findings show strings by the one rule: {@code \t}, never a raw tab. */
class ShownStringsTest {
    @TempDir Path dir;

    @Test void nodeLabelsShowNamesEscaped() throws Exception {
        DocumentState helio = DocumentLoader.load(ControlCharacterFiles.helio(dir));
        Document doc = helio.document();
        assertEquals("#1 GameObject \"Player\\t\"", NodeLabels.full(doc, doc.nodeById(1)));
        assertEquals("#1 Player\\t", NodeLabels.brief(doc, doc.nodeById(1)));
        assertEquals("#3 GameObject \"back\\\\tslash\"", NodeLabels.full(doc, doc.nodeById(3)), "a backslash is doubled");
        DocumentState mv = DocumentLoader.load(ControlCharacterFiles.mv(dir));
        assertEquals("#6 Game_Actor \"Harold\\r\"", NodeLabels.full(mv.document(), mv.document().nodeById(6)));
    }

    @Test void aLongNameIsCutWithoutSplittingAnEscape() throws Exception {
        DocumentState state = DocumentLoader.load(ControlCharacterFiles.helio(dir));
        String shown = NodeLabels.displayName(state.document(), state.document().nodeById(4));
        assertEquals("del\\u007f c1\\u0085 bidi\\u202eevil\\u202c bom\\ufeff zw\\u200bj", shown, "36 characters: not cut");
        assertEquals("\\tab…", savelens.json.VisibleText.show("\tabcdef", 4));
        assertEquals("😀😀😀…", savelens.json.VisibleText.show("😀😀😀😀😀", 4), "cut between code points");
    }

    @Test void pathsWriteOddNamesEscapedAndReadThemBack() throws Exception {
        DocumentState state = DocumentLoader.load(ControlCharacterFiles.helio(dir));
        assertEquals("$[\"note\\tkey\"]", DocumentPath.root().member("note\tkey").toString());
        assertEquals("$[\"C:\\\\x\"]", DocumentPath.root().member("C:\\x").toString());
        assertEquals("$[\"\\u2028\"]", DocumentPath.root().member("\u2028").toString());
        DocumentPath path = state.paths().canonical(DocumentPath.parse("#1[\"note\\tkey\"]"));
        assertEquals("$.roots[0][\"note\\tkey\"]", path.toString());
        assertEquals(path, DocumentPath.parse(path.toString()), "the printed path reads back");
        assertEquals(path, state.paths().value(state.paths().resolve(path).value()));
        assertEquals(List.of("$", "$.roots", "$.roots[0]", path.toString()), path.prefixes().stream().map(DocumentPath::toString).toList());
    }

    @Test void treeRowsShowNamesAndStringsEscaped() throws Exception {
        DocumentState state = DocumentLoader.load(ControlCharacterFiles.helio(dir));
        TreeEntries rows = new TreeEntries(state);
        List<TreeEntry> roots = rows.children(rows.children(rows.root()).get(1));
        TreeEntry player = roots.get(0);
        assertEquals("[0]: #1 GameObject \"Player\\t\"", player.text());
        List<String> texts = rows.children(player).stream().map(TreeEntry::text).toList();
        assertEquals("name: \"Player\\t\"", texts.get(0));
        assertEquals("tag: \"Heads\\r\\nTails\"", texts.get(1));
        assertEquals("note\\tkey: \"a tab in a field name\"", texts.get(2));
        TreeEntry nul = roots.get(1);
        assertEquals("[1]: #2 GameObject \"nul\\u0000byte\"", nul.text());
        assertEquals("tag: \"lone \\ud800 half\"", rows.children(nul).get(1).text());
        assertEquals("note\\tkey: \"C:\\\\saves\\\\tab\"", rows.children(nul).get(2).text());
    }

    @Test void searchHitsAreShownEscapedAndAnEscapeFindsTheCharacter() throws Exception {
        DocumentState state = DocumentLoader.load(ControlCharacterFiles.helio(dir));
        List<SearchHit> tab = DocumentSearch.find(state, "Player\\t");
        assertEquals(List.of("$.roots[0].name"), tab.stream().map(h -> h.path().toString()).toList());
        assertEquals("Player\\t", tab.get(0).matched());
        assertEquals("$.roots[1].name", DocumentSearch.find(state, "\\u0000").get(0).path().toString());
        SearchHit field = DocumentSearch.find(state, "note\\t").get(0);
        assertEquals("note\\tkey", field.matched());
        assertEquals("$.roots[0][\"note\\tkey\"]", field.path().toString());
        assertEquals("lone \\ud800 half", DocumentSearch.find(state, "lone").get(0).matched());
        assertEquals(List.of("$.roots[2].name"), DocumentSearch.find(state, "back\\\\t").stream().map(h -> h.path().toString()).toList(),
                "\\\\t finds a backslash and a t, not a tab");
    }

    @Test void findingsAndTheInspectorShowNamesEscaped() throws Exception {
        DocumentViewModel doc = new DocumentViewModel(DocumentLoader.read(ControlCharacterFiles.helio(dir)), false);
        List<String> findings = new FindingsViewModel(doc).diagnostics().stream().map(DiagnosticRow::toString).toList();
        assertTrue(findings.contains("warning: field GameObject.note\\tkey is not in the registry"), findings.toString());

        InspectorViewModel inspector = new InspectorViewModel(doc);
        doc.select(DocumentPath.parse("$.roots[0]"));
        assertEquals("#1 GameObject \"Player\\t\"", inspector.headingProperty().get());
        assertEquals(List.of("name", "tag", "note\\tkey", "parent", "children"), inspector.fields().stream().map(FieldRow::name).toList());
        assertEquals("$.roots[0][\"note\\tkey\"]", inspector.fields().get(2).path().toString());
    }
}
