package savelens.format.rpgmaker;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.SizeLimit;
import savelens.format.GameData;
import savelens.format.NotGameDataException;
import savelens.format.InputFile;
import savelens.index.ValueIndex;
import savelens.json.JsonIndex;

/**
 * Names from the game's database ({@code data/System.json}, {@code Actors.json}, {@code Items.json},
 * {@code Weapons.json}, {@code Armors.json}) for the indices a save stores: switch and variable numbers,
 * actor ids, and the item, weapon and armor ids that key the party's inventory.
 *
 * <pre>{@code
 * GameDataNames names = GameDataNames.forSave(saveFile);        // or GameDataNames.load(dataDir)
 * String label = names.nameFor(doc, value);                    // "Door opened", or null
 * }</pre>
 *
 * The data folder is found beside the save's folder: a save in {@code GAME/save/} (or {@code GAME/www/save/})
 * looks at {@code GAME/data}, {@code GAME/www/data} (MV deployed), and the same one level up. A missing or
 * unreadable database file just gives no names for it.
 */
public final class GameDataNames implements GameData {
    /** No names at all. */
    public static final GameDataNames NONE = new GameDataNames(null, new String[0], new String[0], new String[0],
            new String[0], new String[0], new String[0], new String[0], new String[0], null, null);

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final Path dataDir;
    private final String[] switches, variables, actors, items, weapons, armors, classes, maps;
    private final String title, currencyUnit;

    private GameDataNames(Path dataDir, String[] switches, String[] variables, String[] actors, String[] items,
                          String[] weapons, String[] armors, String[] classes, String[] maps, String title, String currencyUnit) {
        this.dataDir = dataDir;
        this.classes = classes;
        this.maps = maps;
        this.title = title;
        this.currencyUnit = currencyUnit;
        this.switches = switches;
        this.variables = variables;
        this.actors = actors;
        this.items = items;
        this.weapons = weapons;
        this.armors = armors;
    }

    /** The data folder the names came from, or null for {@link #NONE}. */
    public Path dataDir() { return dataDir; }

    public boolean isEmpty() { return dataDir == null; }

    /**
     * Names for the save being read: from the game-data folder the context gives, else from the folder found
     * beside the save; {@link #NONE} when neither gives any. Names are a help, never a reason to fail.
     */
    public static GameDataNames of(ReadContext context) {
        try {
            if (context.gameData() != null) return loadGiven(context.gameData());
            return context.file() == null ? NONE : forSave(context.file());
        } catch (RuntimeException unreadable) {
            return NONE;
        }
    }

    /** Names for the game a save belongs to, or {@link #NONE} when its data folder is not found. */
    public static GameDataNames forSave(Path saveFile) {
        Path dir = findDataDir(saveFile);
        return dir == null ? NONE : load(dir);
    }

    /**
     * The game's data folder for a save file: {@code save/../data}, {@code save/../www/data}, and one level
     * further up (for {@code www/save}); null when none holds a {@code System.json}.
     */
    public static Path findDataDir(Path saveFile) {
        if (saveFile == null) return null;
        Path abs = saveFile.toAbsolutePath().normalize();
        Path saveDir = Files.isDirectory(abs) ? abs : abs.getParent();
        if (saveDir == null) return null;
        Path game = saveDir.getParent();
        for (Path base : new Path[] {game, game == null ? null : game.getParent()}) {
            if (base == null) continue;
            for (Path candidate : new Path[] {base.resolve("data"), base.resolve("www").resolve("data")}) {
                if (Files.isRegularFile(candidate.resolve("System.json"))) return candidate;
            }
        }
        return null;
    }

    /**
     * Why {@link #findDataDir} finds no data folder for a save: the folders it looked in that exist, relative to the
     * save's folder, and what they lack ({@code ../www/data/ holds no System.json}), or that none of them exists.
     */
    public static String whyNotFound(Path saveFile) {
        Path abs = saveFile == null ? null : saveFile.toAbsolutePath().normalize();
        Path saveDir = abs == null ? null : Files.isDirectory(abs) ? abs : abs.getParent();
        Path game = saveDir == null ? null : saveDir.getParent();
        java.util.Set<Path> seen = new java.util.HashSet<>(); // www/data is looked at from the save's folder and from www's
        java.util.List<String> lacking = new java.util.ArrayList<>();
        for (Path base : new Path[] {game, game == null ? null : game.getParent()}) {
            if (base == null) continue;
            for (Path candidate : new Path[] {base.resolve("data"), base.resolve("www").resolve("data")}) {
                if (Files.isDirectory(candidate) && seen.add(candidate.normalize())) {
                    lacking.add(saveDir.relativize(candidate).toString().replace('\\', '/') + "/");
                }
            }
        }
        if (lacking.isEmpty()) return "no data/ or www/data/ beside the save folder";
        return String.join(" and ", lacking) + (lacking.size() == 1 ? " holds" : " hold") + " no System.json";
    }

    /**
     * Loads names from a folder given by the user ({@code --game-data DIR}, the window's folder chooser): the
     * data folder itself, or the game folder holding {@code data/} or {@code www/data/}.
     *
     * @throws NotGameDataException with the reason when it is no game's data folder
     */
    public static GameDataNames loadGiven(Path dir) {
        return load(checkGiven(dir));
    }

    /**
     * The data folder a folder given by the user stands for: itself, its {@code data/} or its {@code www/data/},
     * whichever holds RPG Maker's {@code System.json} (an object with the game's switch and variable names).
     *
     * @throws NotGameDataException with the reason when none does
     */
    public static Path checkGiven(Path dir) {
        if (!Files.exists(dir)) throw new NotGameDataException(dir + " does not exist");
        if (!Files.isDirectory(dir)) throw new NotGameDataException(dir + " is a file, not a game's data folder");
        for (Path candidate : new Path[] {dir, dir.resolve("data"), dir.resolve("www").resolve("data")}) {
            Path system = candidate.resolve("System.json");
            if (!Files.isRegularFile(system)) continue;
            JsonNode json = readJson(system);
            if (json == null || !json.isObject() || !(json.has("switches") || json.has("gameTitle") || json.has("variables"))) {
                throw new NotGameDataException(system + " is not RPG Maker's System.json (no gameTitle, switches or variables in it)");
            }
            return candidate.toAbsolutePath().normalize();
        }
        throw new NotGameDataException(dir + " is not a game's data folder: no System.json in it, in data/ or in www/data/");
    }

    /** Loads the names of a data folder; files that are missing or unreadable give no names. */
    public static GameDataNames load(Path dataDir) {
        JsonNode system = readJson(dataDir.resolve("System.json"));
        return new GameDataNames(dataDir,
                strings(system == null ? null : system.get("switches")),
                strings(system == null ? null : system.get("variables")),
                names(readJson(dataDir.resolve("Actors.json"))),
                names(readJson(dataDir.resolve("Items.json"))),
                names(readJson(dataDir.resolve("Weapons.json"))),
                names(readJson(dataDir.resolve("Armors.json"))),
                names(readJson(dataDir.resolve("Classes.json"))),
                names(readJson(dataDir.resolve("MapInfos.json"))),
                text(system, "gameTitle"),
                text(system, "currencyUnit"));
    }

    private static JsonNode readJson(Path file) {
        try {
            if (!Files.isRegularFile(file)) return null;
            byte[] b = InputFile.read(file, SizeLimit.DEFAULT);
            int from = b.length >= 3 && (b[0] & 0xFF) == 0xEF && (b[1] & 0xFF) == 0xBB && (b[2] & 0xFF) == 0xBF ? 3 : 0;
            return MAPPER.readTree(Arrays.copyOfRange(b, from, b.length));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static String[] strings(JsonNode array) {
        if (array == null || !array.isArray()) return new String[0];
        String[] out = new String[array.size()];
        for (int i = 0; i < out.length; i++) out[i] = array.get(i).isTextual() ? blankToNull(array.get(i).asText()) : null;
        return out;
    }

    private static String[] names(JsonNode array) {
        if (array == null || !array.isArray()) return new String[0];
        String[] out = new String[array.size()];
        for (int i = 0; i < out.length; i++) {
            JsonNode e = array.get(i);
            JsonNode name = e == null || !e.isObject() ? null : e.get("name");
            out[i] = name != null && name.isTextual() ? blankToNull(name.asText()) : null;
        }
        return out;
    }

    private static String text(JsonNode object, String member) {
        JsonNode v = object == null ? null : object.get(member);
        return v != null && v.isTextual() ? blankToNull(v.asText()) : null;
    }

    private static String blankToNull(String s) { return s == null || s.isBlank() ? null : s; }

    private static String at(String[] names, long i) { return i >= 0 && i < names.length ? names[(int) i] : null; }

    public String switchName(long id) { return at(switches, id); }

    /** How many entries the database lists of items, weapons or armors ({@code "item"}, {@code "weapon"}, {@code "armor"}), id 0 included. */
    public int entries(String kind) {
        return switch (kind) {
            case "item" -> items.length;
            case "weapon" -> weapons.length;
            case "armor" -> armors.length;
            default -> 0;
        };
    }

    public String variableName(long id) { return at(variables, id); }

    public String actorName(long id) { return at(actors, id); }

    public String itemName(long id) { return at(items, id); }

    public String weaponName(long id) { return at(weapons, id); }

    public String armorName(long id) { return at(armors, id); }

    public String className(long id) { return at(classes, id); }

    /** A map's name in the editor's map list ({@code MapInfos.json}). */
    public String mapName(long id) { return at(maps, id); }

    /** The game's title ({@code System.json}'s {@code gameTitle}), or null. */
    public String gameTitle() { return title; }

    /** What the game calls its money ({@code System.json}'s {@code currencyUnit}: "G"), or null. */
    public String currencyUnit() { return currencyUnit; }

    /** How many switches the database names slots for (index 0 is never used). */
    public int switchSlots() { return switches.length; }

    public int variableSlots() { return variables.length; }

    /**
     * The database name for a value of a save, or null: elements of {@code $.switches._data},
     * {@code $.variables._data} and {@code $.actors._data} (by index), actor ids in {@code $.party._actors},
     * members of {@code $.party._items},
     * {@code _weapons} and {@code _armors} (by key). MV array wrappers are looked through.
     */
    @Override public String nameFor(Document doc, int value) {
        if (dataDir == null || doc == null || value <= 0) return null;
        ValueIndex json = doc.index();
        if (value >= json.count() || doc.isHidden(value)) return null;
        int container = json.parent(value);
        if (container < 0) return null;
        int holder = container;
        // An MV wrapper {"@c":n,"@a":[...]}: the array is the wrapper's body; the wrapper holds the name.
        if (json.kind(container) == JsonIndex.ARRAY) {
            int p = json.parent(container);
            if (p >= 0) {
                int n = doc.nodeAt(p);
                if (n >= 0 && doc.nodeValue(n) == p && doc.body(n) == container) holder = p;
            }
        }
        String field = json.name(holder);
        if (field == null) return null;
        int owner = json.parent(holder);
        if (owner < 0) return null;
        String section = json.name(owner);
        if (section == null || doc.isSingleValue() || json.parent(owner) != doc.nodeValue(doc.root())) return null;
        if (json.kind(container) == JsonIndex.ARRAY) {
            if (section.equals("party") && field.equals("_actors")) return actorName(json.longValue(value, -1));
            if (!field.equals("_data")) return null;
            int index = doc.indexInParent(value);
            return switch (section) {
                case "switches" -> switchName(index);
                case "variables" -> variableName(index);
                case "actors" -> actorName(index);
                default -> null;
            };
        }
        if (json.kind(container) != JsonIndex.OBJECT || !section.equals("party")) return null;
        long id;
        try {
            id = Long.parseLong(json.name(value));
        } catch (NumberFormatException | NullPointerException e) {
            return null;
        }
        return switch (field) {
            case "_items" -> itemName(id);
            case "_weapons" -> weaponName(id);
            case "_armors" -> armorName(id);
            default -> null;
        };
    }
}
