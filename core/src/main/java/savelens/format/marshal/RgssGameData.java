package savelens.format.marshal;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.SizeLimit;
import savelens.format.GameData;
import savelens.format.GameDataSource;
import savelens.format.InputFile;
import savelens.format.NotGameDataException;
import savelens.format.SaveLayout;

/**
 * RPG Maker XP, VX and VX Ace game data: the {@code Data/} folder beside the save (or one level up), its database
 * files written with Marshal in the save's own extension ({@code System.rxdata}, {@code .rvdata}, {@code .rvdata2}).
 */
final class RgssGameData implements GameDataSource {
    static final RgssGameData INSTANCE = new RgssGameData();
    static final List<String> EXTENSIONS = List.of("rvdata2", "rvdata", "rxdata");

    private RgssGameData() {}

    @Override public GameData names(ReadContext context) {
        try {
            String ext = extensionOf(context.file());
            if (context.gameData() != null) return load(checkGiven(context.gameData()), ext);
            Path dir = findDataDir(context.file());
            // Without a database a save's streams are still named by what its engine calls them.
            return dir != null ? load(dir, ext) : ext == null ? GameData.NONE : Names.withoutData(ext);
        } catch (RuntimeException unreadable) {
            return GameData.NONE; // names are a help, never a reason to fail
        }
    }

    @Override public List<SaveLayout> saveLayouts() { return RgssLayouts.ALL; }

    /** {@code rxdata}, {@code rvdata} or {@code rvdata2} from a save's name; null for another name. */
    static String extensionOf(Path file) {
        if (file == null || file.getFileName() == null) return null;
        String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        for (String e : EXTENSIONS) if (name.endsWith("." + e)) return e;
        return null;
    }

    /** The save's folder's {@code Data/}, else its parent's, holding a {@code System} file; null when none does. */
    static Path findDataDir(Path saveFile) {
        String ext = extensionOf(saveFile);
        if (ext == null) return null;
        Path dir = saveFile.toAbsolutePath().normalize().getParent();
        for (Path base : new Path[] {dir, dir == null ? null : dir.getParent()}) {
            if (base == null) continue;
            Path data = base.resolve("Data");
            if (Files.isRegularFile(data.resolve("System." + ext))) return data;
        }
        return null;
    }

    @Override public String whyNotFound(Path saveFile) {
        String ext = extensionOf(saveFile);
        if (ext == null) return "a save's name ends in .rxdata, .rvdata or .rvdata2";
        return "no Data/System." + ext + " beside the save or one folder up";
    }

    @Override public Path checkGiven(Path dir) {
        if (!Files.exists(dir)) throw new NotGameDataException(dir + " does not exist");
        if (!Files.isDirectory(dir)) throw new NotGameDataException(dir + " is a file, not a game's data folder");
        for (Path candidate : new Path[] {dir, dir.resolve("Data")}) {
            for (String e : EXTENSIONS) if (Files.isRegularFile(candidate.resolve("System." + e))) return candidate.toAbsolutePath().normalize();
        }
        throw new NotGameDataException(dir + " is not an RPG Maker XP, VX or VX Ace data folder: no System.rxdata, .rvdata or .rvdata2 in it or in Data/");
    }

    /** The names of a data folder, from its files of the save's extension (any of the three when it is unknown). */
    static Names load(Path dataDir, String ext) {
        List<String> streams = RgssLayouts.streamNames(ext);
        if (ext == null || !Files.isRegularFile(dataDir.resolve("System." + ext))) {
            ext = EXTENSIONS.stream().filter(e -> Files.isRegularFile(dataDir.resolve("System." + e))).findFirst().orElse("rvdata2");
        }
        RgssDatabase system = read(dataDir.resolve("System." + ext));
        String[] none = new String[0];
        String currency = null, title = null;
        String[] switches = none, variables = none;
        if (system != null) {
            switches = system.strings(system.ivar(system.root(), "@switches"));
            variables = system.strings(system.ivar(system.root(), "@variables"));
            title = system.text(system.ivar(system.root(), "@game_title"));
            // VX Ace names its money @currency_unit; VX in @terms, XP in @words.
            currency = system.text(system.ivar(system.root(), "@currency_unit"));
            if (currency == null) currency = system.text(system.ivar(system.ivar(system.root(), "@terms"), "@gold"));
            if (currency == null) currency = system.text(system.ivar(system.ivar(system.root(), "@words"), "@gold"));
        }
        return new Names(dataDir, switches, variables, names(dataDir, "Actors", ext), names(dataDir, "Items", ext), names(dataDir, "Weapons", ext),
                names(dataDir, "Armors", ext), names(dataDir, "Classes", ext), names(dataDir, "MapInfos", ext), title, currency, streams);
    }

    private static String[] names(Path dir, String file, String ext) {
        RgssDatabase db = read(dir.resolve(file + "." + ext));
        return db == null ? new String[0] : db.names(db.root());
    }

    /** A database file's first stream, or null when it is missing or unreadable. */
    private static RgssDatabase read(Path file) {
        try {
            if (!Files.isRegularFile(file)) return null;
            MarshalFile f = MarshalFile.read(InputFile.read(file, SizeLimit.DEFAULT));
            return f.streams().isEmpty() ? null : new RgssDatabase(f.streams().get(0));
        } catch (RuntimeException e) { // an unreadable file (UnreadableDocumentException) gives no names
            return null;
        }
    }

    /** The names of one game's database, and what its engine calls a save's streams. */
    record Names(Path dataDir, String[] switches, String[] variables, String[] actors, String[] items, String[] weapons, String[] armors,
                 String[] classes, String[] maps, String gameTitle, String currencyUnit, List<String> streams) implements GameData {
        /** A save's names with no database at hand: its streams' only. */
        static Names withoutData(String ext) {
            String[] none = new String[0];
            return new Names(null, none, none, none, none, none, none, none, none, null, null, RgssLayouts.streamNames(ext));
        }

        private static String at(String[] names, long i) { return i >= 0 && i < names.length ? names[(int) i] : null; }

        @Override public String switchName(long id) { return at(switches, id); }
        @Override public String variableName(long id) { return at(variables, id); }
        @Override public String actorName(long id) { return at(actors, id); }
        @Override public String itemName(long id) { return at(items, id); }
        @Override public String weaponName(long id) { return at(weapons, id); }
        @Override public String armorName(long id) { return at(armors, id); }
        @Override public String className(long id) { return at(classes, id); }
        @Override public String mapName(long id) { return at(maps, id); }
        @Override public int switchSlots() { return switches.length; }
        @Override public List<SaveLayout> saveLayouts() { return RgssLayouts.ALL; }
        @Override public int variableSlots() { return variables.length; }

        @Override public int entries(String kind) {
            return switch (kind) {
                case "item" -> items.length;
                case "weapon" -> weapons.length;
                case "armor" -> armors.length;
                default -> 0;
            };
        }

        /**
         * A value's database name by where it is: an element of {@code Game_Switches}', {@code Game_Variables}' or
         * {@code Game_Actors}' {@code @data}, an actor id in {@code Game_Party}'s {@code @actors}, a key of its
         * {@code @items}, {@code @weapons} or {@code @armors}; a save's stream by what its engine calls it.
         */
        @Override public String nameFor(Document doc, int value) {
            if (doc == null || value <= 0 || value >= doc.index().count()) return null;
            int container = doc.index().parent(value);
            if (container < 0) return null;
            if (container == 0 && doc.index().parent(0) < 0) return streamName(doc, value);
            int holder = doc.index().parent(container);
            int owner = holder < 0 ? -1 : doc.nodeAt(holder);
            if (owner < 0) return null;
            String field = doc.index().name(container), type = doc.type(owner);
            if (field == null || type == null) return null;
            boolean array = doc.index().kind(container) == savelens.index.ValueIndex.ARRAY;
            if (array && field.equals("@data")) {
                int i = doc.indexInParent(value);
                return switch (type) {
                    case "Game_Switches" -> switchName(i);
                    case "Game_Variables" -> variableName(i);
                    case "Game_Actors" -> actorName(i);
                    default -> null;
                };
            }
            if (!type.equals("Game_Party")) return null;
            if (array) return field.equals("@actors") && doc.index().isIntegerNumber(value) ? actorName(doc.index().longValue(value, -1)) : null;
            long id;
            try {
                id = Long.parseLong(doc.index().name(value));
            } catch (NumberFormatException | NullPointerException e) {
                return null;
            }
            return switch (field) {
                case "@items" -> itemName(id);
                case "@weapons" -> weaponName(id);
                case "@armors" -> armorName(id);
                default -> null;
            };
        }

        /** A stream's name when the file has as many streams as its engine writes, else null (a database file has one). */
        private String streamName(Document doc, int value) {
            if (doc.index().kind(0) != savelens.index.ValueIndex.ARRAY) return null;
            int i = doc.indexInParent(value);
            return doc.index().childCount(0) == streams.size() && i >= 0 && i < streams.size() ? streams.get(i) : null;
        }
    }
}
