package savelens.query;

/** One selector of a segment. */
sealed interface Selector {
    record Name(String name) implements Selector {}

    record Wildcard() implements Selector {}

    record Index(long index) implements Selector {}

    /** {@code start:end:step}; a missing bound is null. */
    record Slice(Long start, Long end, Long step) implements Selector {}

    record Filter(Expression condition) implements Selector {}
}
