package savelens.format.jackson;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import savelens.document.Document;
import savelens.document.DocumentBuilder;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.format.FormatProvider;
import savelens.format.FormatCapabilities;
import savelens.format.Format;
import savelens.format.InputFile;
import savelens.format.JsonTexts;
import savelens.format.KeySniff;
import savelens.format.RegistrySidecars;
import savelens.json.JsonIndex;
import savelens.registry.RegistrySource;
import savelens.registry.TypeRegistry;

/**
 * JSON written by Jackson for classes with {@code @JsonIdentityInfo}: the first occurrence of an object has
 * its id in the identity property, later occurrences are the bare id. Detected by {@code "@id"}, Jackson's
 * default property; another name comes from {@code --id-property} or the registry's {@code idProperty}.
 * Which fields hold bare ids the registry tells (given, or the sidecar {@code NAME.registry.json}), or
 * inference, as for helio.
 */
public final class JacksonIdentityFormat implements FormatProvider {
    public static final String NAME = "jackson-identity";

    @Override public String name() { return NAME; }

    private static final FormatCapabilities CAPABILITIES = FormatCapabilities.builder(70).readAgainOnEdit()
            .graph(new FormatCapabilities.GraphForm(FormatCapabilities.ConversionRole.DIALECT, false, true, 1)).build();

    @Override public FormatCapabilities capabilities() { return CAPABILITIES; }

    /** An identity property named by the user or the registry says what the content cannot. */
    @Override public savelens.format.MatchStrength match(byte[] bytes, java.nio.file.Path file, ReadContext context) {
        if (context != null && named(context) && (JsonTexts.startsWith(bytes, '{') || JsonTexts.startsWith(bytes, '['))) {
            return savelens.format.MatchStrength.FULL_MATCH;
        }
        return FormatProvider.super.match(bytes, file, context);
    }

    @Override public byte[] writeGraph(Document doc, FormatProvider from) {
        var g = from.capabilities().graph();
        return new JacksonIdentityWriter(doc, false, g.idsKept()).write();
    }


    @Override public List<String> extensions() { return List.of(".json"); }

    /** Jackson's default identity property with an integer or string value. */
    @Override public boolean detect(byte[] file) {
        if (!JsonTexts.startsWith(file, '{') && !JsonTexts.startsWith(file, '[')) return false;
        return KeySniff.has(file, "\"@id\"", (b, at, limit) -> b[at] == '"' || b[at] == '-' || (b[at] >= '0' && b[at] <= '9'));
    }

    /** True when the reading context names an identity property: then only this format can read the file. */
    public static boolean named(ReadContext context) {
        return context.idProperty() != null || (context.registry() != null && context.registry().idProperty() != null);
    }

    @Override public byte[] decode(byte[] file) { return file; }

    @Override public byte[] encode(byte[] jsonText) { return jsonText; }

    @Override public Document read(byte[] jsonText, ReadContext context) {
        TypeRegistry registry = context.registry();
        RegistrySource source = context.registrySource();
        if (registry == null) {
            registry = sidecar(context);
            source = registry == null ? RegistrySource.NONE : RegistrySource.SIDECAR;
        }
        String idKey = context.idProperty() != null ? context.idProperty()
                : registry != null && registry.idProperty() != null ? registry.idProperty() : JacksonIdentityReader.DEFAULT_ID;
        JsonIndex json = JsonTexts.index(jsonText);
        if (!json.duplicates().isEmpty()) {
            JsonTexts.refuseDuplicatedStructure(json, m -> json.name(m).equals(idKey) || JacksonIdentityReader.TYPE_KEYS.contains(json.name(m)));
        }
        DocumentBuilder builder = new DocumentBuilder(json);
        JacksonIdentityReader.read(json, builder, idKey, registry == null ? TypeRegistry.EMPTY : registry);
        ReadContext same = context.withRegistry(registry, source).withIdProperty(idKey);
        return builder.build(new JacksonIdentitySyntax(this, same), registry, source);
    }

    private static TypeRegistry sidecar(ReadContext context) {
        Path p = RegistrySidecars.path(context.file());
        if (p == null || !Files.isRegularFile(p)) return null;
        try {
            return TypeRegistry.parse(InputFile.read(p, context.maxSize()));
        } catch (RuntimeException e) {
            throw new UnreadableDocumentException("registry " + p.getFileName() + ": " + e.getMessage());
        }
    }

    /** As a helio id: an integer id as it is; a node without one (the root) its place; a UUID has no helio form. */
    @Override public long helioId(Document doc, NodeId id) {
        if (id instanceof NodeId.Number n) return n.value();
        return FormatProvider.super.helioId(doc, id);
    }
}
