package savelens.app.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentViewModel;
import savelens.path.DocumentPath;

/** The structural edits' view models, without a screen. */
class StructureViewModelTest {
    @TempDir Path dir;
    DocumentViewModel doc;
    StructureViewModel structure;
    String original;

    @BeforeEach void open() throws Exception {
        Path scene = Fixtures.copy(dir, "helio/scene.json");
        original = Files.readString(scene);
        doc = new DocumentViewModel(DocumentLoader.read(scene), false);
        structure = new StructureViewModel(doc);
    }

    private String text() { return new String(doc.document().text(), StandardCharsets.UTF_8); }

    @Test void whatIsOfferedFollowsTheSelectionAndTheDocument() {
        doc.jumpTo(DocumentPath.parse("#1.children"));
        assertTrue(structure.canInsertProperty().get());
        assertFalse(structure.canAddFieldProperty().get());
        assertTrue(structure.canRemoveProperty().get());
        assertNull(structure.addField(), "no dialog where the action is not offered");
        doc.jumpTo(DocumentPath.parse("#1.children[0]"));
        assertTrue(structure.canAddFieldProperty().get(), "a reference leads to its node, as a path does");
        assertTrue(structure.canDeleteNodeProperty().get());
        doc.jumpTo(DocumentPath.parse("#2.scale"));
        assertTrue(structure.canRemoveProperty().get());
        structure.remove();
        assertEquals("$.roots[0].components[0]", doc.selectedPath().toString(), "the selection went to the node that held it");
        assertTrue(structure.canDeleteNodeProperty().get());
    }

    @Test void removingWhatTheSaveTabNeedsIsNamedFirst() throws Exception {
        DocumentViewModel save = new DocumentViewModel(DocumentLoader.read(savelens.gamesave.GeneratedGame.mvGame(dir.resolve("game"))), false);
        StructureViewModel s = new StructureViewModel(save);
        save.jumpTo(DocumentPath.parse("$.party._gold"));
        assertEquals("Removing $.party._gold takes away the Save tab (a save is read as a game save by its party's gold).", s.removalWarning());
        save.jumpTo(DocumentPath.parse("$.party._items.41"));
        assertEquals("Removing $.party._items.41 takes away items from the Save tab's inventory.", s.removalWarning());
        save.jumpTo(DocumentPath.parse("$.system._saveCount"));
        assertNull(s.removalWarning(), "the Save tab shows it, but goes on without it");
        doc.jumpTo(DocumentPath.parse("#2.scale"));
        assertNull(structure.removalWarning(), "nothing of the Hierarchy depends on it");
    }

    @Test void insertChecksThePositionAndSelectsTheNewElement() {
        doc.jumpTo(DocumentPath.parse("#1.children"));
        InsertElementViewModel insert = structure.insertElement();
        assertEquals("Insert into $.roots[0].children (2 elements)", insert.headingProperty().get());
        insert.indexProperty().set("3");
        insert.valueProperty().set("#9");
        assertFalse(insert.submit());
        assertEquals("$.roots[0].children has 2 elements; cannot insert at 3", insert.errorProperty().get());
        insert.indexProperty().set("0");
        assertEquals("", insert.errorProperty().get());
        assertTrue(insert.submit());
        assertEquals(original.replace("[3,5]", "[9,3,5]"), text());
        assertEquals("$.roots[0].children[0]", doc.selectedPath().toString());
    }

    @Test void addFieldAndAddNodeSayWhyTheyRefuse() {
        doc.jumpTo(DocumentPath.parse("#1"));
        AddFieldViewModel field = structure.addField();
        field.nameProperty().set("layer");
        assertFalse(field.submit());
        assertEquals("$.roots[0] already has a field \"layer\"", field.errorProperty().get());
        field.nameProperty().set("tint");
        field.valueProperty().set("red");
        assertFalse(field.submit());
        assertEquals("\"red\" is not a JSON value (quote strings: '\"red\"')", field.errorProperty().get());
        field.valueProperty().set("\"red\"");
        assertTrue(field.submit());
        assertEquals("$.roots[0].tint", doc.selectedPath().toString());

        AddNodeViewModel node = structure.addNode();
        assertEquals(java.util.List.of("Scene", "GameObject", "Component"), node.types());
        node.typeProperty().set("Comp");
        assertFalse(node.submit());
        assertEquals("type Comp is not in the registry", node.errorProperty().get());
        node.typeProperty().set("Component");
        node.fieldsProperty().set("{\"kind\":");
        assertFalse(node.submit());
        assertTrue(node.errorProperty().get().startsWith("the fields are not JSON"), node.errorProperty().get());
        node.fieldsProperty().set("");
        assertTrue(node.submit());
        assertEquals("#12", doc.selectedPath().toString());
        assertTrue(structure.canDeleteNodeProperty().get());
        assertNull(structure.deleteNode());
        assertEquals("$", doc.selectedPath().toString(), "the deleted node's place is gone");
    }
}
