package savelens.format;

/**
 * How strongly a format claims a file, weakest first (after Jackson's {@code MatchStrength}): the format whose
 * claim is strongest reads the file, and among equal claims the one preferred by {@link FormatCapabilities#preference()}.
 */
public enum MatchStrength {
    /** Neither the name nor the bytes fit. */
    NO_MATCH,
    /** Only the file name's ending fits: a guess for bytes no format recognises. */
    INCONCLUSIVE,
    /** The bytes hold keys any save may have as field names (helio's {@code "nodes"}), or a magic number without its extension. */
    WEAK_MATCH,
    /** The bytes hold the format's own marks ({@code "$id"}, {@code "@c"}, a {@code [gd_scene} header, {@code 04 08} with its extension). */
    SOLID_MATCH,
    /** Something outside the bytes says so: the user or the registry named the format's identity property. */
    FULL_MATCH
}
