package savelens.app.size;

/**
 * One row of the Size view's dominator tree: a node (or the unreachable entry, node {@link savelens.size.Dominators#UNREACHABLE}),
 * its label, type, shallow and retained bytes and share of the text.
 */
public record SizeRow(int node, String label, String type, long shallow, long retained, double percent, boolean hasChildren) {}
