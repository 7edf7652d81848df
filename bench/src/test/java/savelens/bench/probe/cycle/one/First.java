package savelens.bench.probe.cycle.one;

import savelens.bench.probe.cycle.two.Second;

/** With {@link Second}, a cycle between two packages: "packages are free of cycles" must catch it. */
public final class First {
    public static Second next() { return null; }
}
