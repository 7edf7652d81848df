package savelens.gamesave;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.document.ValueNames;
import savelens.edit.Container;
import savelens.format.GameData;
import savelens.json.VisibleText;
import savelens.path.DocumentPath;
import savelens.path.Location;
import savelens.path.PathException;

/**
 * What a player looks for in an RPG Maker MV or MZ game save, read from the document where the engine keeps it
 * ({@code Game_Party._gold}, {@code _actors}, {@code _items}…; {@code Game_Switches._data}; {@code Game_Map._mapId};
 * {@code Game_System._framesOnSave}), each value with its path so that it is edited like any other, and names
 * from the game's database where it was found.
 *
 * <pre>{@code
 * GameSave save = GameSave.read(document, openFile.valueNames()).orElseThrow();
 * save.gold().literal();                       // "2500"
 * save.inventory().get(0).name();              // "Potion"
 * }</pre>
 */
public final class GameSave {
    private static final DocumentPath PARTY = DocumentPath.root().member("party");
    private static final DocumentPath ACTORS = DocumentPath.root().member("actors").member("_data");
    private static final DocumentPath SYSTEM = DocumentPath.root().member("system");

    private final Document doc;
    private final GameData names;

    private GameSave(Document doc, GameData names) {
        this.doc = doc;
        this.names = names;
    }

    /**
     * The game save a document is, or empty when it is none: a save file holds a party with gold ({@code global}
     * and {@code config} saves, and documents of other formats, do not).
     */
    public static Optional<GameSave> read(Document doc, ValueNames names) {
        if (doc == null || doc.isSingleValue()) return Optional.empty();
        GameSave save = new GameSave(doc, names instanceof GameData g ? g : GameData.NONE);
        Location gold = save.locate(PARTY.member("_gold"));
        if (gold == null || gold.isNode() || doc.kind(gold.value()) != ValueKind.NUMBER) return Optional.empty();
        return Optional.of(save);
    }

    /** The database names used (empty when the game's data folder was not found). */
    public GameData names() { return names; }

    public SaveValue gold() { return value(PARTY.member("_gold")); }

    /** The party in its order ({@code Game_Party._actors}), each actor as {@code $.actors._data[id]} holds it. */
    public List<PartyMember> party() {
        List<PartyMember> out = new ArrayList<>();
        int list = container(PARTY.member("_actors"));
        if (list < 0) return out;
        doc.forEachChild(list, v -> {
            long id = number(v);
            if (id < 0) return;
            DocumentPath actor = ACTORS.index((int) Math.min(id, Integer.MAX_VALUE));
            SaveValue classId = value(actor.member("_classId"));
            long cls = parseId(classId.literal());
            out.add(new PartyMember(id, value(actor.member("_name")), names.actorName(id), cls, cls < 0 ? null : names.className(cls),
                    value(actor.member("_level")), value(actor.member("_hp")), value(actor.member("_mp")),
                    value(actor.member("_exp").member(cls < 0 ? "1" : Long.toString(cls)))));
        });
        return out;
    }

    /** Items, then weapons, then armors, each in the order the save lists them, with their database names. */
    public List<Holding> inventory() {
        List<Holding> out = new ArrayList<>();
        for (Holding.Kind kind : Holding.Kind.values()) {
            DocumentPath at = PARTY.member(kind.field());
            int container = container(at);
            if (container < 0) continue;
            doc.forEachChild(container, v -> {
                long id = parseId(doc.name(v));
                if (id < 0) return;
                String name = switch (kind) {
                    case ITEM -> names.itemName(id);
                    case WEAPON -> names.weaponName(id);
                    case ARMOR -> names.armorName(id);
                };
                out.add(new Holding(kind, id, name, stored(at.member(doc, doc.name(v)), v)));
            });
        }
        return out;
    }

    /** Switches with a name in the database or turned on, by number. */
    public List<GameFlag> switches() {
        return flags(DocumentPath.root().member("switches").member("_data"), names.switchSlots(), "false", true);
    }

    /** Variables with a name in the database or a value other than 0, by number. */
    public List<GameFlag> variables() {
        return flags(DocumentPath.root().member("variables").member("_data"), names.variableSlots(), "0", false);
    }

    private List<GameFlag> flags(DocumentPath data, int slots, String unset, boolean switches) {
        List<GameFlag> out = new ArrayList<>();
        int container = container(data);
        int stored = container < 0 ? 0 : doc.visibleChildCount(container);
        int[] values = new int[stored];
        int[] i = {0};
        if (container >= 0) doc.forEachChild(container, v -> values[i[0]++] = v);
        for (int n = 1; n < Math.max(stored, slots); n++) {
            String name = switches ? names.switchName(n) : names.variableName(n);
            SaveValue value = n < stored ? stored(data.index(n), values[n]) : SaveValue.absentAt(container < 0 ? null : data.index(n), unset);
            GameFlag flag = new GameFlag(n, name, value);
            if (name != null || flag.isSet()) out.add(flag);
        }
        return out;
    }

    /** The map the player is on and the tile they stand on. */
    public MapPosition position() {
        SaveValue map = value(DocumentPath.root().member("map").member("_mapId"));
        long id = parseId(map.literal());
        DocumentPath player = DocumentPath.root().member("player");
        return new MapPosition(map, id < 0 ? null : names.mapName(id), value(player.member("_x")), value(player.member("_y")));
    }

    /** Frames played when the game saved (60 a second). */
    public SaveValue playtimeFrames() { return value(SYSTEM.member("_framesOnSave")); }

    /** The play time as the game's save screen shows it, {@code hh:mm:ss}; null when the save holds none. */
    public String playtime() {
        SaveValue frames = playtimeFrames();
        if (!frames.isStored()) return null;
        double f;
        try {
            f = Double.parseDouble(frames.literal());
        } catch (NumberFormatException e) {
            return null;
        }
        long seconds = (long) Math.floor(f / 60);
        return String.format("%02d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }

    /** How many times the game has been saved. */
    public SaveValue saveCount() { return value(SYSTEM.member("_saveCount")); }

    // ---- reading

    private Location locate(DocumentPath path) {
        try {
            return path.resolve(doc);
        } catch (PathException e) {
            return null;
        }
    }

    /** The value at a path; absent ({@code null}) when the save does not hold it. */
    private SaveValue value(DocumentPath path) {
        Location at = locate(path);
        if (at == null || at.isNode() || !doc.kind(at.value()).isScalar()) return SaveValue.absent("null");
        return stored(path, at.value());
    }

    private SaveValue stored(DocumentPath path, int v) {
        String raw = doc.raw(v);
        return new SaveValue(path, raw, doc.kind(v) == ValueKind.STRING ? VisibleText.show(doc.index().string(v)) : raw);
    }

    /** The array or object a path leads to (through a reference or MV's array wrapper), or -1. */
    private int container(DocumentPath path) {
        Location at = locate(path);
        return at == null ? -1 : Container.at(doc, at.node(), at.value());
    }

    private long number(int v) {
        return doc.kind(v) == ValueKind.NUMBER ? parseId(doc.raw(v)) : -1;
    }

    /** A database id written as a whole number (a key "41" or a value 41), or -1. */
    private static long parseId(String text) {
        if (text == null || text.isEmpty() || text.length() > 18) return -1;
        for (int i = 0; i < text.length(); i++) if (!Character.isDigit(text.charAt(i))) return -1;
        return Long.parseLong(text);
    }
}
