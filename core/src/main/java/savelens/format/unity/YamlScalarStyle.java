package savelens.format.unity;

/** How a YAML scalar is written: as it stands, between single quotes, or between double quotes with escapes. */
enum YamlScalarStyle {
    PLAIN, SINGLE_QUOTED, DOUBLE_QUOTED;

    /** The style of the scalar whose text starts at {@code start} (an empty scalar is plain). */
    static YamlScalarStyle at(byte[] text, int start, int end) {
        if (start >= end) return PLAIN;
        return switch (text[start]) {
            case '\'' -> SINGLE_QUOTED;
            case '"' -> DOUBLE_QUOTED;
            default -> PLAIN;
        };
    }
}
