package savelens.document;

/**
 * String ids a format works out again when asked instead of handing the builder a String per node: a Godot node's id
 * is its path, read again from its own section's {@code parent} and {@code name} (a million paths kept as strings came
 * to some 100 MB). Nodes are numbered as the builder numbers them; a node with no id here has its id from the builder.
 */
public interface DerivedNames {
    /** Whether node {@code node} has its string id here (without making it). */
    boolean has(int node);

    /** Node {@code node}'s string id, made anew on each call; null when it has none here. */
    String name(int node);

    /** The first node whose string id here is {@code name}, or -1. */
    int node(String name);

    /** A node whose id here an earlier node here already has (the first such), or -1. */
    int duplicate();
}
