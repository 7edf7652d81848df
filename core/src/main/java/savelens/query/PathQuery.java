package savelens.query;

import java.util.List;

/** {@code $} or {@code @} followed by segments: the whole query, or one inside a filter. */
record PathQuery(boolean relative, List<Segment> segments) {
    /** Only names and indexes as child segments: it selects at most one node, so it can be compared. */
    boolean isSingular() {
        for (Segment s : segments) if (!s.isSingular()) return false;
        return true;
    }
}
