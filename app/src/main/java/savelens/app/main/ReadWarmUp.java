package savelens.app.main;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import savelens.app.document.DocumentState;
import savelens.app.search.DocumentSearch;
import savelens.app.task.BackgroundTask;
import savelens.app.task.TaskContext;
import savelens.app.task.TaskExecutor;
import savelens.document.ReadContext;
import savelens.file.OpenFile;

/**
 * A small generated scene read and analysed a few times in the background when the window opens, so that the user's
 * first big file is not read by code the JVM is still compiling: read cold, the indexing pass and the helio reader's
 * per-field steps ran interpreted or half-optimised for most of a first million-node open, and for part of a second.
 * Each round also searches the scene, as the search field does. The scene is made in memory (about 3 MB); the
 * rounds cost a worker a few hundred milliseconds.
 */
final class ReadWarmUp {
    private static final AtomicBoolean STARTED = new AtomicBoolean();
    /** Game objects in the scene; each has one to three components. */
    static final int OBJECTS = 12_000;
    static final int ROUNDS = 3;
    /** Searched for in each round: a text no node holds (every node passed over by its text), and values' words. */
    static final List<String> SEARCHED = List.of("no such text", "mover", "object_1", "h\u00e9ros");

    private ReadWarmUp() {}

    /** Runs it on a worker of {@code executor}, once in the application's life; the status bar does not list it. */
    static void start(TaskExecutor executor) {
        if (!STARTED.compareAndSet(false, true)) return;
        executor.execute(BackgroundTask.of("Getting the reader ready", ReadWarmUp::run).shownToUser(false));
    }

    /** Whether it was started (for tests). */
    static boolean started() { return STARTED.get(); }

    /** The nodes read over all rounds; stops between rounds when cancelled. */
    static int run(TaskContext context) {
        byte[] text = scene(OBJECTS);
        int nodes = 0;
        for (int round = 0; round < ROUNDS && !context.isCancelled(); round++) {
            OpenFile file = OpenFile.read(text, ReadContext.of(Path.of("warm-up.json")));
            DocumentState state = DocumentState.of(file.document(), file);
            nodes += state.document().nodeCount();
            // The search pass too: a user's first search of a big file otherwise ran interpreted while its code was
            // compiled beside it, on the processors it wanted for itself.
            for (String searched : SEARCHED) DocumentSearch.find(state, searched);
        }
        return nodes;
    }

    /**
     * A helio scene with its type registry: game objects under a few roots, each with components that name their
     * owner, names, flags, numbers and positions, as a game's scene file has them.
     */
    static byte[] scene(int objects) {
        StringBuilder s = new StringBuilder(objects * 300);
        s.append("{\"root\":0,\"types\":[")
                .append("{\"name\":\"Scene\",\"version\":1,\"fields\":[{\"name\":\"name\",\"kind\":\"string\"},")
                .append("{\"name\":\"roots\",\"kind\":\"array\",\"type\":\"GameObject\"}]},")
                .append("{\"name\":\"GameObject\",\"version\":1,\"fields\":[{\"name\":\"name\",\"kind\":\"string\"},")
                .append("{\"name\":\"active\",\"kind\":\"bool\"},{\"name\":\"parent\",\"kind\":\"ref\",\"type\":\"GameObject\"},")
                .append("{\"name\":\"children\",\"kind\":\"array\",\"type\":\"GameObject\"},")
                .append("{\"name\":\"components\",\"kind\":\"array\",\"type\":\"Component\"},{\"name\":\"pos\",\"kind\":\"any\"}]},")
                .append("{\"name\":\"Component\",\"version\":1,\"fields\":[{\"name\":\"kind\",\"kind\":\"string\"},")
                .append("{\"name\":\"owner\",\"kind\":\"ref\",\"type\":\"GameObject\"},{\"name\":\"hp\",\"kind\":\"number\"},")
                .append("{\"name\":\"speed\",\"kind\":\"number\"}]}],\"nodes\":[\n");
        // Ids: the scene 0, then each object followed by its components; an object's parent is an earlier object.
        int[] objectId = new int[objects];
        int[] componentCount = new int[objects];
        int next = 1;
        for (int o = 0; o < objects; o++) {
            objectId[o] = next;
            componentCount[o] = 1 + o % 3;
            next += 1 + componentCount[o];
        }
        int roots = Math.min(16, objects);
        s.append("{\"id\":0,\"type\":\"Scene\",\"fields\":{\"name\":\"Warm-up scene\",\"roots\":[");
        for (int o = 0; o < roots; o++) s.append(o == 0 ? "" : ",").append(objectId[o]);
        s.append("]}}");
        String[] kinds = {"Transform", "Sprite", "Mover", "Collider"};
        for (int o = 0; o < objects; o++) {
            int id = objectId[o];
            int parent = o < roots ? -1 : o / 2; // an earlier object: a tree two children wide
            s.append(",\n{\"id\":").append(id).append(",\"type\":\"GameObject\",\"fields\":{\"name\":\"").append(name(o))
                    .append("\",\"active\":").append(o % 5 != 0).append(",\"parent\":")
                    .append(parent < 0 ? "null" : Integer.toString(objectId[parent])).append(",\"children\":[");
            boolean first = true;
            for (int c = 2 * o; c <= 2 * o + 1 && c < objects; c++) { // the objects whose parent this one is
                if (c < roots) continue;
                s.append(first ? "" : ",").append(objectId[c]);
                first = false;
            }
            s.append("],\"components\":[");
            for (int k = 0; k < componentCount[o]; k++) s.append(k == 0 ? "" : ",").append(id + 1 + k);
            s.append("],\"pos\":[").append(o % 200 - 100).append('.').append(o % 1000).append(',')
                    .append(50 - o % 100).append(".5]}}");
            for (int k = 0; k < componentCount[o]; k++) {
                s.append(",\n{\"id\":").append(id + 1 + k).append(",\"type\":\"Component\",\"fields\":{\"kind\":\"")
                        .append(kinds[(o + k) % kinds.length]).append("\",\"owner\":").append(id).append(",\"hp\":")
                        .append((o * 31 + k) % 500).append(",\"speed\":").append(o % 20).append('.').append(k * 125).append("}}");
            }
        }
        s.append("]}\n");
        return s.toString().getBytes(StandardCharsets.UTF_8);
    }

    /**
     * An object's name as written in the text: now and then with escapes or a non-ASCII letter, as a game's names have
     * them, so that the code compiled on the scene has met both (the search's compiled pass over plain ASCII names
     * alone was thrown away and compiled again at a real file's first such name).
     */
    static String name(int object) {
        if (object % 97 == 0) return "H\\u00e9ros \\\"" + object + "\\\"";
        if (object % 89 == 0) return "Objet_\u00e9_" + object;
        return "Object_" + object;
    }
}
