package savelens.registry;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import savelens.index.ValueIndex;
import savelens.json.JsonIndexer;

/** The types a document's nodes may have, with each field's kind; tells references from plain integers. */
public final class TypeRegistry {
    public static final TypeRegistry EMPTY = new TypeRegistry(List.of());

    private final Map<String, TypeDef> types = new LinkedHashMap<>();
    private final String idProperty;

    public TypeRegistry(Collection<TypeDef> defs) { this(defs, null); }

    /** {@code idProperty}: the member that carries an object's id (Jackson's identity property), or null. */
    public TypeRegistry(Collection<TypeDef> defs, String idProperty) {
        for (TypeDef d : defs) types.put(d.name(), d);
        this.idProperty = idProperty;
    }

    /** The member that carries an object's id where the format cannot tell it (Jackson), or null. */
    public String idProperty() { return idProperty; }

    public TypeDef type(String name) { return types.get(name); }

    public Collection<TypeDef> types() { return Collections.unmodifiableCollection(types.values()); }

    public boolean isEmpty() { return types.isEmpty(); }

    /** Reads the JSON form {@code {"types":[...]}}, with an optional {@code "idProperty":"name"}. */
    public static TypeRegistry parse(byte[] json) {
        ValueIndex index = JsonIndexer.index(json);
        if (index.kind(0) != ValueIndex.OBJECT) throw new RegistryFormatException("a registry is a JSON object with a \"types\" array");
        int typesArray = index.member(0, "types");
        if (typesArray < 0) throw new RegistryFormatException("a registry needs a \"types\" array");
        TypeRegistry types = fromTypesArray(index, typesArray);
        int id = index.member(0, "idProperty");
        if (id < 0) return types;
        if (index.kind(id) != ValueIndex.STRING) throw new RegistryFormatException("\"idProperty\" must be a string");
        return new TypeRegistry(types.types(), index.string(id));
    }

    /** Reads a {@code "types"} array, standalone or embedded in a document. */
    public static TypeRegistry fromTypesArray(ValueIndex index, int typesArray) {
        if (index.kind(typesArray) != ValueIndex.ARRAY) throw new RegistryFormatException("\"types\" must be an array");
        List<TypeDef> defs = new ArrayList<>();
        for (int t = index.firstChild(typesArray); t >= 0; t = index.nextSibling(t)) {
            if (index.kind(t) != ValueIndex.OBJECT) throw new RegistryFormatException("each entry of \"types\" must be an object");
            String name = requiredString(index, t, "name", "a type");
            int versionValue = index.member(t, "version");
            int version = versionValue < 0 ? 1 : (int) index.longValue(versionValue, 1);
            List<FieldDef> fields = new ArrayList<>();
            int fieldsArray = index.member(t, "fields");
            if (fieldsArray >= 0) {
                if (index.kind(fieldsArray) != ValueIndex.ARRAY) throw new RegistryFormatException("\"fields\" of type " + name + " must be an array");
                for (int f = index.firstChild(fieldsArray); f >= 0; f = index.nextSibling(f)) {
                    if (index.kind(f) != ValueIndex.OBJECT) throw new RegistryFormatException("each field of type " + name + " must be an object");
                    String fieldName = requiredString(index, f, "name", "a field of type " + name);
                    String kindName = requiredString(index, f, "kind", "field " + name + "." + fieldName);
                    FieldKind kind = FieldKind.parse(kindName);
                    if (kind == null) {
                        throw new RegistryFormatException("field " + name + "." + fieldName + " has unknown kind " + savelens.json.JsonText.quote(kindName)
                                + " (expected string, number, bool, ref, array or any)"); // quoted: a kind with a line break stays one line
                    }
                    int typeValue = index.member(f, "type");
                    String target = typeValue >= 0 ? index.string(typeValue) : null;
                    fields.add(new FieldDef(fieldName, kind, target));
                }
            }
            defs.add(new TypeDef(name, version, List.copyOf(fields)));
        }
        return new TypeRegistry(defs);
    }

    private static String requiredString(ValueIndex index, int object, String member, String what) {
        int v = index.member(object, member);
        if (v < 0 || index.kind(v) != ValueIndex.STRING) throw new RegistryFormatException(what + " needs a string \"" + member + "\"");
        return index.string(v);
    }
}
