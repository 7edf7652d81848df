package savelens.query;

import savelens.document.Document;

/** Breaks "the query evaluator knows only trees" on purpose: a class of the evaluator's package naming a document. */
final class QueryEvaluatorNamingADocument {
    static Class<?> document() { return Document.class; }
}
