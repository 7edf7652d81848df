package savelens.format.helio;

import java.nio.ByteBuffer;
import java.util.Arrays;
import savelens.document.DocumentBuilder;
import savelens.document.ReadContext;
import savelens.format.TypeNames;
import savelens.json.JsonIndex;
import savelens.json.JsonIndexer;
import savelens.json.JsonText;
import savelens.json.TextWindow;
import savelens.json.ValueListener;
import savelens.registry.TypeRegistry;

/**
 * Adds the nodes of a helio document and classifies their fields while the text is being indexed, so a
 * big document is read once instead of indexed and then walked again. It handles the usual layout: a root
 * object whose {@code "nodes"} array holds objects with {@code "id"} and {@code "type"} before
 * {@code "fields"}, and a registry known by the time the nodes begin. At anything else it gives up
 * quietly ({@link #completed} is false) and the format reads the finished index instead, which also
 * reports every problem in the usual order: nothing here throws.
 */
final class HelioStream implements ValueListener {
    /** The text on the heap, or null when it is read outside it through {@link #window}. */
    private final byte[] text;
    private final TextWindow window;
    private final long length;
    private final ReadContext context;
    private boolean gaveUp;

    // Members of the root object.
    private int types = -1;
    private long typesStart;
    private long typesEnd = -1;
    private int nodes = -1;
    private boolean inNodes;
    private boolean nodesDone;

    // Made when the nodes begin.
    private HelioRegistry.Choice registry;
    private DocumentBuilder builder;
    private HelioReferences references;
    private final TypeNames typeNames = new TypeNames();

    // The node being read: its value, and what of it has been met.
    private int nodeValue = -1;
    private long nodeStart;
    /** Where the current node's "fields" object starts: its body, which a walk over the nodes' fields reads first. */
    private long fieldsStart;
    private long id;
    private boolean idSeen;
    private String type;
    private boolean typeSeen;
    private int fields = -1;
    private int node;
    private FieldSlots slots;
    private int position;
    // The field being read, and whether it is an array whose elements are classified.
    private FieldSlots.Slot slot;
    private int arrayField = -1;
    // The scene shape's fields noted on the way, and the list of links among them being read.
    private HelioSceneFields sceneFields;
    private int sceneArray = -1;

    /**
     * Texts from this many bytes are read with this stream on a thread of its own, beside the parse (a megabyte's
     * parse takes milliseconds, a thread's start tens of microseconds); never on a machine of one core.
     */
    static final long OWN_THREAD_FROM = Runtime.getRuntime().availableProcessors() > 1 ? 1 << 20 : Long.MAX_VALUE;
    private final long ownThreadFrom;

    HelioStream(byte[] text, ReadContext context) {
        this(text, context, OWN_THREAD_FROM);
    }

    /** {@code ownThreadFrom}: the text's length from which the stream is told on a thread of its own (0: always). */
    HelioStream(byte[] text, ReadContext context, long ownThreadFrom) {
        this.text = text;
        this.window = null;
        this.length = text.length;
        this.context = context;
        this.ownThreadFrom = ownThreadFrom;
    }

    /** Over a text outside the heap, read a window at a time as the parse goes forward. */
    HelioStream(savelens.json.TextBuffers outside, ReadContext context) {
        this(outside, context, OWN_THREAD_FROM);
    }

    HelioStream(savelens.json.TextBuffers outside, ReadContext context, long ownThreadFrom) {
        this.text = null;
        this.window = new TextWindow(outside); // its own: the parse reads the buffers through a stream of its own
        this.length = window.length();
        this.context = context;
        this.ownThreadFrom = ownThreadFrom;
    }

    /** Everything the stream builds is its own (no thread-locals, no progress calls): it may run beside the parse. */
    @Override public boolean listensOnItsOwnThread(long textLength) {
        return textLength >= ownThreadFrom;
    }

    /** True when every node was added and classified; the builder then only needs the index. */
    boolean completed() {
        return !gaveUp && nodesDone;
    }

    HelioRegistry.Choice registry() { return registry; }

    DocumentBuilder builder() { return builder; }

    HelioReferences references() { return references; }

    HelioSceneFields sceneFields() { return sceneFields; }

    @Override public void value(int number, byte kind, long start, int depth, String name) {
        if (gaveUp) return;
        switch (depth) {
            case 0 -> { if (kind != JsonIndex.OBJECT) giveUp(); }
            case 1 -> rootMember(number, kind, start, name);
            case 2 -> { if (inNodes) beginNode(number, kind, start); }
            case 3 -> { if (nodeValue >= 0) nodeMember(number, kind, start, name); }
            case 4 -> { if (fields >= 0) field(number, kind, start, name); }
            case 5 -> {
                if (arrayField >= 0) references.element(node, slot, number, kind, idAt(kind, start));
                if (sceneArray >= 0) sceneFields.element(number, kind);
            }
            default -> { }
        }
    }

    @Override public void end(int number, int depth, long end) {
        if (gaveUp) return;
        switch (depth) {
            case 1 -> {
                if (number == types) typesEnd = end;
                else if (number == nodes) {
                    inNodes = false;
                    nodesDone = true;
                }
            }
            case 2 -> { if (number == nodeValue) endNode(end); }
            case 3 -> { if (number == fields) fields = -1; }
            case 4 -> {
                if (number == arrayField) arrayField = -1;
                if (number == sceneArray) {
                    sceneFields.endArray();
                    sceneArray = -1;
                }
            }
            default -> { }
        }
    }

    private void rootMember(int number, byte kind, long start, String name) {
        if (name.equals("types")) {
            if (types >= 0) return; // the first one counts, as in the index
            // A registry found after the nodes would have changed how they read.
            if (nodes >= 0 && context.registry() == null) giveUp();
            types = number;
            typesStart = start;
        } else if (name.equals("nodes") && nodes < 0) {
            if (kind != JsonIndex.ARRAY) {
                giveUp();
                return;
            }
            nodes = number;
            beginNodes(start);
        }
    }

    /** The registry must be settled now: given, embedded before the nodes, or a sidecar file. */
    private void beginNodes(long nodesStart) {
        try {
            registry = HelioRegistry.choose(context, types < 0 ? null : () -> {
                JsonIndex typesIndex = JsonIndexer.index(text != null ? Arrays.copyOfRange(text, (int) typesStart, (int) typesEnd)
                        : window.copy(typesStart, typesEnd));
                return TypeRegistry.fromTypesArray(typesIndex, 0);
            });
        } catch (RuntimeException e) {
            giveUp(); // the index-based read reports it, in its place among the other problems
            return;
        }
        builder = new DocumentBuilder();
        builder.nodesAreElementsOf(nodes); // every element is a node (any other thing gives this read up)
        // Scene-like documents spend about a hundred bytes per node and fifty per reference.
        long rest = length - nodesStart;
        builder.expect((int) Math.min(rest / 100, Integer.MAX_VALUE - 8), (int) Math.min(rest / 48, Integer.MAX_VALUE - 8));
        references = new HelioReferences(builder, registry.registryOrEmpty());
        sceneFields = new HelioSceneFields(length);
        inNodes = true;
    }

    private void beginNode(int number, byte kind, long start) {
        if (kind != JsonIndex.OBJECT) {
            giveUp();
            return;
        }
        nodeValue = number;
        nodeStart = start;
        idSeen = false;
        typeSeen = false;
        fields = -1;
        node = -1;
    }

    private void nodeMember(int number, byte kind, long start, String name) {
        switch (name) {
            case "id" -> {
                if (idSeen) return;
                idSeen = true;
                id = idAt(kind, start);
                if (id == HelioReferences.NOT_AN_ID) giveUp();
            }
            case "type" -> {
                if (typeSeen) return;
                typeSeen = true;
                if (kind == JsonIndex.STRING) type = typeAt(start);
                if (kind != JsonIndex.STRING || type == null) giveUp(); // null: the text ends inside the name
            }
            case "fields" -> {
                if (node >= 0) return;
                // Fields before the id or the type (or without a type): the index-based read handles it.
                if (kind != JsonIndex.OBJECT || !idSeen || !typeSeen) {
                    giveUp();
                    return;
                }
                node = builder.addNode(id, type, nodeValue, number);
                slots = references.beginNode(node);
                sceneFields.beginNode(node);
                fields = number;
                fieldsStart = start;
                position = 0;
            }
            default -> { }
        }
    }

    private void field(int number, byte kind, long start, String name) {
        slot = slots.named(position++, name);
        references.field(node, slot, number, kind, HelioReferences.readsIds(slot) ? idAt(kind, start) : HelioReferences.NOT_AN_ID);
        if (kind == JsonIndex.ARRAY && HelioReferences.wantsElements(slot)) arrayField = number;
        if (slot.sceneField >= 0 && sceneFields.field(slot.sceneField, number, kind, start)) sceneArray = number;
    }

    private void endNode(long end) {
        if (node < 0) giveUp(); // no "fields"
        else builder.nodeText(node, nodeStart, end, fieldsStart); // sizes and diffs read it here instead of from rebuilt chunks
        nodeValue = -1;
    }

    private long idAt(byte kind, long start) {
        if (kind != JsonIndex.NUMBER) return HelioReferences.NOT_AN_ID;
        if (text != null) return JsonText.integerAt(text, (int) start, HelioReferences.NOT_AN_ID);
        window.scalarEnd(start); // the window then holds the whole number and what ends it
        return JsonText.integerAt(window.holding(start, start + 1), (int) (start - window.base()), HelioReferences.NOT_AN_ID);
    }

    /** The type name whose literal starts at {@code start}; null when the text ends inside it. */
    private String typeAt(long start) {
        if (text != null) return typeNames.nameAt(text, (int) start);
        long end = window.scalarEnd(start); // the window then holds the whole literal
        byte[] b = window.holding(start, end);
        return typeNames.nameAt(b, (int) (start - window.base()));
    }

    private void giveUp() {
        gaveUp = true;
        builder = null;
        references = null;
        sceneFields = null;
    }
}
