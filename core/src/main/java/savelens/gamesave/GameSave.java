package savelens.gamesave;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.document.ValueNames;
import savelens.edit.Container;
import savelens.format.FormatProviders;
import savelens.format.GameData;
import savelens.format.GameDataSource;
import savelens.format.SaveLayout;
import savelens.json.VisibleText;
import savelens.path.DocumentPath;
import savelens.path.Location;
import savelens.path.PathException;

/**
 * What a player looks for in an RPG Maker game save, read from the document where its engine keeps it (its
 * {@link SaveLayout}: MV's {@code Game_Party._gold}, {@code _actors}, {@code _items}…; XP's, VX's and VX Ace's
 * {@code Game_Party@gold} in their Marshal streams), each value with its path so that it is edited like any other, and names
 * from the game's database where it was found.
 *
 * <pre>{@code
 * GameSave save = GameSave.read(document, openFile.valueNames()).orElseThrow();
 * save.gold().literal();                       // "2500"
 * save.inventory().get(0).name();              // "Potion"
 * }</pre>
 */
public final class GameSave {
    private final Document doc;
    private final GameData names;
    private final SaveLayout layout;
    private final DocumentPath party;

    private GameSave(Document doc, GameData names, SaveLayout layout) {
        this.doc = doc;
        this.names = names;
        this.layout = layout;
        this.party = path(layout.party());
    }

    /**
     * The game save a document is, or empty when it is none: a save file holds a party with gold where one of its
     * format's layouts ({@link SaveLayout}) says. Only RPG Maker's formats have such layouts: their {@code global} and
     * {@code config} saves, and documents of other formats, are none.
     */
    public static Optional<GameSave> read(Document doc, ValueNames names) {
        if (doc == null || doc.isSingleValue()) return Optional.empty();
        // Only RPG Maker's formats (those with a game database) write game saves: another dialect's party with gold
        // (a jsonex-lite document's) is none.
        GameDataSource source = FormatProviders.capabilitiesOf(doc).gameData();
        if (source == null) return Optional.empty();
        for (SaveLayout layout : source.saveLayouts()) {
            GameSave save = new GameSave(doc, names instanceof GameData g ? g : GameData.NONE, layout);
            Location gold = save.locate(save.party.member(doc, layout.gold()));
            if (gold != null && !gold.isNode() && doc.kind(gold.value()) == ValueKind.NUMBER) return Optional.of(save);
        }
        return Optional.empty();
    }

    /** The database names used (empty when the game's data folder was not found). */
    public GameData names() { return names; }

    /** Where this save's engine keeps its values. */
    public SaveLayout layout() { return layout; }

    public SaveValue gold() { return value(party.member(doc, layout.gold())); }

    /**
     * The party in its order, each actor as the save holds it: by id in the actors' array (MV, MZ, VX, VX Ace), or
     * written in the party's list itself (XP).
     */
    public List<PartyMember> party() {
        List<PartyMember> out = new ArrayList<>();
        DocumentPath listPath = party.member(doc, layout.partyActors());
        int list = container(listPath);
        if (list < 0) return out;
        int[] place = {0};
        doc.forEachChild(list, v -> {
            int at = place[0]++;
            DocumentPath actor;
            long id;
            if (layout.actorsHoldIds()) {
                id = number(v);
                if (id < 0) return;
                actor = path(layout.actors()).index((int) Math.min(id, Integer.MAX_VALUE));
            } else {
                actor = listPath.index(at);
                id = parseId(value(actor.member(doc, layout.actorId())).literal());
            }
            SaveValue classId = value(actor.member(doc, layout.actorClass()));
            long cls = parseId(classId.literal());
            DocumentPath exp = actor.member(doc, layout.actorExp());
            if (layout.expByClass()) exp = exp.member(doc, cls < 0 ? "1" : Long.toString(cls));
            out.add(new PartyMember(id, value(actor.member(doc, layout.actorName())), id < 0 ? null : names.actorName(id), cls,
                    cls < 0 ? null : names.className(cls), value(actor.member(doc, layout.actorLevel())), value(actor.member(doc, layout.actorHp())),
                    value(actor.member(doc, layout.actorMp())), value(exp)));
        });
        return out;
    }

    /** The path of the party's inventory of one kind. */
    public DocumentPath inventoryPath(Holding.Kind kind) { return party.member(doc, layout.inventory(kind.word())); }

    /** Items, then weapons, then armors, each in the order the save lists them, with their database names. */
    public List<Holding> inventory() {
        List<Holding> out = new ArrayList<>();
        for (Holding.Kind kind : Holding.Kind.values()) {
            DocumentPath at = inventoryPath(kind);
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
        return flags(path(layout.switches()), names.switchSlots(), "false", true);
    }

    /** Variables with a name in the database or a value other than 0, by number. */
    public List<GameFlag> variables() {
        return flags(path(layout.variables()), names.variableSlots(), "0", false);
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
        SaveValue map = value(path(layout.mapId()));
        long id = parseId(map.literal());
        DocumentPath player = path(layout.player());
        return new MapPosition(map, id < 0 ? null : names.mapName(id), value(player.member(doc, layout.playerX())), value(player.member(doc, layout.playerY())));
    }

    /** Frames played when the game saved ({@link #framesPerSecond} a second). */
    public SaveValue playtimeFrames() { return value(path(layout.frames())); }

    /** How many frames make a second of play time in this save's engine (40 in XP, 60 elsewhere). */
    public int framesPerSecond() { return layout.framesPerSecond(); }

    /** The play time as the game wrote it for its save screen (VX Ace's header), or absent. */
    public SaveValue playtimeText() { return layout.playtimeText() == null ? SaveValue.absent("") : value(path(layout.playtimeText())); }

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
        long seconds = (long) Math.floor(f / layout.framesPerSecond());
        return String.format("%02d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }

    /** How many times the game has been saved. */
    public SaveValue saveCount() { return layout.saveCount() == null ? SaveValue.missing() : value(path(layout.saveCount())); }

    // ---- reading

    /** A path of the layout, read as this document reads paths. */
    private DocumentPath path(String text) { return DocumentPath.parse(text, doc); }

    private Location locate(DocumentPath path) {
        try {
            return path.resolve(doc);
        } catch (PathException e) {
            return null;
        }
    }

    /** The value at a path; {@link SaveValue#missing} when the save does not hold it. */
    private SaveValue value(DocumentPath path) {
        Location at = locate(path);
        if (at == null || at.isNode() || !doc.kind(at.value()).isScalar()) return SaveValue.missing();
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
