package savelens.format.unity;

import java.util.Arrays;
import java.util.BitSet;
import savelens.document.Document;
import savelens.document.ExternalReference;
import savelens.document.ExternalReferences;
import savelens.index.ValueIndex;

/**
 * What a Unity YAML document knows beyond the generic model, for readers such as the scene view: each
 * document's class id ({@code !u!1} is a GameObject) and whether it is {@code stripped} (it stands for an
 * object inside a prefab instance), and the references to other assets. Nodes are documents, so node
 * {@code n} (but the synthetic root, the last node) is document {@code n}.
 */
public final class UnityDocumentFacts {
    private final UnityYamlIndex index;
    private final int[] classIds;
    private final BitSet stripped;
    /** The values that are {@code {fileID, guid, type}}, ascending. */
    private final int[] externalValues;

    UnityDocumentFacts(UnityYamlIndex index, int[] classIds, BitSet stripped, int[] externalValues) {
        this.index = index;
        this.classIds = classIds;
        this.stripped = stripped;
        this.externalValues = externalValues;
    }

    /** The facts of a document read from Unity YAML, or null for any other document. */
    public static UnityDocumentFacts of(Document doc) {
        return doc.index() instanceof UnityYamlIndex u ? u.facts() : null;
    }

    /** How many documents the file holds (the nodes but the synthetic root). */
    public int documentCount() { return classIds.length; }

    /** The Unity class id of node {@code node}'s document ({@code 1} GameObject, {@code 4} Transform, …); -1 for the root. */
    public int classId(int node) { return node < classIds.length ? classIds[node] : -1; }

    /** True when the document is {@code stripped}: a stand-in for an object inside a prefab instance. */
    public boolean isStripped(int node) { return node < classIds.length && stripped.get(node); }

    /** The number of references with a guid (to other assets). */
    public int externalReferenceCount() { return externalValues.length; }

    /** The i-th reference to another asset, as a value (in document order). */
    public int externalReferenceValue(int i) { return externalValues[i]; }

    /** True when the value is a {@code {fileID, guid, type}} reference to another asset. */
    public boolean isExternalReference(int value) { return Arrays.binarySearch(externalValues, value) >= 0; }

    /** The guid a reference to another asset names, or null when the value is none. */
    public String guid(int value) {
        if (!isExternalReference(value)) return null;
        int g = index.member(value, "guid");
        return g < 0 ? null : scalarText(g);
    }

    /** The {@code fileID} of a reference ({@code {fileID: N}} or with a guid), or null when the value has none. */
    public Long fileId(int value) {
        int f = index.member(value, "fileID");
        if (f < 0 || index.kind(f) != ValueIndex.NUMBER || !index.isIntegerNumber(f)) return null;
        return index.longValue(f, 0);
    }

    private String scalarText(int v) {
        return index.kind(v) == ValueIndex.STRING ? index.string(v) : index.raw(v);
    }

    /** The references to other assets as the document model shows them. */
    ExternalReferences externalReferences() {
        return new ExternalReferences() {
            @Override public int count() { return externalValues.length; }

            @Override public ExternalReference at(int value) {
                if (!isExternalReference(value)) return null;
                int type = index.member(value, "type");
                String target = "guid " + guid(value) + ", fileID " + fileId(value) + (type < 0 ? "" : ", type " + index.raw(type));
                return new ExternalReference(target, null);
            }
        };
    }
}
