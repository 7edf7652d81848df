package savelens.format.helio;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.List;
import savelens.document.Document;
import savelens.document.DocumentBuilder;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.format.FormatProvider;
import savelens.format.FormatCapabilities;
import savelens.registry.RegistrySource;
import savelens.format.NotADocumentException;
import savelens.format.JsonTexts;
import savelens.format.TypeNames;
import savelens.json.JsonIndex;
import savelens.progress.ReadProgress;
import savelens.registry.RegistryFormatException;
import savelens.registry.TypeRegistry;

/**
 * The helio graph document: {@code {"root":0,"nodes":[{"id":0,"type":"T","fields":{...}}]}}, references as
 * bare integer ids told from numbers by the type registry (or inferred without one).
 */
public final class HelioFormat implements FormatProvider {
    public static final String NAME = "helio";

    @Override public String name() { return NAME; }

    private static final FormatCapabilities CAPABILITIES = FormatCapabilities.builder(0).stableIds(FormatCapabilities.StableIds.ALWAYS)
            .graph(new FormatCapabilities.GraphForm(FormatCapabilities.ConversionRole.HUB, true, true, 0)).sceneShape("helio").ecsWorlds()
            .fileTypes(new savelens.format.FileType("helio.json", "application/x-savelens+json", "SaveLens helio graph document")).build();

    @Override public FormatCapabilities capabilities() { return CAPABILITIES; }

    /** helio's {@code "nodes"} is a field name any save may have: the reference dialects' own keys claim a file more strongly. */
    @Override public savelens.format.MatchStrength match(byte[] bytes, java.nio.file.Path file, savelens.document.ReadContext context) {
        if (detect(bytes)) return savelens.format.MatchStrength.WEAK_MATCH;
        return extensionMatches(file) ? savelens.format.MatchStrength.INCONCLUSIVE : savelens.format.MatchStrength.NO_MATCH;
    }

    /** Every format converts to helio: its ids as the source format gives them a helio form. */
    @Override public byte[] writeGraph(Document doc, FormatProvider from) {
        return HelioExport.write(doc, id -> from.helioId(doc, id));
    }

    @Override public List<String> extensions() { return List.of(".helio.json", ".json"); }

    @Override public boolean detect(byte[] fileBytes) {
        return JsonTexts.startsWith(fileBytes, '{') && JsonTexts.containsAscii(fileBytes, "\"nodes\"", 1 << 16)
                && !JsonTexts.containsAscii(fileBytes, "\"@constructor\"", 1 << 16);
    }

    @Override public byte[] decode(byte[] fileBytes) { return fileBytes; }

    @Override public byte[] encode(byte[] jsonText) { return jsonText; }

    @Override public Document read(byte[] text, ReadContext context) {
        return read(text, context, true);
    }

    /** {@code whileIndexing}: classify the nodes in the indexing pass where the layout allows (tests compare both ways). */
    Document read(byte[] text, ReadContext context, boolean whileIndexing) {
        HelioStream stream = whileIndexing ? new HelioStream(text, context) : null;
        return read(JsonTexts.index(text, stream), stream, context);
    }

    /** Classified in the indexing pass on a thread beside the parse's, whatever the text's length (tests compare it). */
    Document readBesideTheParse(byte[] text, ReadContext context) {
        HelioStream stream = new HelioStream(text, context, 0);
        return read(JsonTexts.index(text, stream), stream, context);
    }

    /** As {@link #readBesideTheParse(byte[], ReadContext)}, the text outside the heap. */
    Document readBesideTheParse(ByteBuffer text, ReadContext context) {
        savelens.json.TextBuffers outside = savelens.json.TextBuffers.of(text);
        HelioStream stream = new HelioStream(outside, context, 0);
        return read(JsonTexts.index(outside, stream), stream, context);
    }

    /** A text outside the heap is indexed and read where it is: the heap holds no copy of it. */
    @Override public boolean readsBigTextOffHeap() { return true; }

    @Override public Document read(ByteBuffer text, ReadContext context) {
        return read(savelens.json.TextBuffers.of(text), context);
    }

    /** A text outside the heap in several buffers is read as one in one buffer is. */
    @Override public Document read(savelens.json.TextBuffers text, ReadContext context) {
        HelioStream stream = new HelioStream(text, context);
        return read(JsonTexts.index(text, stream), stream, context);
    }

    private Document read(JsonIndex json, HelioStream stream, ReadContext context) {
        if (!json.duplicates().isEmpty()) JsonTexts.refuseDuplicatedStructure(json, m -> isStructural(json, m));
        // Plain JSON without helio's "nodes" reaches here by its .json name alone: it is no document at all.
        if (json.kind(0) != JsonIndex.OBJECT) throw new NotADocumentException();
        int nodes = json.member(0, "nodes");
        if (nodes < 0) throw new NotADocumentException();
        if (json.kind(nodes) != JsonIndex.ARRAY) throw problem(json, nodes, "\"nodes\" must be an array");
        int rootValue = json.member(0, "root");
        if (rootValue < 0) throw problem(json, 0, "the document has no \"root\"");
        if (!json.isIntegerNumber(rootValue)) throw problem(json, rootValue, "\"root\" must be an integer id");

        HelioRegistry.Choice registry;
        DocumentBuilder builder;
        HelioReferences references;
        HelioSceneFields sceneFields = null;
        if (stream != null && stream.completed()) {
            registry = stream.registry();
            builder = stream.builder();
            builder.indexed(json);
            references = stream.references();
            // A field named twice is taken as the index takes it (the last one): the scene is then scanned as before.
            if (json.duplicates().isEmpty()) {
                sceneFields = stream.sceneFields();
                sceneFields.finish(json);
            }
        } else {
            int types = json.member(0, "types");
            registry = HelioRegistry.choose(context, types < 0 ? null : () -> embedded(json, types));
            builder = new DocumentBuilder(json);
            references = new HelioReferences(builder, registry.registryOrEmpty());
            addNodes(json, nodes, builder, references);
        }
        long rootId = json.longValue(rootValue, Long.MIN_VALUE);
        int root = builder.nodeById(rootId);
        if (root < 0) throw problem(json, rootValue, "the root id " + json.raw(rootValue) + " names no node (missing root)");
        builder.root(root);

        references.finish();
        // An embedded registry is part of the text: an edit to it is read again from the edited text, not kept from this read.
        ReadContext again = registry.source() == RegistrySource.EMBEDDED ? context : context.withRegistry(registry.registry(), registry.source());
        return builder.build(new HelioSyntax(this, again, sceneFields), registry.registry(), registry.source());
    }

    /** Adds and classifies the nodes from the finished index, checking each node's shape. */
    private static void addNodes(JsonIndex json, int nodes, DocumentBuilder builder, HelioReferences references) {
        TypeNames typeNames = new TypeNames();
        int untilCheck = CANCEL_CHECK_EVERY;
        for (int n = json.firstChild(nodes); n >= 0; n = json.nextSibling(n)) {
            if (--untilCheck == 0) {
                untilCheck = CANCEL_CHECK_EVERY;
                ReadProgress.checkCancelled();
            }
            if (json.kind(n) != JsonIndex.OBJECT) throw problem(json, n, "each entry of \"nodes\" must be an object");
            int id = -1, type = -1, fields = -1;
            // One walk over the node's members; the names are compared as bytes in the text.
            for (int m = json.firstChild(n); m >= 0; m = json.nextSibling(m)) {
                if (id < 0 && json.nameEquals(m, ID)) id = m;
                else if (type < 0 && json.nameEquals(m, TYPE)) type = m;
                else if (fields < 0 && json.nameEquals(m, FIELDS)) fields = m;
                if (id >= 0 && type >= 0 && fields >= 0) break;
            }
            if (id < 0) throw problem(json, n, "a node has no \"id\"");
            if (!json.isIntegerNumber(id) || json.longValue(id, Long.MIN_VALUE) == Long.MIN_VALUE) {
                throw problem(json, id, "node id " + json.raw(id) + " is not an integer");
            }
            if (type >= 0 && json.kind(type) != JsonIndex.STRING) throw problem(json, type, "a node's \"type\" must be a string");
            if (fields < 0) throw problem(json, n, "node " + json.raw(id) + " has no \"fields\" object");
            if (json.kind(fields) != JsonIndex.OBJECT) throw problem(json, fields, "\"fields\" of node " + json.raw(id) + " must be an object");
            String typeName = type < 0 ? "" : typeNames.name(json, type);
            references.classifyNode(builder.addNode(json.longValue(id, 0), typeName, n, fields));
        }
    }

    /** The root's "root", "nodes" and "types", and a node's "id", "type" and "fields": what says how the rest reads. */
    private static boolean isStructural(JsonIndex json, int member) {
        int object = json.parent(member);
        String name = json.name(member);
        if (object == 0) return name.equals("root") || name.equals("nodes") || name.equals("types");
        int array = json.parent(object);
        return array >= 0 && json.parent(array) == 0 && "nodes".equals(json.name(array))
                && (name.equals("id") || name.equals("type") || name.equals("fields"));
    }

    /** Nodes classified between checks for a cancelled read: a few milliseconds of work. */
    private static final int CANCEL_CHECK_EVERY = 4096;

    private static final byte[] ID = {'i', 'd'};
    private static final byte[] TYPE = {'t', 'y', 'p', 'e'};
    private static final byte[] FIELDS = {'f', 'i', 'e', 'l', 'd', 's'};

    private static TypeRegistry embedded(JsonIndex json, int types) {
        try {
            return TypeRegistry.fromTypesArray(json, types);
        } catch (RegistryFormatException e) {
            throw problem(json, types, "embedded registry: " + e.getMessage());
        }
    }

    /** {@code island.registry.json} beside {@code island.json}. */
    public static Path sidecarPath(Path file) {
        return HelioRegistry.sidecarPath(file);
    }

    static UnreadableDocumentException problem(JsonIndex json, int value, String what) {
        long[] lc = json.lineColumnAt(json.start(value));
        return new UnreadableDocumentException("line " + lc[0] + ", column " + lc[1] + ": " + what);
    }
}
