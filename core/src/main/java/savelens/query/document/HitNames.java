package savelens.query.document;

import savelens.document.Document;
import savelens.document.OwnNames;
import savelens.document.ValueNames;

/**
 * A query hit's name, as {@code savelens query} and the window's Query panel give it: for a value, the game's data (item 7 "Potion"); for a
 * whole node, its own name ({@link OwnNames}). Read per hit, never for the whole document.
 */
public final class HitNames {
    private HitNames() {}

    public static String of(Document doc, ValueNames names, DocumentHit h) {
        if (!h.isNode()) return names.nameFor(doc, h.location().value());
        int node = h.location().node();
        return OwnNames.of(doc, node);
    }
}
