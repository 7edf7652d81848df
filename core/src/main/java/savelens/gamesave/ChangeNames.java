package savelens.gamesave;

import java.util.List;
import savelens.diff.Change;
import savelens.document.Document;
import savelens.document.ValueNames;
import savelens.format.GameData;
import savelens.path.DocumentPath;
import savelens.path.DocumentPath.Index;
import savelens.path.DocumentPath.Member;
import savelens.path.DocumentPath.Step;

/**
 * The names a player knows the values of an RPG Maker save by, for what a comparison found changed:
 * {@code $.switches._data[44]} is {@code switch 44 街灯} (and reads {@code on} or {@code off}, null as off, as the
 * game reads it), {@code $.party._items["41"]} is {@code item 41 Книга Правил 1}, {@code $.party._gold} is
 * {@code gold}. Without the game's data there are no names ({@link #isEmpty}), so output stays as it was.
 */
public final class ChangeNames {
    public static final ChangeNames NONE = new ChangeNames(GameData.NONE);

    private final GameData names;

    private ChangeNames(GameData names) { this.names = names; }

    /** The names of a save's game data; {@link #NONE} when the document has none (another format, no data found). */
    public static ChangeNames of(ValueNames names) {
        return names instanceof GameData g && !g.isEmpty() ? new ChangeNames(g) : NONE;
    }

    public boolean isEmpty() { return names.isEmpty(); }

    /** The player's name for the value at a path ({@code switch 44 街灯}), or null. */
    public String name(DocumentPath path) {
        if (path == null || isEmpty()) return null;
        List<Step> s = path.steps();
        if (!(s.get(0) instanceof DocumentPath.Root)) return null;
        if (s.size() == 3 && is(s, 1, "party") && is(s, 2, "_gold")) return "gold";
        if (s.size() == 4 && is(s, 2, "_data") && s.get(3) instanceof Index ix) {
            int i = ix.index();
            if (is(s, 1, "switches")) return named("switch " + i, names.switchName(i));
            if (is(s, 1, "variables")) return named("variable " + i, names.variableName(i));
        }
        if (s.size() == 4 && is(s, 1, "party") && s.get(3) instanceof Member key) {
            long id = id(key.name());
            if (id < 0) return null;
            if (is(s, 2, "_items")) return named("item " + id, names.itemName(id));
            if (is(s, 2, "_weapons")) return named("weapon " + id, names.weaponName(id));
            if (is(s, 2, "_armors")) return named("armor " + id, names.armorName(id));
        }
        if (s.size() == 5 && is(s, 1, "actors") && is(s, 2, "_data") && s.get(3) instanceof Index ix && s.get(4) instanceof Member f) {
            int i = ix.index();
            String what = switch (f.name()) {
                case "_name" -> "name";
                case "_level" -> "level";
                case "_hp" -> "HP";
                case "_mp" -> "MP";
                case "_classId" -> "class";
                default -> null;
            };
            return what == null ? null : named("actor " + i, names.actorName(i)) + " " + what;
        }
        return null;
    }

    /**
     * The player's name for the node at a path, where the game's data names it: an actor of
     * {@code $.actors._data[N]} is {@code actor N Harold}; null for any other node or without game data.
     */
    public String nodeName(DocumentPath path) {
        if (path == null || isEmpty()) return null;
        List<Step> s = path.steps();
        if (s.size() == 4 && s.get(0) instanceof DocumentPath.Root && is(s, 1, "actors") && is(s, 2, "_data") && s.get(3) instanceof Index ix) {
            return named("actor " + ix.index(), names.actorName(ix.index()));
        }
        return null;
    }

    /**
     * The player's name for a node wherever the save writes it: an actor ({@code Game_Actor}) is {@code actor N Harold}
     * by its {@code _actorId} (Marshal saves: {@code @actor_id}), also where the party holds it first and {@code $.actors._data[N]} only refers to it; any
     * other node as {@link #nodeName(DocumentPath)} names it by its path. Null without game data.
     */
    public String nodeName(Document doc, int node, DocumentPath path) {
        if (isEmpty()) return null;
        if (!doc.bodyIsArray(node) && "Game_Actor".equals(doc.type(node))) {
            int id = doc.childNamed(doc.body(node), "_actorId"); // MV and MZ
            if (id < 0) id = doc.childNamed(doc.body(node), "@actor_id"); // XP, VX and VX Ace
            if (id >= 0 && doc.index().isIntegerNumber(id)) {
                long n = doc.index().longValue(id, -1);
                if (n >= 0 && n <= Integer.MAX_VALUE) return named("actor " + n, names.actorName((int) n));
            }
        }
        return nodeName(path);
    }

    /** True for a path to a switch: its values read as {@code on} and {@code off}. */
    public boolean isSwitch(DocumentPath path) {
        if (path == null || isEmpty()) return false;
        List<Step> s = path.steps();
        return s.size() == 4 && s.get(0) instanceof DocumentPath.Root && is(s, 1, "switches") && is(s, 2, "_data") && s.get(3) instanceof Index;
    }

    /** A value as the player reads it: a switch's {@code true} as {@code on}, anything else as {@code off}. */
    public String shown(DocumentPath path, String literal) {
        if (literal == null || !isSwitch(path)) return literal;
        return literal.equals("true") ? "on" : "off";
    }

    /** {@code $.switches._data[44] (switch 44 街灯): on → off}: the path first, for scripts; the line as before without a name. */
    public String line(Change c) {
        String name = name(c.path());
        if (name == null) return c.line();
        return body(c, c.path() + " (" + name + ")");
    }

    /** {@code switch 44 街灯: on → off}: the name instead of the path where there is one (the window's rows). */
    public String shortLine(Change c) {
        String name = name(c.path());
        if (name == null) return c.line();
        return body(c, name);
    }

    private String body(Change c, String where) {
        DocumentPath p = c.path();
        String line = switch (c.kind()) {
            case CHANGED -> where + ": " + shown(p, c.oldValue()) + " → " + shown(p, c.newValue());
            case ADDED -> "+ " + where + ": " + shown(p, c.newValue());
            case REMOVED -> "- " + where + ": " + shown(p, c.oldValue());
        };
        return c.note() == null ? line : line + " (" + c.note() + ")";
    }

    private static String named(String what, String name) {
        return name == null || name.isEmpty() ? what : what + " " + name;
    }

    private static boolean is(List<Step> s, int i, String member) {
        return s.get(i) instanceof Member m && m.name().equals(member);
    }

    private static long id(String key) {
        if (key.isEmpty() || key.length() > 18) return -1;
        for (int i = 0; i < key.length(); i++) if (!Character.isDigit(key.charAt(i))) return -1;
        return Long.parseLong(key);
    }
}
