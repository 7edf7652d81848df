package savelens.format.godot;

import java.util.List;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.convert.ConversionRefusedException;
import savelens.document.ReadContext;
import savelens.format.FormatProvider;
import savelens.format.FormatCapabilities;

/**
 * Godot's text scenes and resources ({@code .tscn}, {@code .tres}; formats 2, 3 and 4): sections as nodes
 * (resources by their ids, scene nodes by their paths), references by {@code ExtResource}, {@code SubResource},
 * {@code parent}, listed {@code NodePath}s and connections. The text is the file: saved as it was read.
 */
public final class GodotTextFormat implements FormatProvider {
    public static final String NAME = "godot-text";
    private static final int SNIFF = 256;

    @Override public String name() { return NAME; }

    private static final FormatCapabilities CAPABILITIES = FormatCapabilities.builder(80).stableIds(FormatCapabilities.StableIds.ALWAYS).sceneShape("godot").build();

    @Override public FormatCapabilities capabilities() { return CAPABILITIES; }

    @Override public List<String> extensions() { return List.of(".tscn", ".tres", ".escn"); }

    /** The first section, after a byte order mark and blank lines, is {@code [gd_scene} or {@code [gd_resource}. */
    @Override public boolean detect(byte[] file) {
        int p = file.length >= 3 && (file[0] & 0xFF) == 0xEF && (file[1] & 0xFF) == 0xBB && (file[2] & 0xFF) == 0xBF ? 3 : 0;
        while (p < file.length && p < SNIFF && (file[p] == ' ' || file[p] == '\t' || file[p] == '\r' || file[p] == '\n')) p++;
        return startsWith(file, p, "[gd_scene") || startsWith(file, p, "[gd_resource");
    }

    private static boolean startsWith(byte[] file, int at, String s) {
        if (at + s.length() + 1 > file.length) return false;
        for (int i = 0; i < s.length(); i++) if (file[at + i] != s.charAt(i)) return false;
        byte next = file[at + s.length()];
        return next == ' ' || next == ']' || next == '\t';
    }

    @Override public byte[] decode(byte[] file) { return file; }

    @Override public byte[] encode(byte[] text) { return text; }

    @Override public Document read(byte[] text, ReadContext context) {
        return GodotTextReader.read(this, text, context);
    }

    /**
     * The integer a helio document gives a node of a Godot document whose id is a string (a path, a resource id
     * of format 3): its place among the nodes, counted on from the largest integer id (format 2's resources keep
     * theirs); an id that names nothing gets a number after all of them, the same for each reference to it, so
     * that it stays dangling there.
     */
    @Override public long helioId(Document doc, NodeId id) {
        if (id instanceof NodeId.Number n) return n.value();
        long base;
        synchronized (largestIntegerIds) {
            base = largestIntegerIds.computeIfAbsent(doc, GodotTextFormat::largestIntegerId);
        }
        int node = doc.nodeById(id);
        if (node >= 0) return base + node + 1L;
        java.util.LinkedHashSet<NodeId> missing = new java.util.LinkedHashSet<>();
        for (int v = 0; v < doc.index().count(); v++) if (doc.isDangling(v)) missing.add(doc.referencedNodeId(v));
        int rank = 0;
        for (NodeId m : missing) {
            if (m.equals(id)) return base + doc.nodeCount() + 1L + rank;
            rank++;
        }
        throw new ConversionRefusedException(id + " names no node of the document");
    }

    /** Per document being converted: the largest integer id, which string ids are counted on from. */
    private final java.util.Map<Document, Long> largestIntegerIds = new java.util.WeakHashMap<>();

    private static long largestIntegerId(Document doc) {
        long max = 0;
        for (int n = 0; n < doc.nodeCount(); n++) {
            long id = doc.integerId(n);
            if (id != savelens.document.DocumentBuilder.NO_ID) max = Math.max(max, id);
        }
        return max;
    }
}
