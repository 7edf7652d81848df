package savelens.format.unity;

import java.util.ArrayList;
import java.util.List;
import savelens.document.Document;
import savelens.document.ExternalReference;
import savelens.document.ValueKind;
import savelens.scene.PrefabSource;
import savelens.scene.SceneValues;

/**
 * One prefab instance of a Unity file, either generation: a {@code PrefabInstance} (2018.3 on: {@code m_SourcePrefab},
 * the objects of the prefab left out but for {@code stripped} stand-ins) or an old {@code Prefab} with
 * {@code m_ParentPrefab} (its objects written out in full, each naming it by {@code m_PrefabInternal}).
 * Both keep {@code m_Modification}: the parent transform and the overridden properties.
 */
final class UnityPrefabInstance {
    /** An overridden property: on which object of the prefab (its file id there), which property, the new value. */
    record Modification(long target, String property, String value) {}

    final int node;
    final String guid;
    /** The source prefab's path in the project, when a {@code .meta} file names its guid; else null. */
    final String path;
    final int transformParent; // the value of m_TransformParent, or -1
    final List<Modification> modifications = new ArrayList<>();
    final List<String> lines = new ArrayList<>();
    /** The object of the prefab's root GameObject, as the file id of its m_Name override tells it, or 0. */
    final long rootTarget;
    /** The stripped GameObjects that stand for objects of this instance, in document order. */
    final List<Integer> strippedObjects = new ArrayList<>();
    /** How many GameObjects name this instance and are written out in full (old files write all of them). */
    int writtenObjects;
    /**
     * The node that is this instance in the hierarchy: its root's stripped GameObject, or the instance itself; -1
     * when its objects are written out in full and are objects of their own.
     */
    int objectNode = -1;

    UnityPrefabInstance(Document doc, int node, String sourceField) {
        this.node = node;
        int source = SceneValues.field(doc, node, sourceField);
        this.guid = source >= 0 && doc.kind(source) == ValueKind.OBJECT ? SceneValues.scalar(doc, doc.childNamed(source, "guid")) : null;
        ExternalReference found = source >= 0 ? doc.externalReference(source) : null;
        this.path = found == null ? null : found.path();
        int modification = SceneValues.field(doc, node, "m_Modification");
        int parent = modification >= 0 && doc.kind(modification) == ValueKind.OBJECT
                ? doc.childNamed(modification, "m_TransformParent") : -1;
        this.transformParent = parent;
        int list = modification >= 0 && doc.kind(modification) == ValueKind.OBJECT
                ? doc.childNamed(modification, "m_Modifications") : -1;
        long root = 0;
        if (SceneValues.isArray(doc, list)) {
            for (int i = 0, n = doc.visibleChildCount(list); i < n; i++) {
                int m = doc.childAt(list, i);
                if (doc.kind(m) != ValueKind.OBJECT) continue;
                int target = doc.childNamed(m, "target");
                long targetId = target >= 0 && doc.kind(target) == ValueKind.OBJECT
                        ? SceneValues.integer(doc, doc.childNamed(target, "fileID"), 0) : 0;
                String property = SceneValues.scalar(doc, doc.childNamed(m, "propertyPath"));
                if (property == null) continue;
                String value = SceneValues.scalar(doc, doc.childNamed(m, "value"));
                int reference = doc.childNamed(m, "objectReference");
                boolean referenceSet = reference >= 0 && doc.kind(reference) != ValueKind.NULL
                        && SceneValues.integer(doc, doc.childNamed(reference, "fileID"), 0) != 0;
                // A flow mapping folded over lines reads as one: {fileID: 2, guid: a,\n    type: 3}.
                String shown = referenceSet ? doc.raw(reference).replaceAll("\\s*\\R\\s*", " ") : value == null ? "" : value;
                modifications.add(new Modification(targetId, property, shown));
                lines.add(property + " = " + shown + (targetId != 0 ? " (on &" + targetId + " of the prefab)" : ""));
                if (root == 0 && property.equals("m_Name")) root = targetId;
            }
        }
        this.rootTarget = root;
    }

    /** The overridden value of a property of the prefab's root GameObject, or null. */
    String rootProperty(String property) {
        for (Modification m : modifications) {
            if (m.property().equals(property) && (rootTarget == 0 || m.target() == rootTarget)) return m.value();
        }
        return null;
    }

    /** The overridden value of a property of the prefab object with this file id, or null. */
    String property(long target, String property) {
        for (Modification m : modifications) if (m.target() == target && m.property().equals(property)) return m.value();
        return null;
    }

    /** The first override of this property on any object of the prefab, or null. */
    String firstProperty(String property) {
        for (Modification m : modifications) if (m.property().equals(property)) return m.value();
        return null;
    }

    /** The source prefab's file name without its extension ({@code Crate} for {@code Assets/Crate.prefab}), or null. */
    String sourceName() {
        if (path == null) return null;
        String file = path.substring(path.lastIndexOf('/') + 1);
        int dot = file.lastIndexOf('.');
        return dot > 0 ? file.substring(0, dot) : file;
    }

    /** Where the instance comes from, for people: the source prefab's path, else its guid. */
    String source() {
        if (path != null) return path;
        return guid == null ? "an unknown prefab" : "guid " + guid;
    }

    PrefabSource prefabSource(Document doc) {
        return new PrefabSource(node, doc.nodeId(node), source(), lines, false);
    }
}
