package savelens.app.diff;

import savelens.app.document.PendingEdit;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import savelens.save.Backups;
import savelens.app.document.DocumentViewModel;
import savelens.app.panels.Counted;
import savelens.app.task.BackgroundTask;
import savelens.app.task.TaskExecutor;
import savelens.diff.Alignment;
import savelens.diff.Change;
import savelens.diff.ChangeKind;
import savelens.document.NewValue;
import savelens.edit.AddField;
import savelens.edit.Container;
import savelens.edit.EditCommand;
import savelens.edit.InsertElement;
import savelens.edit.RemoveChild;
import savelens.gamesave.ChangeNames;
import savelens.path.Location;
import savelens.diff.DocumentDiff;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.OpenFile;
import savelens.path.DocumentPath;

/**
 * An open document compared with another file of its format (its backup, another slot, the file as a game just
 * rewrote it): the changes from that file to the document as it is now, kept up to date as the document is
 * edited, and the paths of the changed values for the tree to mark. Compared with no other file, the changes not
 * saved yet: from the document as its file holds it (as read or last written) to the document now. Touches no control.
 */
public final class DiffViewModel {
    /**
     * Below this many bytes of text the unsaved changes are listed after every edit; a bigger document's (each listing a
     * pass over both revisions) only while the panel is on screen.
     */
    public static final long UNSAVED_LISTED_BELOW = 1 << 20;

    private final DocumentViewModel doc;
    private final TaskExecutor executor;
    private final ObservableList<Change> changes = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<Path> other = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Set<DocumentPath>> changedPaths = new ReadOnlyObjectWrapper<>(Set.of());
    private final ReadOnlyBooleanWrapper comparing = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyObjectWrapper<PendingEdit> pending = new ReadOnlyObjectWrapper<>();
    /** The last comparison's changes, kept while a prepared edit's changes are listed instead. */
    private List<Change> compared = List.of();
    /** The other file's document and format, once read. */
    private OpenFile otherFile;
    /** Counts comparisons, so that the outcome of one overtaken by a newer is dropped. */
    private long generation;
    /** Whether the changes listed are all there are: false while a big document's unsaved changes wait for the panel. */
    private final ReadOnlyBooleanWrapper listed = new ReadOnlyBooleanWrapper(true);
    /** Whether the panel is on screen. */
    private boolean onScreen;
    /** The two revisions the unsaved changes listed lie between (as saved, now), or null. */
    private Document unsavedFrom, unsavedTo;
    /** The listing of the unsaved changes under way, stopped when a newer one or a comparison takes its place. */
    private BackgroundTask<List<Change>> listing;

    public DiffViewModel(DocumentViewModel doc, TaskExecutor executor) {
        this.doc = doc;
        this.executor = executor;
        // Edits change what differs: compare again with the file already read.
        doc.stateProperty().addListener((o, was, now) -> {
            // A prepared edit describes the document it was worked out on: any other change makes it stale.
            if (pending.get() != null && now.document() != pending.get().before()) endPreview();
            if (otherFile != null) compare(otherFile, now.document());
        });
        // An edit, an undo, a redo or a save changes what is not saved yet.
        doc.undoModel().addListener(this::listUnsaved);
        listUnsaved();
    }

    /** Whether the panel lists the unsaved changes: it compares with no other file and shows no prepared edit. */
    public boolean listsUnsaved() { return other.get() == null && pending.get() == null; }

    /** The panel came on screen or left it: a big document's unsaved changes are listed while it is there. */
    public void setOnScreen(boolean shown) {
        onScreen = shown;
        if (shown) listUnsaved();
    }

    /** Lists the changes from the document as its file holds it to the document now, in the background. */
    private void listUnsaved() {
        if (!listsUnsaved()) return;
        Document saved = doc.undoModel().savedDocument();
        Document now = doc.document();
        if (saved == unsavedFrom && now == unsavedTo) return; // listed already
        long mine = ++generation;
        stopListing();
        unsavedFrom = null;
        unsavedTo = null;
        if (saved == now) {
            unsaved(saved, now, List.of());
            return;
        }
        if (!onScreen && now.textLength() >= UNSAVED_LISTED_BELOW) {
            unlist();
            listed.set(false);
            return;
        }
        listing = executor.execute(BackgroundTask.of("Listing the unsaved changes",
                        context -> DocumentDiff.between(saved, now, Alignment.forFormat(doc.openFile().format().name(), saved)))
                .onSuccess(found -> {
                    if (mine == generation && listsUnsaved()) unsaved(saved, now, found);
                })
                .onFailure(failure -> {
                    if (mine == generation && listsUnsaved()) summary.set("Could not list the unsaved changes: " + failure.getMessage());
                }));
    }

    /** Edits in quick succession on a big document would queue a listing each: only the newest is wanted. */
    private void stopListing() {
        if (listing != null) listing.cancel();
        listing = null;
    }

    private void unsaved(Document saved, Document now, List<Change> found) {
        unsavedFrom = saved;
        unsavedTo = now;
        show(found);
    }

    /** Reads {@code file} in the background and compares the document with it. */
    public void compareWith(Path file) {
        Path path = file.toAbsolutePath().normalize();
        long mine = ++generation;
        stopListing();
        other.set(path);
        otherFile = null;
        comparing.set(true);
        summary.set("Reading " + path.getFileName() + "…");
        executor.execute(BackgroundTask.of("Reading " + path.getFileName(), context -> OpenFile.open(path, ReadContext.of(path)))
                .onSuccess(read -> {
                    if (mine != generation) return;
                    if (!read.format().name().equals(doc.openFile().format().name())) {
                        comparing.set(false);
                        show(List.of());
                        summary.set("Cannot compare: " + path.getFileName() + " is " + read.format().name() + ", this document "
                                + doc.openFile().format().name());
                        return;
                    }
                    otherFile = read;
                    compare(read, doc.document());
                })
                .onFailure(failure -> {
                    if (mine != generation) return;
                    comparing.set(false);
                    show(List.of());
                    summary.set("Cannot compare with " + path.getFileName() + ": " + failure.getMessage());
                }));
    }

    /** The backup a save keeps beside the file ({@code FILE.bak}), or null when there is none. */
    public Path backup() {
        Path file = doc.file();
        if (file == null || doc.isSample()) return null;
        Path bak = Backups.newest(file);
        return java.nio.file.Files.isRegularFile(bak) ? bak : null;
    }

    private void compare(OpenFile read, Document now) {
        long mine = ++generation;
        Document before = read.document();
        comparing.set(true);
        executor.execute(BackgroundTask.of("Comparing with " + read.path().getFileName(),
                        context -> DocumentDiff.between(before, now, Alignment.forFormat(read.format().name(), before)))
                .onSuccess(found -> {
                    if (mine != generation) return;
                    comparing.set(false);
                    show(found);
                })
                .onFailure(failure -> {
                    if (mine != generation) return;
                    comparing.set(false);
                    summary.set("Could not compare: " + failure.getMessage());
                }));
    }

    private void show(List<Change> found) {
        compared = found;
        if (pending.get() != null) return; // shown again when the prepared edit is applied or dropped
        list(found);
        Path file = other.get();
        if (file == null) {
            summary.set(found.isEmpty() ? "No unsaved changes" : Counted.of(found.size(), "unsaved change"));
            return;
        }
        String name = file.getFileName().toString();
        summary.set(found.isEmpty() ? "No differences from " + name : Counted.of(found.size(), "difference") + " from " + name);
    }

    /**
     * Lists the changes a prepared edit would make, in place of the comparison's, until {@link #applyPending} or
     * {@link #cancelPending}; nothing in the document changes before then.
     */
    public void preview(PendingEdit edit) {
        stopListing();
        pending.set(edit);
        list(edit.changes());
        summary.set(edit.title());
    }

    /** Lists {@code found}, all there are, and marks the paths of the values they changed or added. */
    private void list(List<Change> found) {
        changes.setAll(found);
        listed.set(true);
        Set<DocumentPath> paths = new HashSet<>();
        for (Change c : found) if (c.newPath() != null) paths.add(c.newPath());
        changedPaths.set(Set.copyOf(paths));
    }

    /** Lists and marks nothing, and says nothing. */
    private void unlist() {
        changes.clear();
        changedPaths.set(Set.of());
        summary.set("");
    }

    /** Applies the prepared edit as one undoable step; null when done, else why not. */
    public String applyPending() {
        PendingEdit edit = pending.get();
        if (edit == null) return "nothing to apply";
        endPreview();
        if (doc.document() != edit.before()) return doc.refuse("The document changed after the changes were listed: prepare them again");
        return doc.execute(edit.command());
    }

    /** Drops the prepared edit: the document stays as it is. */
    public void cancelPending() {
        if (pending.get() != null) endPreview();
    }

    private void endPreview() {
        pending.set(null);
        if (otherFile != null) {
            show(compared);
            return;
        }
        unlist();
        if (other.get() == null) {
            unsavedFrom = null;
            listUnsaved();
        }
    }

    /** The edit whose changes are listed, waiting to be applied, or null. */
    public ReadOnlyObjectProperty<PendingEdit> pendingProperty() { return pending.getReadOnlyProperty(); }

    /** Stops comparing with the other file: the unsaved changes are listed and marked again. */
    public void clear() {
        generation++;
        pending.set(null);
        otherFile = null;
        other.set(null);
        comparing.set(false);
        unlist();
        unsavedFrom = null;
        listUnsaved();
    }

    /** Where a change is in this document: the value, or for one removed here the place that held it. */
    public DocumentPath here(Change c) {
        if (c.newPath() != null) return c.newPath();
        DocumentPath p = c.oldPath().parent();
        return p != null ? p : DocumentPath.root();
    }

    /** Where a change is in the other file: the value, or for one added here the place that would hold it. */
    public DocumentPath there(Change c) {
        if (c.oldPath() != null) return c.oldPath();
        DocumentPath p = c.newPath().parent();
        return p != null ? p : DocumentPath.root();
    }

    /** Selects the change's value in this document's tree. */
    public void showHere(Change c) { doc.jumpTo(here(c)); }

    /**
     * A change as its row shows it, in the names the user knows: {@code switch 44 街灯: on → off} in a game save
     * whose data was found, {@code Root/Door › Transform.m_LocalPosition.y: 1 → 2} in a scene, else as
     * {@code savelens diff} prints it.
     */
    public String shown(Change c) {
        ChangeNames names = ChangeNames.of(doc.state().names());
        if (names.name(c.path()) != null) return names.shortLine(c);
        String scene = c.newPath() != null ? doc.sceneName(c.newPath()) : null;
        if (scene == null) return c.line();
        String line = c.line();
        String path = c.path().toString();
        int at = line.indexOf(path);
        return at < 0 ? line : line.substring(0, at) + scene + line.substring(at + path.length());
    }

    /**
     * True when {@link #revert} can undo this change here: a value changed (to a scalar), one added, or a field or
     * element removed whose old value can be written again.
     */
    public boolean canRevert(Change c) {
        if (pending.get() != null) return false; // a change not made yet has nothing to put back
        if (c.kind() == ChangeKind.ADDED) return c.newPath() != null;
        if (c.kind() == ChangeKind.REMOVED) {
            if (c.oldPath() == null || c.oldPath().parent() == null || c.oldValue() == null) return false;
            if (!(c.oldPath().last() instanceof DocumentPath.Member || c.oldPath().last() instanceof DocumentPath.Index)) return false;
        } else if (c.kind() != ChangeKind.CHANGED || c.newPath() == null || c.oldValue() == null) {
            return false;
        }
        try {
            NewValue.parse(c.oldValue());
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    /**
     * Puts this document's value back as the other file has it, as one undoable edit: a changed value gets its old
     * value again, an added one is removed, a removed field or element is written again where it was. Null when
     * done, else why not.
     */
    public String revert(Change c) {
        if (!canRevert(c)) {
            return doc.refuse(c.kind() == ChangeKind.REMOVED ? "This removed value cannot be put back from here: copy it from the other file"
                    : "Only a value changed to a scalar, one added, or one removed can be put back from here");
        }
        if (c.kind() == ChangeKind.CHANGED) return doc.setValue(c.newPath(), NewValue.parse(c.oldValue()));
        if (c.kind() == ChangeKind.REMOVED) return putBack(c);
        Location at = doc.paths().resolve(c.newPath());
        if (at == null) return doc.refuse("Cannot find " + c.newPath() + " to remove it");
        int value = at.isNode() ? doc.document().nodeValue(at.node()) : at.value();
        return doc.execute(new RemoveChild(value, c.newPath().toString()));
    }

    /** A removed field added again, or a removed element inserted again at its index, in the container still there. */
    private String putBack(Change c) {
        DocumentPath old = c.oldPath();
        Location where = doc.paths().resolve(old.parent());
        if (where == null) return doc.refuse("Cannot find " + old.parent() + " to put " + old + " back into");
        int container = Container.at(doc.document(), where.node(), where.value());
        NewValue value = NewValue.parse(c.oldValue());
        EditCommand command = old.last() instanceof DocumentPath.Member m ? new AddField(container, m.name(), value, old.toString())
                : new InsertElement(container, ((DocumentPath.Index) old.last()).index(), value, old.toString());
        return doc.execute(command);
    }

    public ObservableList<Change> changes() { return changes; }

    /** The file compared with, or null. */
    public ReadOnlyObjectProperty<Path> otherProperty() { return other.getReadOnlyProperty(); }

    /** "3 differences from file1.rpgsave.bak", or why there are none to show. */
    public ReadOnlyStringProperty summaryProperty() { return summary.getReadOnlyProperty(); }

    /** The paths (in this document) of the values changed or added. */
    public ReadOnlyObjectProperty<Set<DocumentPath>> changedPathsProperty() { return changedPaths.getReadOnlyProperty(); }

    /** False while a big document's unsaved changes wait for the panel to come on screen: the list is not all there is. */
    public ReadOnlyBooleanProperty listedProperty() { return listed.getReadOnlyProperty(); }

    /** What a row's revert puts back: the value as the other file has it, or as the file was last saved. */
    public String revertHint() {
        return other.get() == null ? "Put this value back as it was saved (one undoable edit)" : "Put this value back as the other file has it (one undoable edit)";
    }

    /** True while the other file is read or the two are compared. */
    public ReadOnlyBooleanProperty comparingProperty() { return comparing.getReadOnlyProperty(); }

    public DocumentViewModel document() { return doc; }
}
