package savelens.format.unity;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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
    private final AssetGuids assets;

    /** Unity's class id of prefab instances, {@code PrefabInstance} and the older {@code Prefab} alike. */
    private static final int PREFAB_CLASS = 1001;

    UnityDocumentFacts(UnityYamlIndex index, int[] classIds, BitSet stripped, int[] externalValues, AssetGuids assets) {
        this.index = index;
        this.classIds = classIds;
        this.stripped = stripped;
        this.externalValues = externalValues;
        this.assets = assets;
    }

    /** A document's fields: the value of its top-level key (the document itself when it has none). */
    private int body(int node) {
        int doc = index.documentValue(node);
        int b = index.firstChild(doc);
        return b >= 0 ? b : doc;
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

    /** The stripped documents' nodes, in file order. */
    public List<Integer> strippedNodes() { return stripped.stream().boxed().toList(); }

    /**
     * The folder holding the project's {@code Assets/} (found by walking up from the file), or null when the
     * file is in no Unity project or names no other asset (then no project is looked for); guids resolve to asset
     * paths only inside one.
     */
    public Path project() { return assets.project(); }

    /** The asset a guid names, as a path from the project ({@code Assets/Prefabs/Bee.prefab}), or null when not found. */
    public String assetPath(String guid) { return assets.path(guid); }

    /**
     * The prefab instances of the file: {@code PrefabInstance} documents, and older {@code Prefab} documents
     * that name a source ({@code m_ParentPrefab} with a guid; the one {@code Prefab} of a prefab asset names none).
     */
    public List<PrefabInstanceFacts> prefabInstances() {
        List<PrefabInstanceFacts> out = new ArrayList<>();
        for (int n = 0; n < classIds.length; n++) {
            PrefabInstanceFacts f = prefabInstance(n);
            if (f != null) out.add(f);
        }
        return out;
    }

    /** The prefab instance a node is (see {@link #prefabInstances}), or null. */
    public PrefabInstanceFacts prefabInstance(int node) {
        if (node < 0 || node >= classIds.length || classIds[node] != PREFAB_CLASS) return null;
        int b = body(node);
        String type = index.name(b);
        boolean newer = "PrefabInstance".equals(type);
        boolean older = "Prefab".equals(type);
        if (!newer && !older) return null;
        int source = index.member(b, newer ? "m_SourcePrefab" : "m_ParentPrefab");
        String guid = source >= 0 ? guid(source) : null;
        if (older && guid == null) return null; // the prefab asset's own root record
        int modification = index.member(b, "m_Modification");
        int parent = modification >= 0 ? index.member(modification, "m_TransformParent") : -1;
        List<PrefabInstanceFacts.Modification> mods = new ArrayList<>();
        int list = modification >= 0 ? index.member(modification, "m_Modifications") : -1;
        if (list >= 0 && index.kind(list) == ValueIndex.ARRAY) {
            for (int e = index.firstChild(list); e >= 0; e = index.nextSibling(e)) {
                if (index.kind(e) != ValueIndex.OBJECT) continue;
                int path = index.member(e, "propertyPath");
                int value = index.member(e, "value");
                mods.add(new PrefabInstanceFacts.Modification(e, index.member(e, "target"), path < 0 ? null : scalarText(path),
                        value < 0 ? null : scalarText(value), index.member(e, "objectReference")));
            }
        }
        return new PrefabInstanceFacts(node, source, guid, assets.path(guid), parent, List.copyOf(mods));
    }

    /**
     * The value by which an object says which prefab instance it comes from: {@code m_PrefabInstance} (newer
     * files) or {@code m_PrefabInternal} (older ones), when it names a document; -1 otherwise. The caller
     * follows it as any reference; {@link #prefabInstance} tells whether the target is an instance.
     */
    public int instanceLink(int node) {
        if (node < 0 || node >= classIds.length) return -1;
        int b = body(node);
        for (String name : INSTANCE_LINKS) {
            int v = index.member(b, name);
            if (v >= 0 && index.kind(v) == ValueIndex.OBJECT && fileId(v) != null && !isExternalReference(v)) return v;
        }
        return -1;
    }

    private static final String[] INSTANCE_LINKS = {"m_PrefabInstance", "m_PrefabInternal"};

    /**
     * The value naming the object of the source prefab this one stands for ({@code m_CorrespondingSourceObject},
     * older {@code m_PrefabParentObject}), when it is a reference with a guid; -1 otherwise.
     */
    public int sourceObject(int node) {
        if (node < 0 || node >= classIds.length) return -1;
        int b = body(node);
        for (String name : SOURCE_OBJECT) {
            int v = index.member(b, name);
            if (v >= 0 && isExternalReference(v)) return v;
        }
        return -1;
    }

    private static final String[] SOURCE_OBJECT = {"m_CorrespondingSourceObject", "m_PrefabParentObject"};

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
                String guid = guid(value);
                String target = "guid " + guid + ", fileID " + fileId(value) + (type < 0 ? "" : ", type " + index.raw(type));
                return new ExternalReference(target, assets.path(guid));
            }
        };
    }
}
