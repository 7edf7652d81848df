package savelens.bench.probe.cycle.two;

import savelens.bench.probe.cycle.one.First;

/** With {@link First}, a cycle between two packages. */
public final class Second {
    public static First next() { return null; }
}
