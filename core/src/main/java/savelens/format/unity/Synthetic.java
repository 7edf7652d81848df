package savelens.format.unity;

import savelens.document.Document;

/** The values a Unity document has that its file does not: the scene root {@code $} and its list of root objects. */
final class Synthetic {
    private Synthetic() {}

    /** True for a value with no text of its own: the synthetic root and its elements, which stand for the root objects. */
    static boolean isSynthetic(Document doc, int value) {
        return value >= 0 && doc.index() instanceof UnityYamlIndex index && index.isSynthetic(value);
    }
}
