package savelens.format;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What a format's documents allow and where they plug in, so that no code outside the format's own package asks
 * which format a document is: how diff pairs nodes, which field names it keeps for itself, which edits it
 * patches in place, what it converts to, where its game data comes from, its scene shape and what the
 * installers register for it.
 *
 * @param preference     the order among equal detection claims and in listings, lowest first
 * @param stableIds      whether node ids survive an edit elsewhere (so diff pairs nodes by id)
 * @param reservedFieldPrefixes field names beginning so are the format's own metadata, refused for new fields
 * @param edits          the edits the format's documents take through the model (none: read-only)
 * @param patchedInPlace true when an edit is spliced into the text and the index patched; false when every edit is read again
 * @param graph          how the format takes part in conversions
 * @param gameData       where a save's names come from, or null when the format has no game data
 * @param sceneShape     the name of the scene shape its documents may have ({@code godot}), or null
 * @param ecsWorlds      true when a saved ECS world is written in this format
 * @param fileTypes      what the installers associate with SaveLens (may be fewer than the extensions it reads)
 */
public record FormatCapabilities(int preference, StableIds stableIds, List<String> reservedFieldPrefixes, Set<EditKind> edits,
                                 boolean patchedInPlace, GraphForm graph, GameDataSource gameData, String sceneShape,
                                 boolean ecsWorlds, List<FileType> fileTypes) {

    public FormatCapabilities {
        reservedFieldPrefixes = List.copyOf(reservedFieldPrefixes);
        edits = edits.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(edits));
        fileTypes = List.copyOf(fileTypes);
    }

    /** Whether ids stay with their nodes when the document changes elsewhere. */
    public enum StableIds {
        /** Ids are names the file keeps (helio ids, Unity file ids, Godot resource ids). */
        ALWAYS,
        /** Stable when the ids are names (Jackson's UUIDs), not when they are counters. */
        WHEN_NAMES,
        /** Handed out in the order the writer walked the graph: one inserted object renumbers the rest. */
        NEVER
    }

    /** The edits a format's documents take through the model. */
    public enum EditKind { SET_SCALAR, INSERT_ELEMENT, REMOVE, ADD_FIELD }

    /** A format's part in conversions between graph formats. */
    public enum ConversionRole {
        /** Converts only to a hub (every document does). */
        SOURCE,
        /** The graph form every document converts to (helio), and which converts to every dialect. */
        HUB,
        /** A JSON reference dialect: converts to and from the hub and the other dialects, checked by reading back. */
        DIALECT,
        /** Converts to no other format: its node ids (Marshal's stream-numbered slots) are ones the hub cannot hold. */
        NONE
    }

    /**
     * How a format's graph is written when converted.
     *
     * @param role            its part in conversions
     * @param arrayNodes      an array node is written as an object whose one field is {@code items} (helio)
     * @param idsKept         the ids are written (not cycle.js, whose references are paths)
     * @param firstNodeNumber the number of the first node when nodes are numbered in the order written
     */
    public record GraphForm(ConversionRole role, boolean arrayNodes, boolean idsKept, int firstNodeNumber) {
        public static final GraphForm SOURCE = new GraphForm(ConversionRole.SOURCE, false, true, 1);
        public static final GraphForm NONE = new GraphForm(ConversionRole.NONE, false, true, 1);
    }

    public static Builder builder(int preference) { return new Builder(preference); }

    /** True when documents of this format take this structural edit. */
    public boolean allows(EditKind kind) { return edits.contains(kind); }

    /** True when a field of this name would be read as the format's own metadata. */
    public boolean reserves(String fieldName) {
        for (String p : reservedFieldPrefixes) if (fieldName.startsWith(p)) return true;
        return false;
    }

    /** For a document read by none of the providers (a test's plain JSON): ids not stable, every edit, no extras. */
    public static final FormatCapabilities PLAIN = builder(Integer.MAX_VALUE).build();

    public static final class Builder {
        private final int preference;
        private StableIds stableIds = StableIds.NEVER;
        private List<String> reserved = List.of();
        private Set<EditKind> edits = EnumSet.allOf(EditKind.class);
        private boolean patchedInPlace = true;
        private GraphForm graph = GraphForm.SOURCE;
        private GameDataSource gameData;
        private String sceneShape;
        private boolean ecsWorlds;
        private List<FileType> fileTypes = List.of();

        private Builder(int preference) { this.preference = preference; }

        public Builder stableIds(StableIds s) { stableIds = s; return this; }
        public Builder reservedFieldPrefixes(String... prefixes) { reserved = List.of(prefixes); return this; }
        public Builder edits(Set<EditKind> kinds) { edits = kinds; return this; }
        public Builder readAgainOnEdit() { patchedInPlace = false; return this; }
        public Builder graph(GraphForm g) { graph = g; return this; }
        public Builder gameData(GameDataSource source) { gameData = source; return this; }
        public Builder sceneShape(String name) { sceneShape = name; return this; }
        public Builder ecsWorlds() { ecsWorlds = true; return this; }
        public Builder fileTypes(FileType... types) { fileTypes = List.of(types); return this; }

        public FormatCapabilities build() {
            return new FormatCapabilities(preference, stableIds, reserved, edits, patchedInPlace, graph, gameData, sceneShape, ecsWorlds, fileTypes);
        }
    }
}
