package savelens.registry;

import java.util.List;

/** A registered type: its version and its fields in declaration order. */
public record TypeDef(String name, int version, List<FieldDef> fields) {
    public FieldDef field(String fieldName) {
        for (FieldDef f : fields) if (f.name().equals(fieldName)) return f;
        return null;
    }
}
