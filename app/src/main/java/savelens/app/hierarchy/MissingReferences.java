package savelens.app.hierarchy;

import java.util.BitSet;
import java.util.function.BooleanSupplier;
import savelens.document.Document;
import savelens.document.ExternalReference;
import savelens.document.ValueKind;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneObject;

/**
 * The objects of a scene that hold a reference which does not resolve (the Hierarchy's {@code missing}): a
 * reference to an id no node of the file has, or a reference to an asset or script of the project that was not
 * found. An asset counts as not found only when the project was found (another asset of the file resolved);
 * without the project every asset would look missing. A reference through a node of the file that is no object
 * (Godot's {@code [ext_resource]} section, which an instance names) counts for the object that names it.
 */
final class MissingReferences {
    private MissingReferences() {}

    /** The nodes of the objects (by {@link SceneObject#node()}) that hold an unresolved reference. */
    static BitSet objectsOf(SceneHierarchy scene, BooleanSupplier stop) {
        Document doc = scene.document();
        int values = doc.index().count();
        boolean projectFound = false;
        for (int v = 0; v < values && !projectFound; v++) {
            ExternalReference ext = doc.externalReference(v);
            projectFound = ext != null && ext.path() != null;
        }
        BitSet unresolved = new BitSet(doc.nodeCount()); // nodes holding an unresolved value
        for (int v = 0; v < values; v++) {
            if ((v & 0xFFFF) == 0 && stop.getAsBoolean()) return new BitSet();
            boolean missing = doc.isDangling(v);
            if (!missing && projectFound) {
                ExternalReference ext = doc.externalReference(v);
                missing = ext != null && ext.path() == null;
            }
            if (!missing) continue;
            int owner = doc.ownerNode(v);
            if (owner >= 0) unresolved.set(owner);
        }
        BitSet objects = new BitSet(doc.nodeCount());
        if (unresolved.isEmpty()) return objects;
        for (int v = 0; v < values; v++) {
            if ((v & 0xFFFF) == 0 && stop.getAsBoolean()) return new BitSet();
            ValueKind kind = doc.kind(v);
            if (kind != ValueKind.REFERENCE && kind != ValueKind.NODE) continue;
            int target = doc.target(v);
            if (target < 0 || !unresolved.get(target) || scene.object(target) != null) continue;
            int owner = doc.ownerNode(v);
            if (owner >= 0) unresolved.set(owner);
        }
        for (int node = unresolved.nextSetBit(0); node >= 0; node = unresolved.nextSetBit(node + 1)) {
            SceneObject o = scene.objectContaining(node);
            if (o != null) objects.set(o.node());
        }
        return objects;
    }
}
