package savelens.icons.probe;

/** Stands for a class of the window's side (the core's tests cannot see the app, its icons or JavaFX): {@code NeedsAWindow} names it. */
public final class IconStandIn {
    public static String name() { return "icon"; }
}
