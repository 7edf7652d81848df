package savelens.query;

/** The two special values of a filter: RFC 9535's Nothing (no value at all), and JSON null. */
enum Nothing {
    NOTHING, NULL
}
