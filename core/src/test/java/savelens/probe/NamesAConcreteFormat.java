package savelens.probe;

import savelens.format.helio.HelioFormat;

/** Breaks the seam's rule on purpose: {@code CoreArchitectureTest} checks that the rule catches it. */
final class NamesAConcreteFormat {
    static String name() { return HelioFormat.NAME + new HelioFormat().name(); }
}
