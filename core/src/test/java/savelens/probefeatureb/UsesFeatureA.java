package savelens.probefeatureb;

import savelens.probefeaturea.FeatureA;

/** The other half of the cycle between the two probe features. */
public final class UsesFeatureA {
    public static String other() { return FeatureA.name(); }
}
