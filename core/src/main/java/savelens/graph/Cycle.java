package savelens.graph;

import java.util.List;

/**
 * A strongly connected component that holds a cycle (more than one node, or a self-reference), with
 * one example cycle through it: node indexes, the first repeated at the end in {@code example}'s reading.
 */
public record Cycle(List<Integer> nodes, List<Integer> example) {
    public int size() { return nodes.size(); }
}
