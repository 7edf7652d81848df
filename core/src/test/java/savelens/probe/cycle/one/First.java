package savelens.probe.cycle.one;

import savelens.probe.cycle.two.Second;

/** With {@link Second}, a cycle between two packages: "no package cycles" must catch it. */
public final class First {
    public static Second next() { return null; }
}
