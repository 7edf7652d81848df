package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.document.DocumentViewModel;
import savelens.document.NewValue;
import savelens.path.DocumentPath;

/** The window's answers to a file changed on disk, and its backups setting. */
class ReloadAndBackupsSettingTest {
    static final String DOC = "{\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"Player\",\"fields\":{\"name\":\"hero\",\"gold\":100,\"hp\":10}}]}";
    @TempDir Path dir;
    final Preferences node = InMemoryPreferences.fresh();
    final MainViewModel model = WindowUnderTest.model(node);


    @Test void reloadReadsTheFileAsItIsNowInPlaceOfTheEditedDocument() throws Exception {
        Path first = Files.writeString(dir.resolve("first.json"), DOC);
        Path file = Files.writeString(dir.resolve("save.json"), DOC);
        model.open(first);
        model.open(file);
        DocumentViewModel doc = model.current();
        doc.select(DocumentPath.parse("$.hp"));
        doc.setValue(DocumentPath.parse("$.hp"), NewValue.parse("99"));
        Files.writeString(file, DOC.replace("hero", "other"));
        model.save();
        assertEquals(DOC.replace("hero", "other"), Files.readString(file));

        model.reload(doc);
        DocumentViewModel fresh = model.current();
        assertNotSame(doc, fresh);
        assertEquals(1, model.documents().indexOf(fresh), "in the same place");
        assertEquals(2, model.documents().size());
        assertFalse(fresh.dirtyProperty().get(), "the edits are dropped");
        assertEquals("\"other\"", fresh.document().raw(fresh.paths().resolve(DocumentPath.parse("$.name")).value()));
        assertEquals("$.hp", fresh.selectedPath().toString(), "the selection is kept");
        assertNull(doc.saveQuestionProperty().get());

        fresh.setValue(DocumentPath.parse("$.hp"), NewValue.parse("5"));
        model.save();
        assertNull(fresh.saveQuestionProperty().get(), "compared with the reloaded file, the save goes through");
        assertEquals(DOC.replace("hero", "other").replace("\"hp\":10", "\"hp\":5"), Files.readString(file));
    }

    @Test void theBackupsSettingIsRememberedAndEveryDocumentFollowsIt() throws Exception {
        assertEquals(1, model.backupsProperty().get(), "one by default");
        Path file = Files.writeString(dir.resolve("save.json"), DOC);
        model.open(file);
        DocumentViewModel doc = model.current();
        model.backupsProperty().set(2);
        assertEquals(2, doc.backupsProperty().get());
        assertEquals(2, AppPreferences.writtenAtOnce(node).backups());
        assertEquals(2, WindowUnderTest.model(node).backupsProperty().get());

        doc.setValue(DocumentPath.parse("$.hp"), NewValue.parse("1"));
        model.save();
        doc.setValue(DocumentPath.parse("$.hp"), NewValue.parse("2"));
        model.save();
        assertEquals(DOC.replace("\"hp\":10", "\"hp\":1"), Files.readString(dir.resolve("save.json.bak")));
        assertEquals(DOC, Files.readString(dir.resolve("save.json.bak.2")));
    }

    @Test void aReloadedDocumentFollowsTheSettingToo() throws Exception {
        Path file = Files.writeString(dir.resolve("save.json"), DOC);
        model.open(file);
        model.backupsProperty().set(0);
        model.reload(model.current());
        assertEquals(0, model.current().backupsProperty().get());
        assertSame(model.current(), model.documents().get(0));
    }
}
