package savelens.format.helio;

import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.document.StructureSyntax;
import savelens.format.JsonTextSyntax;

/**
 * How helio documents are written: JSON text whose references are bare integer ids, which only the registry (or
 * inference) tells from numbers, and whose nodes live in the {@code nodes} table ({@link HelioStructure}).
 */
final class HelioSyntax extends JsonTextSyntax {
    private final HelioSceneFields sceneFields;

    /** {@code sceneFields}: the scene shape's fields noted while the document was read, or null. */
    HelioSyntax(HelioFormat format, ReadContext context, HelioSceneFields sceneFields) {
        super(format, context);
        this.sceneFields = sceneFields;
    }

    /** The scene shape's fields noted while this document was read, or null (an edited document's index is another). */
    HelioSceneFields sceneFields(Document doc) {
        return sceneFields != null && sceneFields.isFor(doc.index(), doc.nodeCount()) ? sceneFields : null;
    }

    @Override public String referenceText(NodeId id) { return id instanceof NodeId.Number n ? Long.toString(n.value()) : null; }

    @Override public boolean referencesNeedRegistry() { return true; }

    @Override public StructureSyntax structure() { return HelioStructure.INSTANCE; }
}
