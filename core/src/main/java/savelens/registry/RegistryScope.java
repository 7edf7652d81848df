package savelens.registry;

import savelens.document.Document;

/**
 * Whether talk of a type registry means anything for a document: in formats whose references are bare ids
 * (helio, Jackson) a registry tells them from numbers, and any document checked against a given registry is
 * measured by it. Elsewhere (RPG Maker, Unity, Godot, …) "unregistered" or "no registry" is noise.
 */
public final class RegistryScope {
    private RegistryScope() {}

    public static boolean applies(Document doc) {
        return doc.syntax().referencesNeedRegistry() || !doc.registry().isEmpty();
    }
}
