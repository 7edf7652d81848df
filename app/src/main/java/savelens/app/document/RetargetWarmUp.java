package savelens.app.document;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import savelens.app.task.BackgroundTask;
import savelens.app.task.TaskExecutor;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.graph.GraphAnalysis;

/**
 * A retarget's analysis run a few dozen times on a small scene in the background when the window opens, so that the
 * user's first retarget does not run its code cold: the search from the root is followed from the one before only
 * after a retarget, code the load never runs. On a million-node scene, cold, the follow took about twice as long as
 * warm; the small scene costs a few tens of milliseconds of a worker.
 */
public final class RetargetWarmUp {
    private static final AtomicBoolean STARTED = new AtomicBoolean();
    /** Sixteen roots, four children to an object below them, a reference across now and then. */
    private static final int NODES = 3000;

    private RetargetWarmUp() {}

    /** Runs it on a worker of {@code executor}, once in the application's life; the status bar does not list it. */
    public static void start(TaskExecutor executor) {
        if (!STARTED.compareAndSet(false, true)) return;
        executor.execute(BackgroundTask.of("Getting edits ready", context -> run()).shownToUser(false));
    }

    /** Each root list entry led to the next root in turn, each analysis followed from the last: how many were followed. */
    static int run() {
        Document doc = Formats.read(scene().getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("warm-up.json")));
        DocumentState state = DocumentState.of(doc);
        GraphAnalysis analysis = state.analysis();
        int roots = doc.edges().endEdge(doc.root()) - doc.edges().firstEdge(doc.root());
        int followed = 0;
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < roots; i++) {
                int entry = doc.edges().value(doc.edges().firstEdge(doc.root()) + i);
                int other = doc.edges().target(doc.edges().firstEdge(doc.root()) + (i + 1) % roots);
                if (other < 0) continue;
                doc = new SetValue(entry, NewValue.reference(doc.nodeId(other)), "warm-up").execute(doc);
                GraphAnalysis next = GraphAnalysis.following(analysis, doc);
                if (next.edges() != analysis.edges()) followed++;
                analysis = next;
            }
        }
        return followed;
    }

    private static String scene() {
        StringBuilder s = new StringBuilder("{\"types\":[{\"name\":\"Scene\",\"fields\":[{\"name\":\"roots\",\"kind\":\"array\",\"type\":\"GameObject\"}]},"
                + "{\"name\":\"GameObject\",\"fields\":[{\"name\":\"parent\",\"kind\":\"ref\",\"type\":\"GameObject\"},"
                + "{\"name\":\"children\",\"kind\":\"array\",\"type\":\"GameObject\"},{\"name\":\"target\",\"kind\":\"ref\",\"type\":\"GameObject\"}]}],"
                + "\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"Scene\",\"fields\":{\"roots\":[");
        for (int r = 1; r <= 16; r++) s.append(r > 1 ? "," : "").append(r);
        s.append("]}}");
        for (int i = 1; i < NODES; i++) {
            s.append(",{\"id\":").append(i).append(",\"type\":\"GameObject\",\"fields\":{\"parent\":")
                    .append(i <= 16 ? "null" : String.valueOf(parent(i))).append(",\"children\":[");
            for (int c = 17 + 4 * (i - 1), k = 0; k < 4 && c + k < NODES; k++) s.append(k > 0 ? "," : "").append(c + k);
            s.append("],\"target\":").append(i % 7 == 0 ? String.valueOf((i * 31) % NODES == 0 ? 1 : (i * 31) % NODES) : "null").append("}}");
        }
        return s.append("]}").toString();
    }

    private static int parent(int c) { return 1 + (c - 17) / 4; }
}
