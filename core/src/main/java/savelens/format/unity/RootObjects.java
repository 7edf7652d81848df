package savelens.format.unity;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import savelens.primitive.LongIntMap;

/**
 * Works out the root objects of a Unity file, the children of its synthetic root {@code $}: the GameObjects
 * whose Transform has no father ({@code m_Father: {fileID: 0}}) and the prefab instances placed at the top
 * ({@code m_TransformParent: {fileID: 0}}), in the order of the {@code SceneRoots} document when there is one
 * (Unity 2022.2 on) and by {@code m_RootOrder} otherwise. A file with no hierarchy at all (a material, an
 * animator controller) has as roots the documents nothing else in it refers to.
 */
final class RootObjects {
    private record Candidate(long object, long entry, long order, int doc) {}

    private final List<Candidate> candidates = new ArrayList<>();
    private long[] sceneRoots;
    private boolean hierarchy;

    /** A Transform or RectTransform; {@code gameObject} is meaningful only when {@code hasGameObject}. */
    void transform(int doc, long id, boolean root, boolean hasGameObject, long gameObject, long rootOrder) {
        hierarchy = true;
        if (root) candidates.add(new Candidate(hasGameObject ? gameObject : id, id, rootOrder, doc));
    }

    void gameObject() { hierarchy = true; }

    /** True when the file has a hierarchy (GameObjects, transforms or prefab instances): a scene or a prefab. */
    boolean hasHierarchy() { return hierarchy; }

    void prefabInstance(int doc, long id, boolean root, long rootOrder) {
        hierarchy = true;
        if (root) candidates.add(new Candidate(id, id, rootOrder, doc));
    }

    /** The {@code m_Roots} of a SceneRoots document: transforms and prefab instances, in the scene's order. */
    void sceneRoots(long[] entries) {
        if (sceneRoots == null) sceneRoots = entries;
    }

    /**
     * The file ids of the root objects in order. {@code documentIds} are the documents' ids in file order;
     * {@code referenced} tells, per document, whether another document refers to it (used only without a
     * hierarchy).
     */
    long[] order(long[] documentIds, int documents, boolean[] referenced, LongIntMap documentById) {
        if (!hierarchy) {
            long[] out = new long[documents];
            int n = 0;
            for (int d = 0; d < documents; d++) if (!referenced[d]) out[n++] = documentIds[d];
            return Arrays.copyOf(out, n);
        }
        List<Candidate> sorted = new ArrayList<>(candidates);
        LongIntMap listed = new LongIntMap(sceneRoots == null ? 4 : sceneRoots.length);
        if (sceneRoots != null) for (int i = 0; i < sceneRoots.length; i++) listed.putIfAbsent(sceneRoots[i], i);
        Comparator<Candidate> bySceneRoots = Comparator.comparingInt(c -> {
            int at = listed.get(c.entry());
            return at < 0 ? Integer.MAX_VALUE : at;
        });
        sorted.sort(bySceneRoots.thenComparingLong(Candidate::order).thenComparingInt(Candidate::doc));
        long[] out = new long[sorted.size()];
        for (int i = 0; i < out.length; i++) {
            Candidate c = sorted.get(i);
            // a root whose GameObject is not in the file (merge damage) is shown by its transform
            out[i] = documentById.get(c.object()) >= 0 ? c.object() : c.entry();
        }
        return out;
    }
}
