package savelens.app.document;

import java.nio.file.Path;
import java.util.List;
import savelens.save.SaveRefusedException;
import savelens.save.SaveRefusedException.Reason;

/**
 * A save that was refused and what the user may do about it, for the window to ask. The view shows it as a
 * dialog and hands the answer back; the view model only says what is being asked.
 */
public record SaveQuestion(Reason reason, Path file) {
    public enum Choice {
        /** Read the file as it is now, dropping the edits. */
        RELOAD,
        /** Write the document to another file. */
        SAVE_AS,
        /** Write over what is on disk now. */
        OVERWRITE,
        /** Do nothing for now; the edits stay. */
        CANCEL
    }

    /** What the user may answer: Reload and Overwrite only when another program changed the file. */
    public List<Choice> choices() {
        return reason == Reason.CHANGED_ON_DISK
                ? List.of(Choice.RELOAD, Choice.SAVE_AS, Choice.OVERWRITE, Choice.CANCEL)
                : List.of(Choice.SAVE_AS, Choice.CANCEL);
    }

    /** One line saying what happened. */
    public String heading() {
        String name = file.getFileName().toString();
        return switch (reason) {
            case CHANGED_ON_DISK -> name + " changed on disk since it was opened.";
            case CHANGED_WHILE_SAVING -> name + " changed on disk while saving.";
            case READ_ONLY -> name + " is read-only.";
            case FOLDER_NOT_WRITABLE -> name + " cannot be saved in its folder.";
        };
    }

    /** What the choices mean here. */
    public String detail() {
        return switch (reason) {
            case CHANGED_ON_DISK -> "Another program (the game, or another SaveLens) wrote it. Nothing was written.\n"
                    + "Reload reads it again and drops your edits; Save As writes your version elsewhere; "
                    + "Overwrite replaces the other program's version with yours (that version becomes the backup, unless backups are off).";
            case CHANGED_WHILE_SAVING -> "Another program wrote it while SaveLens was writing. Nothing was written; your edit is kept in "
                    + SaveRefusedException.editKeptBeside(file).getFileName() + ".";
            case READ_ONLY -> "SaveLens does not write over a read-only file. Nothing was written; save your edits under another name.";
            case FOLDER_NOT_WRITABLE -> "The folder does not let you create files in it. Nothing was written; save your edits elsewhere.";
        };
    }
}
