package savelens.format;

import java.nio.file.Path;
import savelens.document.ReadContext;

/** Where a format's game data is found beside a save, and how a folder the user names is checked. */
public interface GameDataSource {
    /** The names for the save being read (the context's game-data folder, else the one beside the save); {@link GameData#NONE} when none. */
    GameData names(ReadContext context);

    /** Why no data folder is found beside this save, for {@code info} and {@code names}. */
    String whyNotFound(Path saveFile);

    /**
     * The data folder a folder given by the user stands for.
     *
     * @throws NotGameDataException with the reason when it is no game's data folder
     */
    Path checkGiven(Path dir);

    /** Where this format's engines keep a save's gold, party, inventory, switches and play time (MV's by default). */
    default java.util.List<SaveLayout> saveLayouts() { return java.util.List.of(SaveLayout.MV); }
}
