package savelens.app.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import savelens.file.OpenFile;
import savelens.file.Formats;
import savelens.format.GameData;
import savelens.gamesave.GameFlag;
import savelens.gamesave.GameSave;
import savelens.gamesave.Holding;
import savelens.gamesave.MapPosition;
import savelens.gamesave.PartyMember;
import savelens.gamesave.SaveValue;
import savelens.json.JsonText;

/**
 * {@code names FILE [--json]}: what an RPG Maker game save holds that a player cares about (gold, the party,
 * the inventory, switches and variables, where the player stands), each id with its name from the game's data.
 * Values are printed as written, as {@code get} prints them, but for switches: {@code on} or {@code off} as the game
 * reads them (null, or past the end of the array, is off). Section options and {@code --find} narrow the list.
 */
final class NamesCommand {
    static final String USAGE = "names FILE [--json] [--switches] [--variables] [--items] [--weapons] [--armors] [--party] [--find TEXT]";
    private static final List<String> SECTIONS = List.of("--party", "--items", "--weapons", "--armors", "--switches", "--variables");

    private final DocumentCommands commands;
    private final Arguments args;
    private final PrintStream out;

    NamesCommand(DocumentCommands commands, Arguments args, PrintStream out) {
        this.commands = commands;
        this.args = args;
        this.out = out;
    }

    void names() {
        args.expect(1, USAGE);
        args.allowOnly(USAGE, "--json", "--switches", "--variables", "--items", "--weapons", "--armors", "--party", "--find");
        OpenFile file = commands.load();
        GameSave save = GameSave.read(file.document(), file.valueNames()).orElseThrow(() -> new CliFailure(CliFailure.REQUEST_FAILED,
                "not an RPG Maker game save (names lists the party, items, switches and variables of an MV, MZ, XP, VX or VX Ace save slot;"
                        + " global and config saves hold none)"));
        List<String> sections = SECTIONS.stream().filter(args::flag).toList();
        String find = args.option("--find");
        if (sections.isEmpty() && find == null) {
            if (args.flag("--json")) out.println(json(save));
            else lines(save, file.path()).forEach(out::println);
            return;
        }
        if (args.flag("--json")) throw new CliFailure(CliFailure.USAGE, "--json lists everything; the section options and --find print lines");
        List<String> found = entries(save, sections.isEmpty() ? SECTIONS : sections, find);
        if (found.isEmpty()) throw new CliFailure(CliFailure.REQUEST_FAILED, "nothing in the save matches" + (find == null ? "" : " " + JsonText.quote(find)));
        found.forEach(out::println);
    }

    /**
     * The entries of the chosen sections ({@code --party}, {@code --items}…, in the order {@code names} prints them)
     * whose name holds {@code find} (ignoring case) or whose number is {@code find}; every entry when it is null.
     */
    static List<String> entries(GameSave save, List<String> sections, String find) {
        List<String> out = new ArrayList<>();
        for (String section : SECTIONS) {
            if (!sections.contains(section)) continue;
            switch (section) {
                case "--party" -> {
                    for (PartyMember m : save.party()) {
                        String shown = m.name().shown() + (m.databaseName() == null ? "" : " " + m.databaseName());
                        if (matches(find, m.actorId(), shown)) out.add(actor(m));
                    }
                }
                case "--switches" -> {
                    for (GameFlag s : save.switches()) if (matches(find, s.id(), s.name())) out.add(switchLine(s));
                }
                case "--variables" -> {
                    for (GameFlag v : save.variables()) if (matches(find, v.id(), v.name())) out.add(variableLine(v));
                }
                default -> {
                    String word = section.substring(2, section.length() - 1);
                    for (Holding h : save.inventory()) {
                        if (h.kind().word().equals(word) && matches(find, h.id(), h.name())) out.add(holding(h));
                    }
                }
            }
        }
        return out;
    }

    private static boolean matches(String find, long id, String name) {
        if (find == null) return true;
        if (find.equals(Long.toString(id))) return true;
        return name != null && name.toLowerCase(java.util.Locale.ROOT).contains(find.toLowerCase(java.util.Locale.ROOT));
    }

    private static String actor(PartyMember m) {
        return "actor " + m.actorId() + " " + m.name().literal() + (m.databaseName() == null ? "" : " (database " + JsonText.quote(m.databaseName()) + ")")
                + " class " + (m.classId() < 0 ? "?" : m.classId()) + quoted(m.className())
                + stat("level", m.level()) + stat("HP", m.hp()) + stat("MP", m.mp()) + stat("EXP", m.exp());
    }

    /** {@code " HP 312"}; nothing for a value the save does not hold, as the Save tab leaves its cell empty. */
    private static String stat(String word, SaveValue v) { return v.isStored() ? " " + word + " " + v.literal() : ""; }

    private static String holding(Holding h) { return h.kind().word() + " " + h.id() + quoted(h.name()) + " × " + h.quantity().literal(); }

    /** A switch as the game reads it: {@code on} when true, {@code off} otherwise (null, or past the array's end). */
    private static String switchLine(GameFlag s) {
        return "switch " + s.id() + quoted(s.name()) + " = " + (s.value().literal().equals("true") ? "on" : "off");
    }

    private static String variableLine(GameFlag v) { return "variable " + v.id() + quoted(v.name()) + " = " + v.value().literal(); }

    static List<String> lines(GameSave save, java.nio.file.Path file) {
        GameData names = save.names();
        List<String> out = new ArrayList<>();
        out.add("game data " + (names.isEmpty() ? "none found (" + Formats.whyNoGameData(file) + "; --game-data DIR names it)"
                : names.dataDir().toString()));
        if (names.gameTitle() != null) out.add("title " + JsonText.quote(names.gameTitle()));
        out.add("gold " + save.gold().literal() + (names.currencyUnit() == null ? "" : " " + names.currencyUnit()));
        for (PartyMember m : save.party()) out.add(actor(m));
        for (Holding h : save.inventory()) out.add(holding(h));
        for (GameFlag s : save.switches()) out.add(switchLine(s));
        for (GameFlag v : save.variables()) out.add(variableLine(v));
        MapPosition at = save.position();
        out.add("map " + at.mapId().literal() + quoted(at.mapName()) + " at " + at.x().literal() + ", " + at.y().literal());
        if (save.playtime() != null) out.add("playtime " + save.playtime());
        out.add("save count " + save.saveCount().literal());
        return out;
    }

    private static String quoted(String name) { return name == null ? "" : " " + JsonText.quote(name); }

    static String json(GameSave save) {
        GameData names = save.names();
        StringBuilder s = new StringBuilder("{\"gameData\":").append(names.isEmpty() ? "null" : JsonText.quote(names.dataDir().toString()));
        s.append(",\"title\":").append(string(names.gameTitle())).append(",\"currencyUnit\":").append(string(names.currencyUnit()));
        s.append(",\"gold\":").append(save.gold().json()).append(",\"party\":[");
        String sep = "";
        for (PartyMember m : save.party()) {
            s.append(sep).append("{\"id\":").append(m.actorId()).append(",\"name\":").append(m.name().json())
                    .append(",\"databaseName\":").append(string(m.databaseName()))
                    .append(",\"class\":").append(m.classId() < 0 ? "null" : Long.toString(m.classId()))
                    .append(",\"className\":").append(string(m.className()))
                    .append(",\"level\":").append(m.level().json()).append(",\"hp\":").append(m.hp().json())
                    .append(",\"mp\":").append(m.mp().json()).append(",\"exp\":").append(m.exp().json()).append('}');
            sep = ",";
        }
        s.append(']');
        for (Holding.Kind kind : Holding.Kind.values()) {
            s.append(",\"").append(kind.word()).append("s\":[");
            sep = "";
            for (Holding h : save.inventory()) {
                if (h.kind() != kind) continue;
                s.append(sep).append("{\"id\":").append(h.id()).append(",\"name\":").append(string(h.name()))
                        .append(",\"count\":").append(h.quantity().json()).append('}');
                sep = ",";
            }
            s.append(']');
        }
        flags(s, "switches", save.switches());
        flags(s, "variables", save.variables());
        MapPosition at = save.position();
        s.append(",\"map\":{\"id\":").append(at.mapId().json()).append(",\"name\":").append(string(at.mapName()))
                .append(",\"x\":").append(at.x().json()).append(",\"y\":").append(at.y().json()).append('}');
        s.append(",\"playtimeFrames\":").append(save.playtimeFrames().json());
        s.append(",\"saveCount\":").append(save.saveCount().json()).append('}');
        return s.toString();
    }

    private static void flags(StringBuilder s, String key, List<GameFlag> flags) {
        s.append(",\"").append(key).append("\":[");
        String sep = "";
        for (GameFlag f : flags) {
            s.append(sep).append("{\"id\":").append(f.id()).append(",\"name\":").append(string(f.name()))
                    .append(",\"value\":").append(f.value().literal()).append('}');
            sep = ",";
        }
        s.append(']');
    }

    private static String string(String s) { return s == null ? "null" : JsonText.quote(s); }
}
