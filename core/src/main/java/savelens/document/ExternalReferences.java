package savelens.document;

/**
 * The values of a document that refer to something outside it: another asset named by a guid (Unity's
 * {@code {fileID, guid, type}}), a Godot external resource. They are never dangling, since what they name is
 * not in the file; where the target could be found, it says where.
 */
public interface ExternalReferences {
    ExternalReferences NONE = new ExternalReferences() {
        @Override public int count() { return 0; }

        @Override public ExternalReference at(int value) { return null; }
    };

    /** How many values refer outside the document. */
    int count();

    /** The external reference the value is, or null when it is none. */
    ExternalReference at(int value);
}
