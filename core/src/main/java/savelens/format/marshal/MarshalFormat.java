package savelens.format.marshal;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import savelens.document.Document;
import savelens.document.DocumentBuilder;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.format.FileType;
import savelens.format.FormatCapabilities;
import savelens.format.FormatProvider;
import savelens.format.MatchStrength;
import savelens.registry.RegistrySource;

/**
 * Ruby Marshal 4.8 files: RPG Maker XP ({@code .rxdata}), VX ({@code .rvdata}) and VX Ace ({@code .rvdata2}) saves and
 * database files. The document is read over the file's own bytes ({@link MarshalIndex}): the synthetic root {@code $}
 * holds the streams; nodes are those of {@link MarshalNodes} with their ids {@code S.N}; each object link is a
 * reference. Scalars are set, array elements inserted and removed and hash entries added and removed through the model
 * ({@link MarshalSyntax}); a scripts file ({@link RgssScripts}) opens read-only.
 */
public final class MarshalFormat implements FormatProvider {
    public static final String NAME = "ruby-marshal";
    private static final String ROOT_TYPE = "Marshal";

    @Override public String name() { return NAME; }

    private static final FormatCapabilities CAPABILITIES = FormatCapabilities.builder(90).edits(Set.of(FormatCapabilities.EditKind.SET_SCALAR, FormatCapabilities.EditKind.INSERT_ELEMENT, FormatCapabilities.EditKind.REMOVE, FormatCapabilities.EditKind.ADD_FIELD)).readAgainOnEdit()
            .gameData(RgssGameData.INSTANCE)
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

    @Override public Document read(byte[] bytes, ReadContext context) {
        MarshalFile file = MarshalFile.read(bytes);
        MarshalIndex index = new MarshalIndex(file);
        DocumentBuilder b = new DocumentBuilder(index);
        // The nodes of MarshalNodes, listed straight from each stream's value table: each id is made once and
        // shared by the links to it, and each class name once per stream.
        List<MarshalStream> streams = file.streams();
        boolean[][] isNode = new boolean[streams.size()][];
        int nodes = 0;
        for (MarshalStream s : streams) {
            isNode[s.number()] = MarshalNodes.nodePositions(ValueTable.of(s));
            for (boolean n : isNode[s.number()]) if (n) nodes++;
        }
        int links = 0;
        for (int v = 1; v < index.count(); v++) if (index.marshal(v) instanceof MarshalValue.ObjectLink) links++;
        b.expect(nodes + 1, links);
        // The synthetic root first: nodes are listed in the order they are written, each inside the ones before it.
        int root = b.addNode(NodeId.of("$"), ROOT_TYPE, 0, 0);
        b.syntheticRootOfWrittenValues(root);
        NodeId[][] ids = new NodeId[streams.size()][];
        for (MarshalStream s : streams) {
            ValueTable t = ValueTable.of(s);
            String[] names = new String[s.symbols().size()];
            NodeId[] streamIds = ids[s.number()] = new NodeId[s.objects().size()];
            boolean[] nodeAt = isNode[s.number()];
            for (int i = 0; i < nodeAt.length; i++) {
                if (!nodeAt[i]) continue;
                int slot = t.objectSlot(i);
                NodeId id = streamIds[slot] = NodeId.of(s.number() + "." + slot);
                int value = index.valueAt[s.number()][i];
                if (value < 0) continue; // a hash key that is an array or object: its entry is shown as {n}, the key not as a value
                int node = b.addNode(id, MarshalNodes.type(s, t, names, i), value, value);
                b.nest(value, node);
            }
        }
        for (int v = 1; v < index.count(); v++) {
            if (index.marshal(v) instanceof MarshalValue.ObjectLink link) {
                int stream = index.streamOf(v).number();
                NodeId to = link.index() < ids[stream].length ? ids[stream][link.index()] : null;
                b.reference(v, to != null ? to : NodeId.of(stream + "." + link.index()));
            }
        }
        return b.build(new MarshalSyntax(this, context, index.isScripts() ? RgssScripts.READ_ONLY : null), context.registry(), context.registry() == null ? RegistrySource.NONE : context.registrySource());
    }
}
