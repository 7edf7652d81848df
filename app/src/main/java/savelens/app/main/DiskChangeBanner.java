package savelens.app.main;

import javafx.beans.value.ChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import savelens.app.document.DocumentViewModel;

/**
 * Across the top while the current document's file was rewritten by another program under unsaved edits
 * ({@code #diskChange}): Reload (drop the edits), Compare (the file on disk now against the edits), Keep Mine.
 */
final class DiskChangeBanner {
    private final HBox bar = new HBox(8);
    private final Label message = new Label();
    private DocumentViewModel shown;
    private final ChangeListener<Boolean> follow = (o, was, now) -> update();

    DiskChangeBanner(MainWindow window, MainViewModel model) {
        message.setId("diskChangeMessage");
        message.setWrapText(true);
        message.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(message, Priority.ALWAYS);
        Button reload = new Button("Reload");
        reload.setId("diskReload");
        reload.setOnAction(e -> {
            if (shown != null) model.reload(shown);
        });
        Button compare = new Button("Compare");
        compare.setId("diskCompare");
        compare.setOnAction(e -> {
            if (shown != null) window.compareWithDisk(shown);
        });
        Button keep = new Button("Keep Mine");
        keep.setId("diskKeepMine");
        keep.setOnAction(e -> {
            if (shown != null) shown.keepMine();
        });
        // The buttons keep their whole labels; the message wraps into the room left.
        for (Button b : new Button[] {reload, compare, keep}) b.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        message.setMinWidth(0);
        bar.getChildren().addAll(message, reload, compare, keep);
        bar.setId("diskChange");
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("disk-change");
        model.currentProperty().addListener((o, was, now) -> show(now));
        show(model.current());
    }

    private void show(DocumentViewModel doc) {
        if (shown != null) shown.changedOnDiskProperty().removeListener(follow);
        shown = doc;
        if (doc != null) doc.changedOnDiskProperty().addListener(follow);
        update();
    }

    private void update() {
        boolean on = shown != null && shown.changedOnDiskProperty().get();
        if (on) {
            message.setText(shown.file().getFileName() + " changed on disk while you have unsaved edits. Reload drops your edits;"
                    + " Compare lists what differs; Keep Mine keeps them (saving will ask before writing over the new file).");
        }
        bar.setVisible(on);
        bar.setManaged(on);
    }

    HBox view() { return bar; }
}
