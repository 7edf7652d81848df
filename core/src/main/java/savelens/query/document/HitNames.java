package savelens.query.document;

import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.document.ValueNames;

/**
 * A query hit's name, as {@code savelens query} and the window's Query panel give it: for a value, the game's data (item 7 "Potion"); for a
 * whole node, its own name field as the formats write it (Godot's and helio's {@code name}, Unity's
 * {@code m_Name}, RPG Maker's {@code _name}). Read per hit, never for the whole document.
 */
public final class HitNames {
    private static final String[] NAME_FIELDS = {"name", "m_Name", "_name"};

    private HitNames() {}

    public static String of(Document doc, ValueNames names, DocumentHit h) {
        if (!h.isNode()) return names.nameFor(doc, h.location().value());
        int node = h.location().node();
        if (node < 0 || doc.bodyIsArray(node)) return null;
        for (String field : NAME_FIELDS) {
            int v = doc.childNamed(doc.body(node), field);
            if (v >= 0 && doc.kind(v) == ValueKind.STRING && !doc.index().string(v).isEmpty()) return doc.index().string(v);
        }
        return null;
    }
}
