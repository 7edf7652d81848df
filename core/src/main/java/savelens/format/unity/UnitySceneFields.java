package savelens.format.unity;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import savelens.index.ArrayGrowth;
import savelens.index.ValueIndex;

/**
 * The fields the Unity scene shape reads ({@link UnityDocuments}), noted for every GameObject, transform and component
 * while the reader has the document's values at hand: the values of the links, the entries of the lists, the spans of
 * the scalars. The index keeps only a few numbers per document and would otherwise rebuild every document from the
 * text to read them, reading the scene again once over after the load.
 *
 * <p>A document is noted only when what is noted reads as the document does: a link that is a bare number or a
 * mapping other than {@code {fileID: N}} (whose reading takes the document's values), a stripped object, a prefab
 * instance or a root list is left {@link #UNNOTED}, and the shape reads it from the document as before.
 */
final class UnitySceneFields {
    /** What is noted of a document: nothing (read it from the document), nothing it needs, or the fields of a role. */
    static final byte UNNOTED = 0, NOTHING = 1, GAME_OBJECT = 2, TRANSFORM = 3, COMPONENT = 4;

    // Per GameObject, after the document's first note: these, then the count of its component links and the links.
    static final int INSTANCE = 0, INTERNAL = 1, NAME = 2, NAME_START = 3, NAME_END = 4, TAG = 5, TAG_START = 6, TAG_END = 7,
            LAYER = 8, LAYER_START = 9, LAYER_END = 10, FLAGS = 11, COMPONENTS = 12;
    // Per transform: these, then the count of its children (-1 when m_Children is no list) and their links.
    static final int GAME_OBJECT_LINK = 0, FATHER = 1, ROOT_ORDER_HIGH = 2, ROOT_ORDER_LOW = 3, CHILDREN = 4;
    /** In {@link #FLAGS}: m_IsActive read as a flag; the forms of the tag and layer scalars shifted by these. */
    static final int ACTIVE = 1, TAG_FORM_SHIFT = 8, LAYER_FORM_SHIFT = 16;
    /** How a scalar reads: not at all (absent, a container or a link), as a string (decoded), or as written (raw). */
    static final int NONE = 0, STRING = 1, RAW = 2;

    private static final byte[] M_PREFAB_INSTANCE = bytes("m_PrefabInstance"), M_PREFAB_INTERNAL = bytes("m_PrefabInternal"),
            M_COMPONENT = bytes("m_Component"), M_NAME = bytes("m_Name"), M_IS_ACTIVE = bytes("m_IsActive"),
            M_TAG_STRING = bytes("m_TagString"), M_LAYER = bytes("m_Layer"), M_GAME_OBJECT = bytes("m_GameObject"),
            M_FATHER = bytes("m_Father"), M_ROOT_ORDER = bytes("m_RootOrder"), M_CHILDREN = bytes("m_Children");

    private final byte[] text;
    private byte[] form = new byte[64];
    /** Per document: where its notes start in {@link #notes}. */
    private int[] at = new int[64];
    /**
     * The notes, in pages filled one after another: they grow with no copy of what is noted, and need none to be trimmed
     * (a copy of a million documents' notes, and the arrays grown on the way to it, were most of what noting cost a load).
     */
    private int[][] pages = new int[1][PAGE];
    private static final int PAGE_BITS = 12, PAGE = 1 << PAGE_BITS, IN_PAGE = PAGE - 1;
    private int size;
    private int documents;
    /** How far into the text the notes have come, for {@link #grown}. */
    private int position = 1;
    // The slots of the fields of the document being noted, -1 for none (a key given twice: the last one counts).
    private int instance, internal, components, name, active, tag, layer, gameObject, father, rootOrder, children;

    UnitySceneFields(byte[] text) {
        this.text = text;
    }

    /**
     * Notes document {@code d} (they come in order) of this type, its values in {@code v}, its body at {@code bodySlot}
     * (-1 for none); it ends at {@code position} in the text.
     */
    void note(int d, String type, boolean stripped, DocumentValues v, int bodySlot, int position) {
        this.position = position;
        if (d >= form.length) {
            form = Arrays.copyOf(form, Math.max(grown(form.length), d + 1));
            at = Arrays.copyOf(at, form.length);
        }
        documents = d + 1;
        at[d] = size;
        form[d] = UNNOTED;
        if (bodySlot < 0 || v.kind[bodySlot] != ValueIndex.OBJECT || stripped) return;
        int mark = size;
        byte noted = switch (type) {
            case "GameObject" -> gameObject(v, bodySlot);
            case "PrefabInstance", "Prefab", "SceneRoots" -> UNNOTED;
            default -> component(v, bodySlot, type.equals("Transform") || type.equals("RectTransform"));
        };
        if (noted == UNNOTED) size = mark;
        form[d] = noted;
    }

    private void members(DocumentValues v, int bodySlot, boolean gameObjectFields, boolean transformFields) {
        instance = internal = components = name = active = tag = layer = gameObject = father = rootOrder = children = -1;
        int container = v.base + bodySlot;
        for (int c = bodySlot + 1; c < v.count && v.parent[c] == container; c = v.after[c] - v.base) {
            int k = v.key[c];
            if (k < 0) continue;
            if (gameObjectFields) {
                if (is(k, M_PREFAB_INSTANCE)) instance = c;
                else if (is(k, M_PREFAB_INTERNAL)) internal = c;
                else if (is(k, M_COMPONENT)) components = c;
                else if (is(k, M_NAME)) name = c;
                else if (is(k, M_IS_ACTIVE)) active = c;
                else if (is(k, M_TAG_STRING)) tag = c;
                else if (is(k, M_LAYER)) layer = c;
            } else if (is(k, M_GAME_OBJECT)) {
                gameObject = c;
            } else if (transformFields) {
                if (is(k, M_FATHER)) father = c;
                else if (is(k, M_ROOT_ORDER)) rootOrder = c;
                else if (is(k, M_CHILDREN)) children = c;
            }
        }
    }

    /**
     * True when the key at {@code k} is {@code name} (a plain {@code m_…}): a plain key whose third byte differs is told
     * apart by it alone (most members are other fields, each compared with several names).
     */
    private boolean is(int k, byte[] name) {
        byte first = text[k];
        if (first != '\'' && first != '"' && (first != 'm' || k + 2 >= text.length || text[k + 2] != name[2])) return false;
        return YamlScalars.keyEquals(text, k, name);
    }

    private byte gameObject(DocumentValues v, int bodySlot) {
        members(v, bodySlot, true, false);
        if (components < 0) return UNNOTED; // a stripped GameObject: read from its instance's overrides
        if (!readsAsLink(v, instance) || !readsAsLink(v, internal)) return UNNOTED;
        room(COMPONENTS + 1);
        int s = size;
        put(s + INSTANCE, value(v, instance));
        put(s + INTERNAL, value(v, internal));
        boolean named = name >= 0 && v.kind[name] == ValueIndex.STRING;
        put(s + NAME, named ? v.base + name : -1);
        put(s + NAME_START, named ? v.start[name] : 0);
        put(s + NAME_END, named ? v.end[name] : 0);
        span(v, tag, s + TAG);
        span(v, layer, s + LAYER);
        int tagForm = scalarForm(v, tag);
        int layerKind = layer < 0 || v.link[layer] == DocumentValues.LOCAL ? -1 : v.kind[layer];
        int layerForm = layerKind == ValueIndex.NUMBER ? RAW : layerKind == ValueIndex.STRING ? STRING : NONE;
        put(s + FLAGS, (isActive(v, active) ? ACTIVE : 0) | tagForm << TAG_FORM_SHIFT | layerForm << LAYER_FORM_SHIFT);
        size = s + COMPONENTS;
        return switch (v.kind[components]) {
            case ValueIndex.ARRAY -> list(v, components, true) ? GAME_OBJECT : UNNOTED;
            case ValueIndex.OBJECT -> UNNOTED; // its members would be read as the entries
            default -> emptyList(); // a scalar: no entries
        };
    }

    private byte component(DocumentValues v, int bodySlot, boolean transform) {
        members(v, bodySlot, false, transform);
        if (gameObject < 0) return transform ? UNNOTED : NOTHING; // a stripped transform: its place comes from its instance
        if (!readsAsLink(v, gameObject)) return UNNOTED;
        if (!transform) {
            room(1);
            put(size++, v.base + gameObject);
            return COMPONENT;
        }
        if (!readsAsLink(v, father)) return UNNOTED;
        room(CHILDREN + 1);
        int s = size;
        put(s + GAME_OBJECT_LINK, v.base + gameObject);
        put(s + FATHER, value(v, father));
        long order = rootOrder(v, rootOrder);
        put(s + ROOT_ORDER_HIGH, (int) (order >>> 32));
        put(s + ROOT_ORDER_LOW, (int) order);
        size = s + CHILDREN;
        if (children >= 0 && v.kind[children] == ValueIndex.ARRAY && v.link[children] == DocumentValues.PLAIN) {
            return list(v, children, false) ? TRANSFORM : UNNOTED;
        }
        room(1);
        put(size++, -1); // no list: none read
        return TRANSFORM;
    }

    private byte emptyList() {
        room(1);
        put(size++, 0);
        return GAME_OBJECT;
    }

    /**
     * The list's entries that may name a document, as the values naming them: an entry itself, or for a wrapped list
     * ({@code - component: {fileID: N}}) the first member of an entry that is a mapping. False when one reads only
     * from the document.
     */
    private boolean list(DocumentValues v, int list, boolean wrapped) {
        room(1);
        int countAt = size++;
        int n = 0;
        int container = v.base + list;
        for (int e = list + 1; e < v.count && v.parent[e] == container; e = v.after[e] - v.base) {
            int link = e;
            if (wrapped && v.kind[e] == ValueIndex.OBJECT && v.link[e] != DocumentValues.LOCAL) {
                link = e + 1 < v.count && v.parent[e + 1] == v.base + e ? e + 1 : -1; // the entry's first member
            }
            if (link < 0) continue;
            if (!readsAsLink(v, link)) return false;
            if (v.link[link] != DocumentValues.LOCAL) continue; // names no document of this file
            room(1);
            put(size++, v.base + link);
            n++;
        }
        put(countAt, n);
        return true;
    }

    /**
     * True when the value (a slot, -1 for none) leads where its reference does: a {@code {fileID: N}} (a reference of
     * the document), one with a guid (to another asset: nowhere here) or a value that is no link. A bare number or
     * another mapping is read through the document ({@code SceneValues.link}).
     */
    private static boolean readsAsLink(DocumentValues v, int slot) {
        if (slot < 0) return true;
        byte kind = v.kind[slot];
        if (kind == ValueIndex.NUMBER) return false;
        return kind != ValueIndex.OBJECT || v.link[slot] != DocumentValues.PLAIN;
    }

    private static int value(DocumentValues v, int slot) { return slot < 0 ? -1 : v.base + slot; }

    private void span(DocumentValues v, int slot, int into) {
        put(into, value(v, slot));
        put(into + 1, slot < 0 ? 0 : v.start[slot]);
        put(into + 2, slot < 0 ? 0 : v.end[slot]);
    }

    /** How {@code SceneValues.scalar} reads the value: a string decoded, another scalar as written, else not at all. */
    private static int scalarForm(DocumentValues v, int slot) {
        if (slot < 0 || v.link[slot] == DocumentValues.LOCAL) return NONE; // a reference is no scalar
        return switch (v.kind[slot]) {
            case ValueIndex.STRING -> STRING;
            case ValueIndex.NUMBER, ValueIndex.TRUE, ValueIndex.FALSE, ValueIndex.NULL -> RAW;
            default -> NONE;
        };
    }

    /** {@code SceneValues.flag(doc, v, true)}: true, false, or a number other than zero. */
    private boolean isActive(DocumentValues v, int slot) {
        if (slot < 0) return true;
        return switch (v.kind[slot]) {
            case ValueIndex.TRUE -> true;
            case ValueIndex.FALSE -> false;
            case ValueIndex.NUMBER -> v.end[slot] - v.start[slot] == 1 ? text[v.start[slot]] != '0' // 0 or 1, as Unity writes it
                    : !isZero(new String(text, v.start[slot], v.end[slot] - v.start[slot], StandardCharsets.UTF_8));
            default -> true;
        };
    }

    private static boolean isZero(String number) {
        try {
            return Double.parseDouble(number) == 0;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** {@code SceneValues.integer(doc, v, Integer.MAX_VALUE)}: an integer written as one, else that. */
    private long rootOrder(DocumentValues v, int slot) {
        if (slot < 0 || v.kind[slot] != ValueIndex.NUMBER) return Integer.MAX_VALUE;
        int s = v.start[slot], e = v.end[slot];
        return YamlScalars.isId(text, s, e) ? YamlScalars.id(text, s, e) : Integer.MAX_VALUE;
    }

    private void room(int more) {
        int pagesNeeded = (size + more + PAGE - 1) >>> PAGE_BITS;
        if (pagesNeeded > pages.length) pages = Arrays.copyOf(pages, Math.max(pagesNeeded, pages.length * 2));
        for (int p = pagesNeeded - 1; p >= 0 && pages[p] == null; p--) pages[p] = new int[PAGE];
    }

    private void put(int i, int value) { pages[i >>> PAGE_BITS][i & IN_PAGE] = value; }

    /** The next length of an array full at {@code size}, by how far into the text the notes have come. */
    private int grown(int size) { return ArrayGrowth.next(size, Math.max(1, position), text.length, Long.MAX_VALUE); }

    /** Trims the arrays once every document is noted. */
    UnitySceneFields finish() {
        form = Arrays.copyOf(form, documents);
        at = Arrays.copyOf(at, documents);
        return this;
    }

    /** The bytes the notes take: their pages and two numbers per document. */
    long bytes() {
        long b = 5L * form.length;
        for (int[] page : pages) if (page != null) b += 4L * page.length;
        return b;
    }

    /** What is noted of a document. */
    byte form(int d) { return d < documents ? form[d] : UNNOTED; }

    /** The {@code i}-th note of document {@code d}. */
    int note(int d, int i) {
        int n = at[d] + i;
        return pages[n >>> PAGE_BITS][n & IN_PAGE];
    }

    /** The text the spans are in. */
    byte[] text() { return text; }

    private static byte[] bytes(String s) { return s.getBytes(StandardCharsets.UTF_8); }
}
