package savelens.query;

import java.util.List;

/** A child segment ({@code [a,b]}, {@code .a}) or a descendant segment ({@code ..[a,b]}): its selectors in order. */
record Segment(boolean descendant, List<Selector> selectors) {
    /** A segment that selects at most one node: one name or one index, as a child. */
    boolean isSingular() {
        return !descendant && selectors.size() == 1
                && (selectors.get(0) instanceof Selector.Name || selectors.get(0) instanceof Selector.Index);
    }
}
