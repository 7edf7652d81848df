package savelens.format;

import java.nio.file.Path;
import savelens.document.Document;
import savelens.document.ValueNames;

/**
 * A game's database as a save's names come from it: switches, variables, actors, items, weapons, armours,
 * classes and maps by number, the title and the currency. Formats with game data (see
 * {@link FormatCapabilities#gameData()}) give one; {@link #NONE} when a save's database is not at hand.
 */
public interface GameData extends ValueNames {
    /** No names at all. */
    GameData NONE = new GameData() {
        @Override public Path dataDir() { return null; }
        @Override public String switchName(long id) { return null; }
        @Override public String variableName(long id) { return null; }
        @Override public String actorName(long id) { return null; }
        @Override public String itemName(long id) { return null; }
        @Override public String weaponName(long id) { return null; }
        @Override public String armorName(long id) { return null; }
        @Override public String className(long id) { return null; }
        @Override public String mapName(long id) { return null; }
        @Override public String gameTitle() { return null; }
        @Override public String currencyUnit() { return null; }
        @Override public int switchSlots() { return 0; }
        @Override public int variableSlots() { return 0; }
        @Override public int entries(String kind) { return 0; }
        @Override public String nameFor(Document doc, int value) { return null; }
    };

    /** The data folder the names came from, or null when there are none. */
    Path dataDir();

    default boolean isEmpty() { return dataDir() == null; }

    String switchName(long id);

    String variableName(long id);

    String actorName(long id);

    String itemName(long id);

    String weaponName(long id);

    String armorName(long id);

    String className(long id);

    /** A map's name in the editor's map list. */
    String mapName(long id);

    /** The game's title, or null. */
    String gameTitle();

    /** What the game calls its money ("G"), or null. */
    String currencyUnit();

    /** How many switches the database names slots for (index 0 is never used). */
    int switchSlots();

    int variableSlots();

    /** How many entries the database lists of {@code "item"}, {@code "weapon"} or {@code "armor"}, id 0 included. */
    int entries(String kind);

    /**
     * Where the saves these names are for keep their values ({@link GameDataSource#saveLayouts}), so that a path is
     * named without asking which format it is in; MV's by default.
     */
    default java.util.List<SaveLayout> saveLayouts() { return java.util.List.of(SaveLayout.MV); }
}
