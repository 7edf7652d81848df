package savelens.size;

/** A directed graph in compressed-row form: node v's edges are {@code firstEdge(v)..endEdge(v)-1}. */
public interface Successors {
    int nodeCount();

    int firstEdge(int node);

    int endEdge(int node);

    /** The node edge e leads to, or -1 when it leads nowhere (a dangling reference). */
    int target(int e);
}
