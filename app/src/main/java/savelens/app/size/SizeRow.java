package savelens.app.size;

/**
 * One row of the Size view's dominator tree: a node (or the unreachable entry, node {@link savelens.size.Dominators#UNREACHABLE}),
 * its label, type, shallow and retained bytes and share of the text. A node with many children lists the first ones
 * and then ranges of the rest: a range row stands for children {@code from} to {@code to - 1} (biggest first) of
 * node {@code node}, and lists them when opened; for a node's own row both are -1.
 */
public record SizeRow(int node, String label, String type, long shallow, long retained, double percent, boolean hasChildren, int from, int to) {
    public SizeRow(int node, String label, String type, long shallow, long retained, double percent, boolean hasChildren) {
        this(node, label, type, shallow, retained, percent, hasChildren, -1, -1);
    }

    /** Whether this row stands for a range of a node's children rather than for a node. */
    public boolean isRange() { return from >= 0; }
}
