package savelens.app.tree;

import savelens.document.Document;
import savelens.icons.Glyph;

/** Which glyph a tree row shows: its marker's, else what its value is. */
final class EntryGlyph {
    private EntryGlyph() {}

    static Glyph of(TreeEntry entry, Document doc) {
        if (entry.marker().icon() != null) return entry.marker().icon();
        if (entry.value() < 0) return Glyph.NODE; // the root
        return switch (doc.kind(entry.value())) {
            case REFERENCE -> Glyph.REFERENCE; // unfolded here, at its target's home
            case NODE -> Glyph.NODE;
            case ARRAY -> Glyph.ARRAY;
            case OBJECT -> Glyph.OBJECT;
            case STRING -> Glyph.STRING;
            case NUMBER -> Glyph.NUMBER;
            case BOOL -> Glyph.BOOL;
            case NULL -> Glyph.NULL;
        };
    }
}
