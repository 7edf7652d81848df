package savelens.query;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** A Jackson tree as a {@link QueryTree}: plain JSON, as the compliance suite's documents are. */
public final class JsonNodeTree implements QueryTree {
    private final List<JsonNode> values = new ArrayList<>();
    private final List<int[]> children = new ArrayList<>();
    private final List<String[]> names = new ArrayList<>();

    public JsonNodeTree(JsonNode document) {
        Deque<Integer> pending = new ArrayDeque<>();
        pending.push(number(document));
        while (!pending.isEmpty()) {
            int v = pending.pop();
            JsonNode node = values.get(v);
            if (!node.isContainerNode()) continue;
            int[] kids = new int[node.size()];
            String[] kidNames = node.isObject() ? new String[node.size()] : null;
            int i = 0;
            if (node.isObject()) {
                for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); i++) {
                    Map.Entry<String, JsonNode> e = it.next();
                    kidNames[i] = e.getKey();
                    kids[i] = number(e.getValue());
                }
            } else {
                for (JsonNode element : node) kids[i++] = number(element);
            }
            children.set(v, kids);
            names.set(v, kidNames);
            for (int k : kids) pending.push(k);
        }
    }

    private int number(JsonNode node) {
        values.add(node);
        children.add(null);
        names.add(null);
        return values.size() - 1;
    }

    @Override public int root() { return 0; }

    /** The Jackson node a value of this tree is. */
    public JsonNode node(int value) { return values.get(value); }

    @Override public int kind(int value) {
        JsonNode n = values.get(value);
        if (n.isObject()) return OBJECT;
        if (n.isArray()) return ARRAY;
        if (n.isTextual()) return STRING;
        if (n.isNumber()) return NUMBER;
        if (n.isBoolean()) return n.booleanValue() ? TRUE : FALSE;
        return NULL;
    }

    @Override public String string(int value) { return values.get(value).textValue(); }

    @Override public double number(int value) { return values.get(value).doubleValue(); }

    @Override public String numberText(int value) { return values.get(value).decimalValue().toString(); }

    @Override public int member(int object, String name) {
        String[] n = names.get(object);
        for (int i = 0; i < n.length; i++) if (n[i].equals(name)) return children.get(object)[i];
        return -1;
    }

    @Override public int element(int array, int n) { return children.get(array)[n]; }

    @Override public int size(int container) { return children.get(container).length; }

    @Override public void forEachChild(int container, ChildVisitor visitor) {
        int[] kids = children.get(container);
        String[] n = names.get(container);
        for (int i = 0; i < kids.length; i++) visitor.child(kids[i], n == null ? null : n[i], i);
    }
}
