package savelens.format.rpgmaker;

import java.nio.file.Path;
import savelens.document.ReadContext;
import savelens.format.GameData;
import savelens.format.GameDataSource;

/** MV's and MZ's game data: the {@code data/} folder's JSON database beside the save (see {@link GameDataNames}). */
final class RpgMakerGameData implements GameDataSource {
    static final RpgMakerGameData INSTANCE = new RpgMakerGameData();

    private RpgMakerGameData() {}

    @Override public GameData names(ReadContext context) { return GameDataNames.of(context); }

    @Override public String whyNotFound(Path saveFile) { return GameDataNames.whyNotFound(saveFile); }

    @Override public Path checkGiven(Path dir) { return GameDataNames.checkGiven(dir); }
}
