package savelens.gamesave;

import java.util.List;
import savelens.diff.Change;
import savelens.document.Document;
import savelens.document.ValueNames;
import savelens.format.GameData;
import savelens.format.SaveLayout;
import savelens.path.DocumentPath;
import savelens.path.DocumentPath.Index;
import savelens.path.DocumentPath.Member;
import savelens.path.DocumentPath.Step;

/**
 * The names a player knows the values of an RPG Maker save by, for what a comparison found changed:
 * {@code $.switches._data[44]} is {@code switch 44 街灯} (and reads {@code on} or {@code off}, null as off, as the
 * game reads it), {@code $.party._items["41"]} is {@code item 41 Книга Правил 1}, {@code $.party._gold} is
 * {@code gold}. Where each engine keeps them is its {@link SaveLayout} (given with the game's names), so XP's, VX's
 * and VX Ace's Marshal paths ({@code $[1].party.@gold}, {@code $[6].@data[3]}) are named the same way. Without the
 * game's data there are no names ({@link #isEmpty}), so output stays as it was.
 */
public final class ChangeNames {
    public static final ChangeNames NONE = new ChangeNames(GameData.NONE);

    private final GameData names;

    /** Where each of the game's engines keeps the values named here, read once. */
    private final List<Places> places;

    private ChangeNames(GameData names) {
        this.names = names;
        this.places = names.isEmpty() ? List.of() : names.saveLayouts().stream().map(Places::new).toList();
    }

    /** The names of a save's game data; {@link #NONE} when the document has none (another format, no data found). */
    public static ChangeNames of(ValueNames names) {
        return names instanceof GameData g && !g.isEmpty() ? new ChangeNames(g) : NONE;
    }

    public boolean isEmpty() { return names.isEmpty(); }

    /** The player's name for the value at a path ({@code switch 44 街灯}), or null. */
    public String name(DocumentPath path) {
        if (path == null || isEmpty() || path.parent() == null) return null;
        for (Places p : places) {
            String name = p.name(path);
            if (name != null) return name;
        }
        return null;
    }

    /**
     * The player's name for the node at a path, where the game's data names it: an actor of
     * {@code $.actors._data[N]} (VX Ace: {@code $[1].actors.@data[N]}) is {@code actor N Harold}; null for any other
     * node or without game data.
     */
    public String nodeName(DocumentPath path) {
        if (path == null || isEmpty() || path.parent() == null) return null;
        for (Places p : places) {
            if (path.parent().equals(p.actors) && path.last() instanceof Index ix) return named("actor " + ix.index(), names.actorName(ix.index()));
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
        if (path == null || isEmpty() || path.parent() == null || !(path.last() instanceof Index)) return false;
        for (Places p : places) if (path.parent().equals(p.switches)) return true;
        return false;
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

    /**
     * Where one engine's save keeps the values that have names ({@link SaveLayout}), as paths: its gold, switches,
     * variables, inventories and actors. Paths are compared step by step, so MV's {@code $.party._gold} and VX Ace's
     * {@code $[1].party.@gold} are found alike; an inventory's key is an id written as a member ({@code ["41"]}, MV)
     * or an integer key ({@code [41]}, Marshal).
     */
    private final class Places {
        final SaveLayout layout;
        final DocumentPath party, gold, switches, variables, actors;

        Places(SaveLayout layout) {
            this.layout = layout;
            this.party = DocumentPath.parse(layout.party(), true);
            this.gold = party.member(layout.gold());
            this.switches = DocumentPath.parse(layout.switches(), true);
            this.variables = DocumentPath.parse(layout.variables(), true);
            this.actors = DocumentPath.parse(layout.actors(), true);
        }

        String name(DocumentPath path) {
            if (path.equals(gold)) return "gold";
            DocumentPath parent = path.parent();
            Step last = path.last();
            if (last instanceof Index ix) {
                if (parent.equals(switches)) return named("switch " + ix.index(), names.switchName(ix.index()));
                if (parent.equals(variables)) return named("variable " + ix.index(), names.variableName(ix.index()));
            }
            if (parent.parent() != null && parent.parent().equals(party) && parent.last() instanceof Member list) {
                long id = last instanceof Index ix ? ix.index() : last instanceof Member key ? id(key.name()) : -1;
                if (id < 0) return null;
                if (list.name().equals(layout.items())) return named("item " + id, names.itemName(id));
                if (list.name().equals(layout.weapons())) return named("weapon " + id, names.weaponName(id));
                if (list.name().equals(layout.armors())) return named("armor " + id, names.armorName(id));
            }
            if (last instanceof Member field && parent.parent() != null && parent.parent().equals(actors) && parent.last() instanceof Index ix) {
                String f = field.name();
                String what = f.equals(layout.actorName()) ? "name" : f.equals(layout.actorLevel()) ? "level" : f.equals(layout.actorHp()) ? "HP"
                        : f.equals(layout.actorMp()) ? "MP" : f.equals(layout.actorClass()) ? "class" : null;
                return what == null ? null : named("actor " + ix.index(), names.actorName(ix.index())) + " " + what;
            }
            return null;
        }
    }

    private static long id(String key) {
        if (key.isEmpty() || key.length() > 18) return -1;
        for (int i = 0; i < key.length(); i++) if (!Character.isDigit(key.charAt(i))) return -1;
        return Long.parseLong(key);
    }
}
