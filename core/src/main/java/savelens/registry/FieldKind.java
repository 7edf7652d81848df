package savelens.registry;

import java.util.Locale;

/** What a field of a registered type holds. {@code ARRAY} is an array of references, as the helio serializer writes it. */
public enum FieldKind {
    STRING, NUMBER, BOOL, REF, ARRAY, ANY;

    public String jsonName() { return name().toLowerCase(Locale.ROOT); }

    public static FieldKind parse(String s) {
        for (FieldKind k : values()) if (k.jsonName().equals(s)) return k;
        return null;
    }

    public boolean holdsReferences() { return this == REF || this == ARRAY; }
}
