package savelens.app.cli;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import savelens.document.DocumentBuilder;
import savelens.scene.Inherited;
import savelens.scene.PrefabSource;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneLayer;
import savelens.scene.SceneObject;
import savelens.scene.SceneRow;
import savelens.scene.ScenePaths;

/**
 * {@code scene --json}: {@code {"roots":[ids…],"objects":[…]}}, objects depth-first; ids as paths write them
 * ({@code "#12"}); each object's {@code path} is its scene path ({@link ScenePaths}). A row that is no node of the
 * document (a node of an instanced Godot scene) says {@code "inherited":true}, the scene it is read from and whether it
 * was found there.
 *
 * <p>Written as UTF-8 bytes ({@link LineBytes}) from the scene's rows ({@link SceneHierarchy#forEachRowKindless}): no
 * object, path string or id string is made per object of a big scene, and no finding is looked for. The rows come
 * depth-first, so an object's parent is the last row one level up: its path and its id are kept per level, and each
 * path is its parent's and one step more. {@code out} writes UTF-8 (as the command line's standard output does).
 */
final class SceneJson {
    private SceneJson() {}

    /** Bytes gathered before they go to the stream together. */
    private static final int BATCH = 1 << 15;

    static void write(SceneHierarchy scene, PrintStream out) {
        LineBytes b = new LineBytes(out, BATCH + 1024);
        try {
            b.bytes(ROOTS);
            List<SceneObject> roots = scene.roots();
            for (int i = 0; i < roots.size(); i++) {
                if (i > 0) b.append(',');
                b.quoted(roots.get(i).id().toString());
            }
            b.bytes(OBJECTS);
            Levels levels = new Levels();
            int[] sameName = scene.sameNamePlacesInOrder();
            boolean[] first = {true};
            scene.forEachRowKindless(o -> {
                if (!first[0]) b.append(',');
                first[0] = false;
                object(o, sameName[o.number()], levels, b);
                if (b.size() >= BATCH) b.flush();
            });
            b.bytes(END).bytes(System.lineSeparator().getBytes(StandardCharsets.UTF_8));
        } finally {
            b.flush(); // what is made before a failure is printed, as it was an object at a time
        }
    }

    private static final byte[] ROOTS = ascii("{\"roots\":["), OBJECTS = ascii("],\"objects\":["), END = ascii("]}"),
            ID = ascii("{\"id\":"), NAME = ascii(",\"name\":"), PATH = ascii(",\"path\":"), TYPE = ascii(",\"type\":"),
            PARENT = ascii(",\"parent\":"), DEPTH = ascii(",\"depth\":"), ACTIVE_SELF = ascii(",\"activeSelf\":"),
            ACTIVE_IN_HIERARCHY = ascii(",\"activeInHierarchy\":"), VISIBLE = ascii(",\"visible\":"),
            INHERITED = ascii(",\"inherited\":true,\"scene\":"), FOUND = ascii(",\"found\":"), TAGS = ascii(",\"tags\":["),
            LAYER = ascii(",\"layer\":"), COMPONENTS = ascii(",\"components\":["), PREFAB = ascii(",\"prefab\":{\"instance\":"),
            SOURCE = ascii(",\"source\":"), MODIFICATIONS = ascii(",\"modifications\":["), NULL = ascii("null"),
            TRUE = ascii("true"), FALSE = ascii("false");

    private static byte[] ascii(String s) { return s.getBytes(StandardCharsets.US_ASCII); }

    /**
     * The path (inside its quotes) and the quoted id of the last row at each level down to the current one, end to end
     * in two buffers: a row's parent is the last row one level up.
     */
    private static final class Levels {
        final LineBytes paths = new LineBytes(null, 1 << 12);
        final LineBytes ids = new LineBytes(null, 1 << 10);
        int[] pathEnd = new int[64];
        int[] idEnd = new int[64];

        /** Levels from {@code depth} on are let go (the row at {@code depth} replaces the last one there). */
        void cut(int depth) {
            if (depth >= pathEnd.length) {
                pathEnd = Arrays.copyOf(pathEnd, Math.max(depth + 1, pathEnd.length * 2));
                idEnd = Arrays.copyOf(idEnd, pathEnd.length);
            }
            paths.cut(depth == 0 ? 0 : pathEnd[depth - 1]);
            ids.cut(depth == 0 ? 0 : idEnd[depth - 1]);
        }

        int idStart(int depth) { return depth == 0 ? 0 : idEnd[depth - 1]; }
    }

    private static void object(SceneRow o, int sameNamePlace, Levels levels, LineBytes b) {
        int depth = o.depth();
        levels.cut(depth);
        // Its id, kept at its level for its children's "parent".
        long number = o.idNumber(); // no id nor string made for a number id
        if (number != DocumentBuilder.NO_ID) levels.ids.append('"').append('#').number(number).append('"');
        else levels.ids.quoted(o.id().toString());
        levels.idEnd[depth] = levels.ids.size();
        // Its path: its parent's, a slash, its own step.
        if (depth > 0) levels.paths.append('/');
        int plain = o.plainNameLength(); // a name of plain ASCII is copied from the text as it is
        if (plain > 0) {
            int at = levels.paths.size();
            o.copyPlainName(levels.paths.reserve(plain), at);
            levels.paths.wrote(plain);
            if (levels.paths.holds((byte) '/', at)) { // a slash in a name is written \/ in a path
                levels.paths.cut(at);
                levels.paths.quotedInside(step(o));
            }
        } else levels.paths.quotedInside(step(o));
        if (sameNamePlace != 0) levels.paths.append('[').number(sameNamePlace).append(']');
        levels.pathEnd[depth] = levels.paths.size();

        b.bytes(ID).bytesOf(levels.ids, levels.idStart(depth), levels.idEnd[depth]).bytes(NAME);
        if (plain > 0) {
            b.append('"');
            o.copyPlainName(b.reserve(plain), b.size());
            b.wrote(plain);
            b.append('"');
        } else if (plain == 0) b.append('"').append('"');
        else b.quoted(o.name());
        b.bytes(PATH).append('"').bytesOf(levels.paths, 0, levels.pathEnd[depth]).append('"');
        String type = o.type();
        b.bytes(TYPE);
        if (type == null) b.bytes(NULL);
        else b.quoted(type);
        b.bytes(PARENT);
        if (depth == 0) b.bytes(NULL);
        else b.bytesOf(levels.ids, levels.idStart(depth - 1), levels.idEnd[depth - 1]);
        b.bytes(DEPTH).number(depth);
        b.bytes(ACTIVE_SELF).bytes(o.activeSelf() ? TRUE : FALSE);
        b.bytes(ACTIVE_IN_HIERARCHY).bytes(o.activeInHierarchy() ? TRUE : FALSE);
        Boolean visible = o.visible();
        if (visible != null) b.bytes(VISIBLE).bytes(visible ? TRUE : FALSE);
        Inherited inherited = o.inherited();
        if (inherited != null) {
            b.bytes(INHERITED);
            if (inherited.scene() == null) b.bytes(NULL);
            else b.quoted(inherited.scene());
            b.bytes(FOUND).bytes(inherited.found() ? TRUE : FALSE);
        }
        b.bytes(TAGS);
        strings(o.tags(), b);
        b.bytes(LAYER);
        SceneLayer layer = o.layer();
        if (layer == null) b.bytes(NULL);
        else b.text(layer.json());
        b.bytes(COMPONENTS);
        int components = o.componentCount();
        for (int i = 0; i < components; i++) {
            if (i > 0) b.append(',');
            long c = o.componentNumber(i);
            if (c != DocumentBuilder.NO_ID) b.append('"').append('#').number(c).append('"');
            else b.quoted(o.componentId(i).toString());
        }
        b.append(']');
        PrefabSource prefab = o.prefab();
        if (prefab != null) {
            b.bytes(PREFAB);
            if (prefab.instanceId() == null) b.bytes(NULL);
            else b.quoted(prefab.instanceId().toString());
            b.bytes(SOURCE);
            if (prefab.source() == null) b.bytes(NULL);
            else b.quoted(prefab.source());
            b.bytes(MODIFICATIONS);
            strings(prefab.modifications(), b);
            b.append('}');
        }
        b.append('}');
    }

    /** Its own step of a path ({@link ScenePaths#segment}) without its place among same-named siblings. */
    private static String step(SceneRow o) {
        String name = o.name();
        return name.isEmpty() ? o.id().toString() : name.replace("\\", "\\\\").replace("/", "\\/");
    }

    /** The strings quoted, comma-separated, and the closing bracket. */
    private static void strings(List<String> values, LineBytes b) {
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) b.append(',');
            b.quoted(values.get(i));
        }
        b.append(']');
    }
}
