package savelens.app.save;

import savelens.gamesave.Holding;

/** An item, weapon or armor of the game's database that the party can be given: as the picker lists it. */
public record DatabaseEntry(Holding.Kind kind, long id, String name) {
    @Override public String toString() { return kind.word() + " " + id + (name == null ? "" : "  " + name); }
}
