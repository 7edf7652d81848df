package savelens.probefeaturea;

/** Feature A's top package, which feature B uses. */
public final class FeatureA {
    public static String name() { return "a"; }
}
