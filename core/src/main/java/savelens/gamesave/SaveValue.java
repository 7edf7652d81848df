package savelens.gamesave;

import savelens.path.DocumentPath;

/**
 * One value of a game save as the save panel and {@code savelens names} show it: where it is (null when the
 * save does not hold it yet, as a switch the game never set), its JSON literal as written ({@code 2500},
 * {@code "Harold\r"}) and how it reads ({@code 2500}, {@code Harold\r}: a string's text, escapes shown).
 */
public record SaveValue(DocumentPath path, String literal, String shown) {
    public boolean isStored() { return path != null; }

    /** A value the save does not hold: the game takes {@code literal} for it (a switch off, a variable 0). */
    public static SaveValue absent(String literal) { return new SaveValue(null, literal, literal); }
}
