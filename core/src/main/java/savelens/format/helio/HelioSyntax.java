package savelens.format.helio;

import java.lang.ref.SoftReference;
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
    /**
     * Softly: they save the scene read a scan of the text, but at millions of nodes they are as big as the scene's own
     * facts, so a heap that needs the room for the analyses after the read takes it (the scene is then read by a scan).
     */
    private final SoftReference<HelioSceneFields> sceneFields;

    /** {@code sceneFields}: the scene shape's fields noted while the document was read, or null. */
    HelioSyntax(HelioFormat format, ReadContext context, HelioSceneFields sceneFields) {
        super(format, context);
        this.sceneFields = sceneFields == null ? null : new SoftReference<>(sceneFields);
    }

    /**
     * The scene shape's fields noted while this document was read, or null (an edited document's index is another, or
     * the collector took them).
     */
    HelioSceneFields sceneFields(Document doc) {
        HelioSceneFields fields = sceneFields == null ? null : sceneFields.get();
        return fields != null && fields.isFor(doc.index(), doc.nodeCount()) ? fields : null;
    }

    @Override public String referenceText(NodeId id) { return id instanceof NodeId.Number n ? Long.toString(n.value()) : null; }

    @Override public boolean referencesNeedRegistry() { return true; }

    @Override public StructureSyntax structure() { return HelioStructure.INSTANCE; }
}
