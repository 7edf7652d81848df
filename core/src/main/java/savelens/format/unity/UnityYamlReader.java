package savelens.format.unity;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.DocumentBuilder;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.index.LineTable;
import savelens.index.ValueIndex;
import savelens.primitive.LongIntMap;

/**
 * Reads a Unity YAML file in one pass, document by document: where each starts, its class id, file id and
 * type, its references ({@code {fileID: N}} within the file, {@code {fileID, guid, type}} to other assets),
 * and what decides the root objects. Each document is a node (its id the file id, its type the top-level key,
 * which paths step over); the synthetic root {@code $} comes last, its elements referring to the root objects.
 */
final class UnityYamlReader {
    private static final byte[] M_FATHER = bytes("m_Father"), M_GAME_OBJECT = bytes("m_GameObject"),
            M_ROOT_ORDER = bytes("m_RootOrder"), M_MODIFICATION = bytes("m_Modification"),
            M_TRANSFORM_PARENT = bytes("m_TransformParent"), M_MODIFICATIONS = bytes("m_Modifications"),
            PROPERTY_PATH = bytes("propertyPath"), VALUE = bytes("value"), M_ROOTS = bytes("m_Roots");

    private final byte[] text;
    private final DocumentValues values = new DocumentValues();
    private final DocumentScanner scanner;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private final RootObjects roots = new RootObjects();
    private final TypeNames types = new TypeNames();
    private final RepeatedKeys repeatedKeys = new RepeatedKeys();
    /** What the scene shape reads of each document, noted here so that it need not rebuild every document after the load. */
    private final UnitySceneFields sceneFields;

    private int documents;
    private long[] ids = new long[64];
    private int[] classIds = new int[64];
    private final BitSet stripped = new BitSet();
    /** Per document: the file id its {@code m_GameObject} names, or 0 (a component's owner, for the entry points). */
    private long[] owner = new long[16];
    private int[] docValue = new int[64];
    private int[] docStart = new int[64];
    /** Where each document's text ends: the next one's header, or the end of the file. */
    private int[] docEnd = new int[64];
    private int[] bodyStart = new int[64];
    private int[] body = new int[64];
    private String[] type = new String[64];

    private int refs;
    private int[] refValue = new int[256];
    private long[] refId = new long[256];
    private int externals;
    private int[] externalValue = new int[64];

    private UnityYamlReader(byte[] text, boolean noteSceneFields) {
        this.text = text;
        this.scanner = new DocumentScanner(text);
        this.sceneFields = noteSceneFields ? new UnitySceneFields(text) : null;
    }

    static Document read(UnityYamlFormat format, byte[] text, ReadContext context) {
        return read(format, text, context, true);
    }

    /** As {@link #read(UnityYamlFormat, byte[], ReadContext)}; without the scene's notes the shape reads each document. */
    static Document read(UnityYamlFormat format, byte[] text, ReadContext context, boolean noteSceneFields) {
        UnityYamlReader reader = new UnityYamlReader(text, noteSceneFields);
        try {
            reader.scanFile();
        } catch (UnityYamlSyntaxException e) {
            int[] lc = ValueIndex.lineColumn(text, e.offset());
            throw new UnreadableDocumentException("line " + lc[0] + ", column " + lc[1] + ": " + e.getMessage());
        }
        return reader.build(format, context);
    }

    // ---- the pass over the file

    private void scanFile() {
        int p = text.length >= 3 && (text[0] & 0xFF) == 0xEF && (text[1] & 0xFF) == 0xBB && (text[2] & 0xFF) == 0xBF ? 3 : 0;
        int nextValue = 1; // value 0 is the stream of documents
        while (true) {
            p = toHeader(p);
            if (p >= text.length) break;
            DocumentHeader header = DocumentHeader.read(text, p);
            int d = documents;
            grow();
            int end = scanner.scan(values, d, nextValue, p, header.next());
            ids[d] = header.fileId();
            classIds[d] = header.classId();
            if (header.stripped()) stripped.set(d);
            docValue[d] = nextValue;
            docStart[d] = p;
            docEnd[d] = end;
            bodyStart[d] = header.next();
            boolean hasBody = values.count > 1 && values.parent[1] == nextValue;
            body[d] = hasBody ? nextValue + 1 : nextValue;
            type[d] = hasBody ? types.of(text, values.key[1]) : "";
            documents++;
            collect(d, hasBody ? 1 : -1);
            nextValue += values.count;
            p = end;
        }
        this.firstSynthetic = nextValue;
    }

    private int firstSynthetic;

    /**
     * From {@code p}, past directives ({@code %YAML}, {@code %TAG}), comments, blank lines and a document end
     * ({@code ...}), to the next {@code ---} line; the end of the text when there is none.
     */
    private int toHeader(int p) {
        while (p < text.length) {
            if (DocumentHeader.startsWith(text, p, "---") && (p + 3 == text.length || text[p + 3] == ' ' || text[p + 3] == '\n' || text[p + 3] == '\r')) return p;
            int q = p;
            while (q < text.length && text[q] == ' ') q++;
            boolean skippable = q >= text.length || text[q] == '\n' || text[q] == '\r' || text[q] == '#' || (q == p && text[q] == '%')
                    || (q == p && DocumentHeader.startsWith(text, p, "..."));
            if (!skippable) throw new UnityYamlSyntaxException("expected a document header (--- !u!CLASSID &FILEID)", q);
            while (q < text.length && text[q] != '\n') q++;
            p = q + 1;
        }
        return text.length;
    }

    /** Takes the references and hierarchy facts out of the document just scanned ({@code bodySlot} -1: empty). */
    private void collect(int d, int bodySlot) {
        DocumentValues v = values;
        repeatedKeys.look(text, v);
        if (sceneFields != null) sceneFields.note(d, type[d], stripped.get(d), v, bodySlot, docEnd[d]);
        for (int i = 0; i < v.count; i++) {
            byte link = v.link[i];
            if (link == DocumentValues.LOCAL) addReference(v.base + i, v.fileId[i]);
            else if (link == DocumentValues.EXTERNAL) addExternal(v.base + i);
        }
        if (bodySlot < 0) return;
        String t = type[d];
        int ownerSlot = v.member(text, bodySlot, M_GAME_OBJECT);
        if (ownerSlot >= 0 && v.link[ownerSlot] == DocumentValues.LOCAL) {
            if (d >= owner.length) owner = Arrays.copyOf(owner, Math.max(d + 1, owner.length * 2));
            owner[d] = v.fileId[ownerSlot];
        }
        switch (t) {
            case "Transform", "RectTransform" -> {
                if (stripped.get(d)) return; // an object of a prefab instance: its place comes from the instance
                int father = v.member(text, bodySlot, M_FATHER);
                int go = v.member(text, bodySlot, M_GAME_OBJECT);
                boolean hasGo = go >= 0 && v.link[go] == DocumentValues.LOCAL;
                roots.transform(d, ids[d], father >= 0 && v.kind[father] == ValueIndex.NULL, hasGo, hasGo ? v.fileId[go] : 0,
                        number(v, v.member(text, bodySlot, M_ROOT_ORDER)));
            }
            case "GameObject" -> roots.gameObject();
            case "PrefabInstance" -> {
                int modification = v.member(text, bodySlot, M_MODIFICATION);
                int parent = v.member(text, modification, M_TRANSFORM_PARENT);
                roots.prefabInstance(d, ids[d], parent >= 0 && v.kind[parent] == ValueIndex.NULL, instanceRootOrder(v, modification));
            }
            case "SceneRoots" -> {
                int list = v.member(text, bodySlot, M_ROOTS);
                if (list < 0) return;
                long[] entries = new long[8];
                int n = 0;
                for (int c = list + 1; c < v.count && v.parent[c] == v.base + list; c = v.after[c] - v.base) {
                    if (v.link[c] != DocumentValues.LOCAL) continue;
                    if (n == entries.length) entries = Arrays.copyOf(entries, n * 2);
                    entries[n++] = v.fileId[c];
                }
                roots.sceneRoots(Arrays.copyOf(entries, n));
            }
            default -> { }
        }
    }

    /** A prefab instance's place among the roots, written as a modification of its root's {@code m_RootOrder}. */
    private long instanceRootOrder(DocumentValues v, int modification) {
        int list = v.member(text, modification, M_MODIFICATIONS);
        if (list < 0) return Long.MAX_VALUE;
        for (int c = list + 1; c < v.count && v.parent[c] == v.base + list; c = v.after[c] - v.base) {
            int path = v.member(text, c, PROPERTY_PATH);
            if (path < 0 || !YamlScalars.decode(text, v.start[path], v.end[path]).equals("m_RootOrder")) continue;
            return number(v, v.member(text, c, VALUE));
        }
        return Long.MAX_VALUE;
    }

    private long number(DocumentValues v, int slot) {
        if (slot < 0 || v.kind[slot] != ValueIndex.NUMBER || !YamlScalars.isId(text, v.start[slot], v.end[slot])) return Long.MAX_VALUE;
        return YamlScalars.id(text, v.start[slot], v.end[slot]);
    }

    private void addReference(int value, long id) {
        if (refs == refValue.length) {
            refValue = Arrays.copyOf(refValue, refs * 2);
            refId = Arrays.copyOf(refId, refs * 2);
        }
        refValue[refs] = value;
        refId[refs++] = id;
    }

    private void addExternal(int value) {
        if (externals == externalValue.length) externalValue = Arrays.copyOf(externalValue, externals * 2);
        externalValue[externals++] = value;
    }

    private void grow() {
        if (documents < ids.length) return;
        int n = ids.length * 2;
        ids = Arrays.copyOf(ids, n);
        classIds = Arrays.copyOf(classIds, n);
        docValue = Arrays.copyOf(docValue, n);
        docStart = Arrays.copyOf(docStart, n);
        docEnd = Arrays.copyOf(docEnd, n);
        bodyStart = Arrays.copyOf(bodyStart, n);
        body = Arrays.copyOf(body, n);
        type = Arrays.copyOf(type, n);
    }

    // ---- the document

    private Document build(UnityYamlFormat format, ReadContext context) {
        long[] rootIds = rootObjects();
        UnityYamlIndex index = new UnityYamlIndex(text, documents, Arrays.copyOf(docValue, documents),
                Arrays.copyOf(docStart, documents), Arrays.copyOf(bodyStart, documents), firstSynthetic, rootIds.length,
                repeatedKeys.result());
        if (sceneFields != null) index.sceneFields(sceneFields.finish());
        // Only a file that names other assets needs their paths: the project's .meta files are read for it alone.
        AssetGuids assets = externals > 0 ? AssetGuids.of(context) : AssetGuids.NONE;
        index.facts(new UnityDocumentFacts(index, Arrays.copyOf(classIds, documents), (BitSet) stripped.clone(),
                Arrays.copyOf(externalValue, externals), assets));
        DocumentBuilder b = new DocumentBuilder(index);
        b.allowDuplicateIds();
        b.expect(documents + 1, refs + rootIds.length);
        for (int d = 0; d < documents; d++) {
            if (ids[d] == DocumentBuilder.NO_ID) b.addNode(NodeId.of(ids[d]), type[d], docValue[d], body[d]);
            else b.addNode(ids[d], type[d], docValue[d], body[d]);
            b.nodeText(d, docStart[d], docEnd[d]); // sizes and diffs read a node's span here, not from its rebuilt values
        }
        for (int r = 0; r < refs; r++) b.reference(refValue[r], refId[r]);
        int root = b.addNode(ROOT_ID, ROOT_TYPE, firstSynthetic, firstSynthetic);
        b.nodeText(root, text.length, text.length); // no text of its own
        for (int i = 0; i < rootIds.length; i++) b.reference(firstSynthetic + 1 + i, rootIds[i]);
        b.syntheticRoot(root);
        b.externalReferences(index.facts().externalReferences());
        for (Diagnostic dg : diagnostics) b.diagnostic(dg);
        for (String w : savelens.index.InvalidUtf8.warnings(text, null, 20)) b.diagnostic(Diagnostic.warning(w, -1, -1));
        forgetScan(); // the builder has it all now: a big scene needs the room for the document's own tables
        return b.build(new UnitySyntax(format, context), context.registry(), context.registrySource());
    }

    /**
     * The root objects' file ids, in order; on the way, finds the ids given twice. Looks documents up by id
     * with a table of its own, dropped before the document builds its lookup.
     */
    private long[] rootObjects() {
        LongIntMap byId = new LongIntMap(Math.max(4, documents));
        LineTable lines = null;
        for (int d = 0; d < documents; d++) {
            int first = byId.putIfAbsent(ids[d], d);
            if (first >= 0) {
                if (lines == null) lines = LineTable.of(text);
                diagnostics.add(duplicateId(lines, ids[d], docStart[d], docStart[first], d));
            }
        }
        boolean[] referenced = new boolean[documents];
        for (int r = 0; r < refs; r++) {
            int t = byId.get(refId[r]);
            if (t >= 0 && t != documentOf(refValue[r])) referenced[t] = true;
        }
        long[] objects = roots.order(ids, documents, referenced, byId);
        return roots.hasHierarchy() ? withSceneEntries(objects, referenced, byId) : objects;
    }

    /**
     * Only the places are kept: the words, and the lines they name, are made when the message is read (a file
     * may hold 100,000 of these, and most are counted rather than printed).
     */
    private static Diagnostic duplicateId(LineTable lines, long id, int at, int firstAt, int document) {
        return Diagnostic.error(() -> "duplicate file id " + id + " at line " + lines.line(at) + " (also at line " + lines.line(firstAt)
                + "; #" + id + " leads there)", document, -1);
    }

    /** The documents a scene file keeps beside its hierarchy, each an entry point of its own. */
    private static final java.util.Set<String> SCENE_SETTINGS = java.util.Set.of("OcclusionCullingSettings", "RenderSettings",
            "LightmapSettings", "NavMeshSettings", "SceneRoots");

    /**
     * The root objects, then what a scene owns that no object leads to and that nothing else in the file refers to:
     * its settings documents (lighting, navigation, occlusion, the root list) and the objects of its prefab instances
     * (stripped documents, and components added to them, which point only at their object). Without these they
     * would be counted unreachable, though nothing is lost.
     */
    private long[] withSceneEntries(long[] objects, boolean[] referenced, LongIntMap byId) {
        LongIntMap listed = new LongIntMap(Math.max(4, objects.length));
        for (int i = 0; i < objects.length; i++) listed.putIfAbsent(objects[i], i);
        long[] out = Arrays.copyOf(objects, objects.length + 8);
        int n = objects.length;
        for (int d = 0; d < documents; d++) {
            boolean settings = SCENE_SETTINGS.contains(type[d]);
            boolean ofInstance = stripped.get(d) || (d < owner.length && owner[d] != 0 && isStripped(byId.get(owner[d])));
            if (!(settings || ofInstance) || referenced[d] || listed.get(ids[d]) >= 0 || byId.get(ids[d]) != d) continue;
            if (n == out.length) out = Arrays.copyOf(out, n * 2);
            out[n++] = ids[d];
        }
        return Arrays.copyOf(out, n);
    }

    private boolean isStripped(int d) { return d >= 0 && stripped.get(d); }

    /** The document holding a value of the scan. */
    private int documentOf(int value) {
        int i = Arrays.binarySearch(docValue, 0, documents, value);
        return i >= 0 ? i : -i - 2;
    }

    private void forgetScan() {
        ids = null;
        classIds = null;
        docValue = docStart = docEnd = bodyStart = body = null;
        type = null;
        refValue = null;
        refId = null;
        externalValue = null;
        owner = null;
    }

    /** The synthetic root's id: a string, so that no file id can collide with it. */
    static final NodeId ROOT_ID = NodeId.of("$");

    /** The synthetic root's type. */
    static final String ROOT_TYPE = "Scene";

    private static byte[] bytes(String s) { return s.getBytes(StandardCharsets.UTF_8); }
}
