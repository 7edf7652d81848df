package savelens.app.search;

import java.util.Objects;
import savelens.app.document.NodeLabels;
import savelens.app.document.PathNames;
import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.json.VisibleText;
import savelens.path.DocumentPath;

/**
 * One search result: what matched (escaped as {@link savelens.json.VisibleText} shows it, so it stays on one
 * line, and cut to {@link #SHOWN} characters), how, and the canonical path to reveal.
 *
 * <p>A hit a search finds is named lazily: it keeps the node or value it stands at, and works out its path and its
 * text when first asked (a row shown, a hit chosen). A path runs up every home to the root, which at a million nodes
 * costs far more than finding the hit; a search pass with thousands of hits would spend nearly all its time on
 * paths no one looks at. {@link #name} works both out at once, after which the hit no longer holds its document.
 */
public final class SearchHit {
    /** The longest text a hit shows of what matched. */
    static final int SHOWN = 200;

    /** What a lazily named hit stands at. */
    enum Kind { TYPE, FIELD, VALUE }

    private final String why;
    private volatile DocumentPath path;
    private volatile String matched;
    /** Where the hit was found, until it is named; then null. */
    private volatile PathNames source;
    private final Kind kind;
    private final int at;

    public SearchHit(DocumentPath path, String matched, String why) {
        this.path = Objects.requireNonNull(path);
        this.matched = Objects.requireNonNull(matched);
        this.why = why;
        this.kind = null;
        this.at = -1;
    }

    /** A hit at a node (its type) or a value (its name or its text) of the document {@code paths} names. */
    SearchHit(PathNames paths, Kind kind, int at) {
        this.source = paths;
        this.kind = kind;
        this.at = at;
        this.why = switch (kind) {
            case TYPE -> "type";
            case FIELD -> "field";
            case VALUE -> "value";
        };
    }

    public DocumentPath path() {
        DocumentPath p = path;
        if (p != null) return p;
        name();
        return path;
    }

    public String matched() {
        String m = matched;
        if (m != null) return m;
        name();
        return matched;
    }

    public String why() { return why; }

    /** Whether the path and text are worked out (the hit holds no document any more). */
    boolean named() { return source == null; }

    /**
     * Works out the path and the text; then the document is let go. Harmless when two threads name a hit at once:
     * both work out the same.
     */
    void name() {
        PathNames paths = source;
        if (paths == null) return; // named meanwhile: path and text were set before the source was let go
        Document doc = paths.document();
        String text = switch (kind) {
            case TYPE -> NodeLabels.full(doc, at);
            case FIELD -> VisibleText.show(doc.name(at), SHOWN);
            case VALUE -> doc.kind(at) == ValueKind.STRING ? VisibleText.show(doc.index().string(at), SHOWN) : doc.raw(at);
        };
        DocumentPath where = kind == Kind.TYPE ? paths.node(at) : paths.value(at);
        matched = text;
        path = where;
        source = null;
    }

    @Override public boolean equals(Object o) {
        return o instanceof SearchHit h && why.equals(h.why) && path().equals(h.path()) && matched().equals(h.matched());
    }

    @Override public int hashCode() { return Objects.hash(path(), matched(), why); }

    @Override public String toString() { return path() + "  —  " + why + ": " + matched(); }
}
