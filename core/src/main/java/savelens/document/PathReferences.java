package savelens.document;

import java.util.Map;

/**
 * References a dialect writes as paths from the root (cycle.js's {@code {"$ref":"$[\"a\"][0]"}}) rather than
 * as ids: they point somewhere else once the elements of an array they pass through move, so an edit that
 * moves elements rewrites them in the same step, or is refused.
 */
public interface PathReferences {
    /** What an edit must also write so that every path reference still points where it did. */
    record Rewrites(Map<Integer, String> texts, String refusal) {
        public static Rewrites of(Map<Integer, String> texts) { return new Rewrites(Map.copyOf(texts), null); }

        public static Rewrites refused(String why) { return new Rewrites(Map.of(), why); }
    }

    /**
     * The new text of each reference value whose path passes through an element that {@code change} moves; a
     * refusal naming the reference when one would point through a removed element and so at something else.
     */
    Rewrites after(Document doc, ShapeChange change);
}
