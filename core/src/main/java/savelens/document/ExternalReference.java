package savelens.document;

/**
 * What an external reference names: {@code target} as the file writes it (for Unity the guid, the object's
 * file id inside that asset and its type), and {@code path}, the asset's path when it was found (relative to the
 * project, as {@code Assets/Prefabs/Bee.prefab}), else null.
 */
public record ExternalReference(String target, String path) {
    /** The target, and where it was found when it was. */
    public String describe() { return path == null ? target : target + " (" + path + ")"; }
}
