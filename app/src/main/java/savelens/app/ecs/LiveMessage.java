package savelens.app.ecs;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/** The Live ECS message line's one job: the outcome of the last edit, move or refused request, whichever part said it. */
public final class LiveMessage {
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper("");

    void say(String message) {
        text.set(message);
    }

    public ReadOnlyStringProperty textProperty() { return text.getReadOnlyProperty(); }
}
