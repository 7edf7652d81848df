package savelens.app.navigation;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import savelens.app.document.DocumentViewModel;
import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.path.DocumentPath;
import savelens.path.Location;

/**
 * What the context menus of tree rows and inspector fields (and their keys) do with one place of a document:
 * follow the reference there, show who refers to the node, copy it (value, path, JSON) and start editing it.
 * Editing and showing referrers are asked of the inspector through {@link #requestProperty}. Touches no control.
 */
public final class ValueActions {
    /** What a view is asked to do: focus the editor of {@code path}, or the list of who refers to the shown node. */
    public enum Kind { EDIT, REFERRERS }

    /** One request; a new object each time, so that asking twice for the same thing is heard twice. */
    public static final class Request {
        private final Kind kind;
        private final DocumentPath path;

        Request(Kind kind, DocumentPath path) {
            this.kind = kind;
            this.path = path;
        }

        public Kind kind() { return kind; }

        public DocumentPath path() { return path; }
    }

    private final DocumentViewModel document;
    private final ReadOnlyObjectWrapper<Request> request = new ReadOnlyObjectWrapper<>();

    public ValueActions(DocumentViewModel document) {
        this.document = document;
    }

    public DocumentViewModel document() { return document; }

    /** The node the place refers to (a reference or an unfolded nested node), or -1. */
    public int target(DocumentPath path) {
        Location at = locate(path);
        if (at == null || at.isNode()) return -1;
        Document doc = document.document();
        ValueKind kind = doc.kind(at.value());
        return kind == ValueKind.REFERENCE || kind == ValueKind.NODE ? doc.target(at.value()) : -1;
    }

    /** Whether Follow Reference leads somewhere from this place. */
    public boolean canFollow(DocumentPath path) {
        Location at = locate(path);
        return at != null && !at.isNode() && document.document().kind(at.value()) == ValueKind.REFERENCE && target(path) >= 0;
    }

    /** Jumps to the node the reference at this place names (Back returns). */
    public void follow(DocumentPath path) {
        if (!canFollow(path)) return;
        document.jumpToNode(target(path));
    }

    /** The node whose referrers Show Referrers lists: the one referred to, else the node the place is, or sits in. */
    private int nodeOf(DocumentPath path) {
        int t = target(path);
        if (t >= 0) return t;
        Location at = locate(path);
        if (at == null) return -1;
        return at.isNode() ? at.node() : document.document().ownerNode(at.value());
    }

    /** Goes to the node of this place and asks the inspector to show who refers to it. */
    public void showReferrers(DocumentPath path) {
        int node = nodeOf(path);
        if (node < 0) return;
        document.jumpToNode(node);
        request.set(new Request(Kind.REFERRERS, document.selectedPath()));
    }

    /** Whether the place holds a value an editor edits (a scalar or a reference, not a container). */
    public boolean canEdit(DocumentPath path) {
        Location at = locate(path);
        if (at == null || at.isNode()) return false;
        ValueKind kind = document.document().kind(at.value());
        return kind.isScalar() || kind == ValueKind.REFERENCE;
    }

    /** Selects the place and asks the inspector to put the focus in its editor (F2). */
    public void edit(DocumentPath path) {
        if (!canEdit(path)) return;
        document.select(path);
        request.set(new Request(Kind.EDIT, path));
    }

    /** What Copy Value copies; null when the place leads nowhere. */
    public String valueText(DocumentPath path) {
        Location at = locate(path);
        return at == null ? null : CopiedValue.value(document.document(), at);
    }

    /** What Copy as JSON copies (as {@code savelens get} prints it); null when the place leads nowhere. */
    public String jsonText(DocumentPath path) {
        Location at = locate(path);
        return at == null ? null : CopiedValue.json(document.document(), at);
    }

    /** What Copy Path copies: the canonical path, which the command line reads. */
    public String pathText(DocumentPath path) {
        DocumentPath canonical = document.canonicalNow(path); // as given while the analysis is under way
        return (canonical != null ? canonical : path).toString();
    }

    private Location locate(DocumentPath path) {
        return path == null ? null : document.paths().resolve(path);
    }

    /** The last thing a view was asked to do (edit a place, show referrers), or null. */
    public ReadOnlyObjectProperty<Request> requestProperty() { return request.getReadOnlyProperty(); }
}
