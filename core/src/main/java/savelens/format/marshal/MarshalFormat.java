package savelens.format.marshal;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.Set;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.DocumentBuilder;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.format.FileType;
import savelens.format.FormatCapabilities;
import savelens.format.FormatProvider;
import savelens.format.MatchStrength;
import savelens.primitive.IntQueue;
import savelens.registry.RegistrySource;

/**
 * Ruby Marshal 4.8 files: RPG Maker XP ({@code .rxdata}), VX ({@code .rvdata}) and VX Ace ({@code .rvdata2}) saves and
 * database files. The document is read over the file's own bytes ({@link MarshalIndex}): the synthetic root {@code $}
 * holds the streams; nodes are those of {@link MarshalNodes} with their ids {@code S.N} (kept as numbers,
 * {@link savelens.document.DecimalId#dotted}); each object link is a
 * reference, and a link to a value the document does not show (a hash key, a wrapper's instance variable) is a warning. Scalars are set, array elements inserted and removed and hash entries added and removed through the model
 * ({@link MarshalSyntax}); a scripts file ({@link RgssScripts}) opens read-only.
 */
public final class MarshalFormat implements FormatProvider {
    public static final String NAME = "ruby-marshal";
    private static final String ROOT_TYPE = "Marshal";

    @Override public String name() { return NAME; }

    private static final FormatCapabilities CAPABILITIES = FormatCapabilities.builder(90).edits(Set.of(FormatCapabilities.EditKind.SET_SCALAR, FormatCapabilities.EditKind.INSERT_ELEMENT, FormatCapabilities.EditKind.REMOVE, FormatCapabilities.EditKind.ADD_FIELD)).readAgainOnEdit()
            .graph(FormatCapabilities.GraphForm.NONE).gameData(RgssGameData.INSTANCE)
            .fileTypes(new FileType("rxdata", "application/x-rpgmaker-xp-data", "RPG Maker XP save or data"),
                    new FileType("rvdata", "application/x-rpgmaker-vx-data", "RPG Maker VX save or data"),
                    new FileType("rvdata2", "application/x-rpgmaker-vxace-data", "RPG Maker VX Ace save or data"))
            .build();

    @Override public FormatCapabilities capabilities() { return CAPABILITIES; }

    @Override public List<String> extensions() { return List.of(".rxdata", ".rvdata", ".rvdata2"); }

    /** Marshal's version bytes {@code 04 08}. */
    @Override public boolean detect(byte[] file) { return file.length >= 2 && file[0] == 4 && file[1] == 8; }

    /** Two version bytes say little alone: with the extension a solid claim, without it a weak one. */
    @Override public MatchStrength match(byte[] bytes, Path file, ReadContext context) {
        boolean named = extensionMatches(file);
        if (detect(bytes)) return named ? MatchStrength.SOLID_MATCH : MatchStrength.WEAK_MATCH;
        return named ? MatchStrength.INCONCLUSIVE : MatchStrength.NO_MATCH;
    }

    @Override public byte[] decode(byte[] fileBytes) { return fileBytes; }

    @Override public byte[] encode(byte[] text) { return text; }

    /** Whether index value {@code v}, of object slot {@code slot}, is a node: it has a slot and is a container or a link names it. */
    private static boolean isNode(MarshalIndexReader r, MarshalIndex index, int v, int slot) {
        if (slot < 0) return false;
        if (isContainer(index.type(v))) return true;
        return r.linkedSlots.get(index.streamNumber(v)).get(slot);
    }

    private static boolean isContainer(byte type) {
        return type == 'o' || type == '[' || type == '{' || type == '}' || type == 'S' || type == 'u' || type == 'U' || type == 'd';
    }

    /** The Ruby class name of node value {@code v}, as {@link MarshalNodes#type(MarshalStream, int)} gives it. */
    private static String type(MarshalIndexReader r, MarshalIndex index, int stream, int v) {
        Integer userClass = r.userClassName.isEmpty() ? null : r.userClassName.get(v);
        if (userClass != null) return index.symbolName(stream, userClass);
        byte t = index.type(v);
        return switch (t) {
            case 'o', 'S', 'u', 'U', 'd' -> index.symbolAt(stream, index.inner(v) + 1);
            case '[' -> "Array";
            case '{', '}' -> "Hash";
            case '"' -> "String";
            case 'f' -> "Float";
            case 'l' -> "Bignum";
            case '/' -> "Regexp";
            case 'c' -> "Class";
            case 'm', 'M' -> "Module";
            default -> "Object";
        };
    }

    @Override public Document read(byte[] bytes, ReadContext context) { return read(ByteBuffer.wrap(bytes), context); }

    /**
     * Reads over bytes outside the heap: a large save's index and analysis then share the heap with no copy of the
     * file. The bytes are a copy of the file made when it was read, never the file mapped: the file may change on disk
     * while it is open (a mapping would change the document under its index, or fault where the file shrank), and a
     * save must write what was read and edited, not what another program wrote since.
     */
    @Override public boolean readsOffHeap() { return true; }

    @Override public Document read(ByteBuffer bytes, ReadContext context) {
        MarshalIndexReader r = MarshalIndexReader.read(bytes);
        MarshalIndex index = new MarshalIndex(r, bytes);
        r.releaseIndexed();
        DocumentBuilder b = new DocumentBuilder(index);
        b.idsAscend(); // S.N in the order written: streams in turn, each one's slots as they are taken
        // The nodes of MarshalNodes: every value with an object slot that is a container or that a link names. They
        // and their slots are listed first, and the reader's slots (two bytes and more for every value) let go before
        // the builder's arrays are made; the listed slots are let go in turn as the nodes are added.
        BitSet nodeValues = new BitSet(r.count);
        IntQueue nodeSlots = new IntQueue();
        int nodes = 0, links = 0;
        for (int v = 1; v < r.count; v++) {
            int slot = r.slot(v);
            if (isNode(r, index, v, slot)) {
                nodeValues.set(v);
                nodeSlots.add(slot);
                nodes++;
            } else if (index.type(v) == '@') {
                links++;
            }
        }
        r.releaseSlots();
        b.expect(nodes + 1, links);
        // The synthetic root first: nodes are listed in the order they are written, each inside the ones before it.
        int root = b.addNode(NodeId.of("$"), ROOT_TYPE, 0, 0);
        b.syntheticRootOfWrittenValues(root);
        for (int v = 1; v < r.count; v++) {
            if (nodeValues.get(v)) {
                int stream = index.streamNumber(v);
                b.addNodeWithDottedName(stream, nodeSlots.take(), type(r, index, stream, v), v, v);
            } else if (index.type(v) == '@') {
                int stream = index.streamNumber(v);
                b.referenceToDottedName(v, stream, new MarshalIndex.Cursor(bytes, index.inner(v) + 1).longValue());
            }
        }
        for (int i = 0; i < r.skippedLinkSlots.size(); i++) {
            int stream = r.skippedLinkStreams.get(i), slot = r.skippedLinkSlots.get(i), at = r.skippedLinkOffsets.get(i);
            b.diagnostic(Diagnostic.warning("byte " + at + ": an object link names #\"" + stream + "." + slot + "\" (stream "
                    + stream + ", slot " + slot + "), a hash key or a wrapper's instance variable, which is not shown as a node;"
                    + " links to it lead nowhere", -1, -1));
        }
        b.nestEachNodeAfterTheFirst(); // each node is written where its value is, inside the one around it
        return b.build(new MarshalSyntax(this, context, index.isScripts() ? RgssScripts.READ_ONLY : null), context.registry(), context.registry() == null ? RegistrySource.NONE : context.registrySource());
    }
}
