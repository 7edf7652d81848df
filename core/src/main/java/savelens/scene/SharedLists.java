package savelens.scene;

import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import savelens.document.Document;
import savelens.document.DocumentBuilder;
import savelens.document.NodeId;

/**
 * The children and components of every object of one build, each kind in one array: an object's lists are slices of
 * them ({@link Children}, {@link Components}). A scene's objects are built all at once and kept; a list, boxed numbers
 * and an id object per object would be a hundred bytes of small objects each, all new at once, which the young
 * collection copies while the window waits. The arrays are made at their full size, and hold nothing of the document.
 */
final class SharedLists {
    private final int[] childNode;
    private final int[] componentNode;
    private final long[] componentNumber;
    /** A component's id when it is no number, else null; null when every id is a number. */
    private final NodeId[] componentName;
    private final String[] componentKind;

    /**
     * The lists of {@code tree}'s objects by its entries: each children entry's node, and each component entry's node,
     * id and kind ({@code kinds} by component slot).
     */
    SharedLists(Document doc, SceneFacts facts, int[] treeChild, int[] componentOf, String[] kinds) {
        childNode = new int[treeChild.length];
        for (int e = 0; e < treeChild.length; e++) childNode[e] = facts.objectNode[treeChild[e]];
        int n = componentOf.length;
        componentNode = new int[n];
        componentNumber = new long[n];
        componentKind = new String[n];
        NodeId[] named = null;
        for (int e = 0; e < n; e++) {
            int k = componentOf[e];
            int node = facts.componentNode[k];
            componentNode[e] = node;
            componentKind[e] = kinds[k];
            long number = doc.integerId(node);
            componentNumber[e] = number;
            if (number != DocumentBuilder.NO_ID) continue;
            NodeId id = doc.nodeId(node); // a string id, or a number that is NO_ID itself
            if (id instanceof NodeId.Number) continue;
            if (named == null) named = new NodeId[n];
            named[e] = id;
        }
        componentName = named;
    }

    /** The children entries from {@code from} to {@code to}, as nodes; the empty list when there are none. */
    List<Integer> children(int from, int to) { return from == to ? List.of() : new Children(this, from, to - from); }

    /** The component entries from {@code from} to {@code to}; the empty list when there are none. */
    List<SceneComponent> components(int from, int to) { return from == to ? List.of() : new Components(this, from, to - from); }

    private NodeId componentId(int e) {
        NodeId named = componentName == null ? null : componentName[e];
        return named != null ? named : new NodeId.Number(componentNumber[e]);
    }

    /** An object's children as nodes: a slice of the shared array, read-only. */
    static final class Children extends AbstractList<Integer> implements RandomAccess, Slice {
        private final SharedLists lists;
        private final int from;
        private final int size;

        private Children(SharedLists lists, int from, int size) {
            this.lists = lists;
            this.from = from;
            this.size = size;
        }

        @Override public Integer get(int i) { return lists.childNode[from + Objects.checkIndex(i, size)]; }

        @Override public int size() { return size; }
    }

    /** An object's components: a slice of the shared arrays, each component made as it is asked for, read-only. */
    static final class Components extends AbstractList<SceneComponent> implements RandomAccess, Slice {
        private final SharedLists lists;
        private final int from;
        private final int size;

        private Components(SharedLists lists, int from, int size) {
            this.lists = lists;
            this.from = from;
            this.size = size;
        }

        @Override public SceneComponent get(int i) {
            int e = from + Objects.checkIndex(i, size);
            return new SceneComponent(lists.componentNode[e], lists.componentId(e), lists.componentKind[e]);
        }

        @Override public int size() { return size; }
    }

    /** A read-only list that is a slice of shared arrays: an object keeps it as it is, not copied. */
    sealed interface Slice permits Children, Components {}
}
