package savelens.app.cli.probe;

import javafx.scene.control.Label;

/** Breaks "the command line needs no JavaFX" on purpose: a command-line class naming a control. */
final class CommandNeedingJavaFx {
    static Class<?> control() { return Label.class; }
}
