package savelens.gamesave;

import savelens.path.DocumentPath;

/**
 * One value of a game save as the save panel and {@code savelens names} show it: where it is (null when the
 * save does not hold it yet, as a switch the game never set), its JSON literal as written ({@code 2500},
 * {@code "Harold\r"}) and how it reads ({@code 2500}, {@code Harold\r}: a string's text, escapes shown).
 * {@code slot} is where the game keeps it: its path when stored, and for a switch or variable past the end of
 * its array the element it would be, so that setting it can extend the array; else null.
 */
public record SaveValue(DocumentPath path, String literal, String shown, DocumentPath slot) {
    public SaveValue(DocumentPath path, String literal, String shown) {
        this(path, literal, shown, path);
    }

    public boolean isStored() { return path != null; }

    /**
     * The value as a JSON literal, for {@code names --json}: the literal when it is one (every MV and MZ value), a
     * Ruby {@code nil} as {@code null}, and anything else a Marshal document shows (a symbol {@code :name}, a float
     * {@code inf}, a string with {@code \xNN} bytes) as a JSON string of how it is shown.
     */
    public String json() {
        if (literal.equals("nil")) return "null";
        try {
            if (savelens.document.NewValue.parse(literal) instanceof savelens.document.NewValue.Literal l && !l.isSymbol() && !l.hasByteEscapes()) return literal;
        } catch (RuntimeException notJson) {
            // shown as a string below
        }
        return savelens.json.JsonText.quote(literal);
    }

    /** A value the save does not hold: the game takes {@code literal} for it (a switch off, a variable 0). */
    public static SaveValue absent(String literal) { return new SaveValue(null, literal, literal, null); }

    /**
     * A value the save does not hold and the game has no default for (an actor without experience): {@code null} in
     * {@code --json}, shown empty as every other empty cell.
     */
    public static SaveValue missing() { return new SaveValue(null, "null", "", null); }

    /** A value the save does not hold yet but can: element {@code slot} past the end of its array. */
    public static SaveValue absentAt(DocumentPath slot, String literal) { return new SaveValue(null, literal, literal, slot); }
}
