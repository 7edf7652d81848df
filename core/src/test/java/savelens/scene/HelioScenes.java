package savelens.scene;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;

/**
 * Small helio scenes written for the tests: a {@code Scene} node 0 with a root list, {@code GameObject}s and
 * {@code Component}s, with the registry of the helio scene shape embedded so that every link is a reference.
 */
final class HelioScenes {
    static final String TYPES = "[{\"name\":\"Scene\",\"fields\":[{\"name\":\"name\",\"kind\":\"string\"},{\"name\":\"active\",\"kind\":\"bool\"},"
            + "{\"name\":\"roots\",\"kind\":\"array\",\"type\":\"GameObject\"}]},"
            + "{\"name\":\"GameObject\",\"fields\":[{\"name\":\"name\",\"kind\":\"string\"},{\"name\":\"tag\",\"kind\":\"string\"},"
            + "{\"name\":\"layer\",\"kind\":\"number\"},{\"name\":\"active\",\"kind\":\"bool\"},{\"name\":\"parent\",\"kind\":\"ref\"},"
            + "{\"name\":\"children\",\"kind\":\"array\"},{\"name\":\"components\",\"kind\":\"array\"}]},"
            + "{\"name\":\"Component\",\"fields\":[{\"name\":\"kind\",\"kind\":\"string\"},{\"name\":\"owner\",\"kind\":\"ref\"}]}]";

    private final List<String> nodes = new ArrayList<>();

    /** Node 0: the scene, with its saved active flag and its root list. */
    HelioScenes scene(String name, boolean active, int... roots) {
        nodes.add("{\"id\":0,\"type\":\"Scene\",\"fields\":{\"name\":\"" + name + "\",\"active\":" + active + ",\"roots\":" + list(roots) + "}}");
        return this;
    }

    /** A game object; {@code parent} -1 writes null. */
    HelioScenes object(int id, String name, String tag, int layer, boolean active, int parent, int[] children, int... components) {
        nodes.add("{\"id\":" + id + ",\"type\":\"GameObject\",\"fields\":{\"name\":\"" + name + "\",\"tag\":\"" + tag + "\",\"layer\":" + layer
                + ",\"active\":" + active + ",\"parent\":" + (parent < 0 ? "null" : String.valueOf(parent)) + ",\"children\":" + list(children)
                + ",\"components\":" + list(components) + "}}");
        return this;
    }

    HelioScenes component(int id, String kind, int owner) {
        nodes.add("{\"id\":" + id + ",\"type\":\"Component\",\"fields\":{\"kind\":\"" + kind + "\",\"owner\":" + owner + "}}");
        return this;
    }

    String text() {
        return "{\"types\":" + TYPES + ",\"root\":0,\"nodes\":[" + String.join(",", nodes) + "]}";
    }

    Document document() { return read(text()); }

    SceneHierarchy hierarchy() {
        return SceneHierarchy.of(document()).orElseThrow(() -> new AssertionError("not read as a scene"));
    }

    static Document read(String text) {
        return Formats.read(text.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("scene.json")));
    }

    static int[] kids(int... ids) { return ids; }

    private static String list(int[] ids) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < ids.length; i++) b.append(i > 0 ? "," : "").append(ids[i]);
        return b.append(']').toString();
    }
}
