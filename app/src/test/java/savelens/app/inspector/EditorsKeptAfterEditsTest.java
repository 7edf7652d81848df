package savelens.app.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import javafx.event.ActionEvent;
import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Control;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import savelens.app.document.DocumentLoader;
import savelens.app.document.DocumentViewModel;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.file.OpenFile;
import savelens.path.DocumentPath;

/**
 * A patched edit (a scalar's text, a reference's target), its undo and its redo show the new value in the editor
 * the field had: the same control, no new one to make, style and lay out, and the focus stays in it. An editor that
 * committed an edit takes the next one.
 */
@ExtendWith(ApplicationExtension.class)
class EditorsKeptAfterEditsTest {
    static final DocumentPath NAME = DocumentPath.parse("$.things[0].name");
    static final DocumentPath FRIEND = DocumentPath.parse("$.things[0].friend");

    DocumentViewModel doc;
    InspectorView inspector;

    @Start void start(Stage stage) {
        String json = "{\"root\":0,\"types\":[{\"name\":\"Scene\",\"version\":1,\"fields\":[{\"name\":\"things\",\"kind\":\"array\",\"type\":\"Thing\"}]},"
                + "{\"name\":\"Thing\",\"version\":1,\"fields\":[{\"name\":\"name\",\"kind\":\"string\"},{\"name\":\"hp\",\"kind\":\"number\"},"
                + "{\"name\":\"alive\",\"kind\":\"bool\"},{\"name\":\"friend\",\"kind\":\"ref\",\"type\":\"Thing\"}]}],"
                + "\"nodes\":[{\"id\":0,\"type\":\"Scene\",\"fields\":{\"things\":[1,2,3]}},"
                + "{\"id\":1,\"type\":\"Thing\",\"fields\":{\"name\":\"one\",\"hp\":10,\"alive\":true,\"friend\":2}},"
                + "{\"id\":2,\"type\":\"Thing\",\"fields\":{\"name\":\"two\",\"hp\":20,\"alive\":false,\"friend\":1}},"
                + "{\"id\":3,\"type\":\"Thing\",\"fields\":{\"name\":\"three\",\"hp\":30,\"alive\":true,\"friend\":1}}]}";
        doc = new DocumentViewModel(DocumentLoader.Loaded.of(OpenFile.read(json.getBytes(StandardCharsets.UTF_8), ReadContext.of(null))), false);
        inspector = new InspectorView(new InspectorViewModel(doc));
        stage.setScene(new Scene(inspector.view(), 700, 500));
        stage.show();
    }

    @Test void anEditedFieldShowsItsNewValueInTheSameEditorAfterTheEditItsUndoAndItsRedo(FxRobot robot) {
        robot.interact(() -> doc.select(NAME));
        TextField name = (TextField) inspector.editorFor("name");
        Control hp = inspector.editorFor("hp");
        assertEquals("one", name.getText());

        robot.interact(() -> assertNull(doc.setValue(NAME, NewValue.string("renamed"))));
        assertSame(name, inspector.editorFor("name"), "the field keeps its editor");
        assertEquals("renamed", name.getText());
        assertSame(hp, inspector.editorFor("hp"), "the other fields keep theirs");

        robot.interact(doc::undo);
        assertSame(name, inspector.editorFor("name"));
        assertEquals("one", name.getText());

        robot.interact(doc::redo);
        assertSame(name, inspector.editorFor("name"));
        assertEquals("renamed", name.getText());
    }

    @Test void anEditorThatCommittedTakesTheNextEditAndKeepsTheFocus(FxRobot robot) {
        robot.interact(() -> doc.select(NAME));
        TextField name = (TextField) inspector.editorFor("name");
        robot.interact(() -> {
            name.requestFocus();
            name.setText("first");
            name.fireEvent(new ActionEvent());
        });
        assertEquals("first", doc.document().index().string(doc.paths().resolve(NAME).value()));
        assertSame(name, inspector.editorFor("name"));
        assertTrue(name.isFocused(), "the focus stays in the field it was typed in");
        robot.interact(() -> {
            name.setText("second");
            name.fireEvent(new ActionEvent());
        });
        assertEquals("second", doc.document().index().string(doc.paths().resolve(NAME).value()), "the same editor writes again");

        // A check box closes its editor once it has written; shown again, it writes the next click too.
        CheckBox alive = (CheckBox) inspector.editorFor("alive");
        robot.interact(alive::fire);
        assertEquals("false", doc.document().raw(doc.paths().resolve(DocumentPath.parse("$.things[0].alive")).value()));
        assertSame(alive, inspector.editorFor("alive"));
        robot.interact(alive::fire);
        assertEquals("true", doc.document().raw(doc.paths().resolve(DocumentPath.parse("$.things[0].alive")).value()));
        robot.interact(doc::undo);
        assertTrue(!alive.isSelected(), "the undone click shows in the same box");
    }

    @Test void aRetargetShowsTheNewTargetInTheSameReferenceEditor(FxRobot robot) {
        robot.interact(() -> doc.select(NAME));
        TextField friend = (TextField) inspector.editorFor("friend");
        TextField name = (TextField) inspector.editorFor("name");
        assertEquals("#2", friend.getText());

        robot.interact(() -> assertNull(doc.setValue(FRIEND, NewValue.reference(NodeId.of(3)))));
        assertSame(friend, inspector.editorFor("friend"), "the reference keeps its editor");
        assertEquals("#3", friend.getText());
        assertTrue(friend.getTooltip().getText().contains("#3"), friend.getTooltip().getText());
        assertSame(name, inspector.editorFor("name"), "the fields the retarget left alone keep theirs");

        robot.interact(doc::undo);
        assertSame(friend, inspector.editorFor("friend"));
        assertEquals("#2", friend.getText());
        assertTrue(friend.getTooltip().getText().contains("#2"), friend.getTooltip().getText());
    }

    @Test void aFieldWhoseEditorWouldDifferGetsANewOne(FxRobot robot) {
        robot.interact(() -> doc.select(NAME));
        Control hp = inspector.editorFor("hp");
        // A number becoming null takes any literal: the field gets the editor its new value takes.
        robot.interact(() -> assertNull(doc.setValue(DocumentPath.parse("$.things[0].hp"), NewValue.NULL)));
        assertNotSame(hp, inspector.editorFor("hp"));
        assertEquals("null", ((TextField) inspector.editorFor("hp")).getText());
    }
}
