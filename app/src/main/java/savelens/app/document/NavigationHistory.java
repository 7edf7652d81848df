package savelens.app.document;

import java.util.ArrayDeque;
import java.util.Deque;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import savelens.path.DocumentPath;

/** Back and Forward over jumps, as a browser does: a jump clears what lay ahead. */
public final class NavigationHistory {
    private static final int LIMIT = 200;
    private final Deque<DocumentPath> back = new ArrayDeque<>();
    private final Deque<DocumentPath> forward = new ArrayDeque<>();
    private final ReadOnlyBooleanWrapper canGoBack = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper canGoForward = new ReadOnlyBooleanWrapper(false);

    /** Records that the user left {@code from} by a jump. */
    public void jumped(DocumentPath from) {
        if (from != null && !from.equals(back.peek())) back.push(from);
        if (back.size() > LIMIT) back.removeLast();
        forward.clear();
        update();
    }

    /** Where Back leads from {@code current}, or null. */
    public DocumentPath back(DocumentPath current) {
        if (back.isEmpty()) return null;
        forward.push(current);
        DocumentPath to = back.pop();
        update();
        return to;
    }

    public DocumentPath forward(DocumentPath current) {
        if (forward.isEmpty()) return null;
        back.push(current);
        DocumentPath to = forward.pop();
        update();
        return to;
    }

    private void update() {
        canGoBack.set(!back.isEmpty());
        canGoForward.set(!forward.isEmpty());
    }

    public ReadOnlyBooleanProperty canGoBackProperty() { return canGoBack.getReadOnlyProperty(); }

    public ReadOnlyBooleanProperty canGoForwardProperty() { return canGoForward.getReadOnlyProperty(); }
}
