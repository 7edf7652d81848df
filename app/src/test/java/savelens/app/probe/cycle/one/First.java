package savelens.app.probe.cycle.one;

import savelens.app.probe.cycle.two.Second;

/** With {@link Second}, a cycle between two packages: "packages are free of cycles" must catch it. */
public final class First {
    public static Second next() { return null; }
}
