package savelens.probefeaturea.inner;

import savelens.probefeatureb.UsesFeatureA;

/**
 * Half of a cycle between two first-level packages that no two packages close on their own (this one's
 * sub-package uses feature B, which uses feature A's top package): only the rule on features catches it.
 */
public final class UsesFeatureB {
    public static UsesFeatureA other() { return null; }
}
