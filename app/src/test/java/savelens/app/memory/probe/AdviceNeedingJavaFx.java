package savelens.app.memory.probe;

import javafx.scene.control.Label;

/** Breaks "the words for a heap run out are plain Java" on purpose: a class of that package naming a control. */
final class AdviceNeedingJavaFx {
    static Class<?> control() { return Label.class; }
}
