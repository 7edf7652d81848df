package savelens.app.main;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import savelens.app.document.DocumentViewModel;

/** Which folder the Open and Save As dialogs start in: the last one used, remembered between runs. */
public final class DialogFolders {
    private final AppPreferences preferences;

    public DialogFolders(AppPreferences preferences) { this.preferences = preferences; }

    public Optional<Path> forOpen() { return preferences.lastFolder(); }

    /** Beside the document itself, unless it is the sample (a temporary copy): then the last folder used. */
    public Optional<Path> forSaveAs(DocumentViewModel doc) {
        if (doc != null && !doc.isSample() && doc.file() != null) {
            Path parent = doc.file().toAbsolutePath().getParent();
            if (parent != null && Files.isDirectory(parent)) return Optional.of(parent);
        }
        return forOpen();
    }

    /** Remembers the folder of a file chosen in either dialog. */
    public void used(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            preferences.setLastFolder(parent);
            preferences.flush();
        }
    }
}
