package savelens.format;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import savelens.document.StructureSyntax.Change;
import savelens.index.ValueIndex;
import savelens.json.JsonText;

/**
 * Where to cut and what to write when a container of JSON text gains or loses a child, copying the separators the
 * file already uses (compact or indented) so an insertion looks like its neighbours ({@link JsonStructure}'s work).
 */
final class JsonLayout {
    private final ValueIndex json;

    JsonLayout(ValueIndex json) { this.json = json; }

    /** Where the child's text starts: its member name if it has one. */
    int childStart(int child) {
        int k = json.keyStartInt(child);
        return k >= 0 ? k : json.startInt(child);
    }

    /** The splice that removes a child together with one separator. */
    Change remove(int child) {
        int parent = json.parent(child);
        int next = json.nextSibling(child);
        int prev = previousSibling(parent, child);
        int from, to;
        if (next >= 0) {
            from = childStart(child);
            to = childStart(next);
        } else if (prev >= 0) {
            from = json.endInt(prev);
            to = json.endInt(child);
        } else {
            from = json.startInt(parent) + 1;
            to = json.endInt(parent) - 1;
        }
        return new Change(from, to - from, "");
    }

    /**
     * The splices that remove several children of containers at once. Neighbours removed together are cut as
     * one run, so the cuts never overlap: a run that ends the container takes the separator before it, any
     * other run the separator after it.
     */
    List<Change> removeAll(Collection<Integer> children) {
        Map<Integer, Set<Integer>> byParent = new TreeMap<>();
        for (int c : children) byParent.computeIfAbsent(json.parent(c), p -> new HashSet<>()).add(c);
        List<Change> out = new ArrayList<>();
        for (Map.Entry<Integer, Set<Integer>> e : byParent.entrySet()) {
            int parent = e.getKey();
            Set<Integer> gone = e.getValue();
            int kept = -1; // the last child before the current run that stays
            for (int c = json.firstChild(parent); c >= 0; ) {
                if (!gone.contains(c)) {
                    kept = c;
                    c = json.nextSibling(c);
                    continue;
                }
                int first = c, last = c;
                while (json.nextSibling(last) >= 0 && gone.contains(json.nextSibling(last))) last = json.nextSibling(last);
                int next = json.nextSibling(last);
                int from, to;
                if (next >= 0) {
                    from = childStart(first);
                    to = childStart(next);
                } else if (kept >= 0) {
                    from = json.endInt(kept);
                    to = json.endInt(last);
                } else {
                    from = json.startInt(parent) + 1;
                    to = json.endInt(parent) - 1;
                }
                out.add(new Change(from, to - from, ""));
                c = next;
            }
        }
        return out;
    }

    /**
     * The splice that inserts {@code entry} (member text {@code "name":value} or an element) as child number
     * {@code index} (counting all children), or at the end when index is past them.
     */
    Change insert(int container, int index, String entry) {
        int first = json.firstChild(container);
        if (first < 0) {
            return new Change(json.startInt(container) + 1, 0, entry);
        }
        int at = json.child(container, index);
        if (at >= 0) {
            int prev = previousSibling(container, at);
            String sep = prev >= 0 ? gap(json.endInt(prev), childStart(at)) : "," + gap(json.startInt(container) + 1, childStart(first));
            return new Change(childStart(at), 0, entry + sep);
        }
        int last = first;
        for (int c = first; c >= 0; c = json.nextSibling(c)) last = c;
        int beforeLast = previousSibling(container, last);
        String sep = beforeLast >= 0 ? gap(json.endInt(beforeLast), childStart(last)) : "," + gap(json.startInt(container) + 1, childStart(first));
        return new Change(json.endInt(last), 0, sep + entry);
    }

    /** A member as this object writes them: the name, then the colon spacing its first member uses. */
    String member(int object, String name, String valueText) {
        int first = json.firstChild(object);
        String colon = ":";
        if (first >= 0 && json.keyStart(first) >= 0) {
            colon = gap(JsonText.stringEnd(json.text(), json.keyStartInt(first)), json.startInt(first));
        }
        return JsonText.quote(name) + colon + valueText;
    }

    private int previousSibling(int parent, int child) {
        int prev = -1;
        for (int c = json.firstChild(parent); c >= 0 && c != child; c = json.nextSibling(c)) prev = c;
        return prev;
    }

    private String gap(int from, int to) {
        return new String(json.text(), from, to - from, StandardCharsets.UTF_8);
    }
}
