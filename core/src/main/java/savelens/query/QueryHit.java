package savelens.query;

/** One node a query selected: the tree's value, and its path from {@code $}. */
public record QueryHit(int value, QueryPath path) {}
