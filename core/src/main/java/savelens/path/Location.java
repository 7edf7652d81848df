package savelens.path;

/** Where a path leads: a whole node ({@code value == -1}) or one value (a field, an element). */
public record Location(int node, int value) {
    public boolean isNode() { return value < 0; }
}
