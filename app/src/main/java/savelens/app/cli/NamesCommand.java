package savelens.app.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import savelens.file.OpenFile;
import savelens.format.rpgmaker.GameDataNames;
import savelens.gamesave.GameFlag;
import savelens.gamesave.GameSave;
import savelens.gamesave.Holding;
import savelens.gamesave.MapPosition;
import savelens.gamesave.PartyMember;
import savelens.json.JsonText;

/**
 * {@code names FILE [--json]}: what an RPG Maker game save holds that a player cares about (gold, the party,
 * the inventory, switches and variables, where the player stands), each id with its name from the game's data.
 * Values are printed as written, as {@code get} prints them.
 */
final class NamesCommand {
    static final String USAGE = "names FILE [--json]";

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
        args.allowOnly(USAGE, "--json");
        OpenFile file = commands.load();
        GameSave save = GameSave.read(file.document(), file.valueNames()).orElseThrow(() -> new CliFailure(CliFailure.REQUEST_FAILED,
                "not an RPG Maker game save (names lists the party, items, switches and variables of an MV or MZ save slot;"
                        + " global and config saves hold none)"));
        if (args.flag("--json")) out.println(json(save));
        else lines(save, file.path()).forEach(out::println);
    }

    static List<String> lines(GameSave save, java.nio.file.Path file) {
        GameDataNames names = save.names();
        List<String> out = new ArrayList<>();
        out.add("game data " + (names.isEmpty() ? "none found (" + GameDataNames.whyNotFound(file) + "; --game-data DIR names it)"
                : names.dataDir().toString()));
        if (names.gameTitle() != null) out.add("title " + JsonText.quote(names.gameTitle()));
        out.add("gold " + save.gold().literal() + (names.currencyUnit() == null ? "" : " " + names.currencyUnit()));
        for (PartyMember m : save.party()) {
            out.add("actor " + m.actorId() + " " + m.name().literal() + (m.databaseName() == null ? "" : " (database " + JsonText.quote(m.databaseName()) + ")")
                    + " class " + (m.classId() < 0 ? "?" : m.classId()) + quoted(m.className())
                    + " level " + m.level().literal() + " HP " + m.hp().literal() + " MP " + m.mp().literal() + " EXP " + m.exp().literal());
        }
        for (Holding h : save.inventory()) out.add(h.kind().word() + " " + h.id() + quoted(h.name()) + " × " + h.quantity().literal());
        for (GameFlag s : save.switches()) out.add("switch " + s.id() + quoted(s.name()) + " = " + s.value().literal());
        for (GameFlag v : save.variables()) out.add("variable " + v.id() + quoted(v.name()) + " = " + v.value().literal());
        MapPosition at = save.position();
        out.add("map " + at.mapId().literal() + quoted(at.mapName()) + " at " + at.x().literal() + ", " + at.y().literal());
        if (save.playtime() != null) out.add("playtime " + save.playtime());
        out.add("save count " + save.saveCount().literal());
        return out;
    }

    private static String quoted(String name) { return name == null ? "" : " " + JsonText.quote(name); }

    static String json(GameSave save) {
        GameDataNames names = save.names();
        StringBuilder s = new StringBuilder("{\"gameData\":").append(names.isEmpty() ? "null" : JsonText.quote(names.dataDir().toString()));
        s.append(",\"title\":").append(string(names.gameTitle())).append(",\"currencyUnit\":").append(string(names.currencyUnit()));
        s.append(",\"gold\":").append(save.gold().literal()).append(",\"party\":[");
        String sep = "";
        for (PartyMember m : save.party()) {
            s.append(sep).append("{\"id\":").append(m.actorId()).append(",\"name\":").append(m.name().literal())
                    .append(",\"databaseName\":").append(string(m.databaseName()))
                    .append(",\"class\":").append(m.classId() < 0 ? "null" : Long.toString(m.classId()))
                    .append(",\"className\":").append(string(m.className()))
                    .append(",\"level\":").append(m.level().literal()).append(",\"hp\":").append(m.hp().literal())
                    .append(",\"mp\":").append(m.mp().literal()).append(",\"exp\":").append(m.exp().literal()).append('}');
            sep = ",";
        }
        s.append(']');
        for (Holding.Kind kind : Holding.Kind.values()) {
            s.append(",\"").append(kind.word()).append("s\":[");
            sep = "";
            for (Holding h : save.inventory()) {
                if (h.kind() != kind) continue;
                s.append(sep).append("{\"id\":").append(h.id()).append(",\"name\":").append(string(h.name()))
                        .append(",\"count\":").append(h.quantity().literal()).append('}');
                sep = ",";
            }
            s.append(']');
        }
        flags(s, "switches", save.switches());
        flags(s, "variables", save.variables());
        MapPosition at = save.position();
        s.append(",\"map\":{\"id\":").append(at.mapId().literal()).append(",\"name\":").append(string(at.mapName()))
                .append(",\"x\":").append(at.x().literal()).append(",\"y\":").append(at.y().literal()).append('}');
        s.append(",\"playtimeFrames\":").append(save.playtimeFrames().literal());
        s.append(",\"saveCount\":").append(save.saveCount().literal()).append('}');
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
