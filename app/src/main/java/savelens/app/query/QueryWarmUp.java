package savelens.app.query;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import savelens.app.document.DocumentState;
import savelens.app.task.BackgroundTask;
import savelens.app.task.TaskExecutor;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.query.document.DocumentQuery;

/**
 * The query engine run once on a small scene in the background when the window opens, so that the user's first
 * query does not load and run its code cold: parsing, the evaluator over a document and node by node, and a hit
 * made into its row, as the Query panel does them. Cold, that was about 60 ms of a first query's way to its first
 * hit on a million-node scene; the small scene costs a few milliseconds of a worker.
 */
public final class QueryWarmUp {
    private static final AtomicBoolean STARTED = new AtomicBoolean();
    private static final String SCENE = "{\"root\":0,\"nodes\":["
            + "{\"id\":0,\"type\":\"Scene\",\"fields\":{\"name\":\"warm-up\",\"roots\":[1]}},"
            + "{\"id\":1,\"type\":\"GameObject\",\"fields\":{\"name\":\"Door\",\"active\":true,\"parent\":null,\"children\":[],\"components\":[2],\"pos\":[1.5,-2]}},"
            + "{\"id\":2,\"type\":\"Component\",\"fields\":{\"kind\":\"Health\",\"owner\":1,\"hp\":7,\"speed\":0.5,\"tag\":\"a\\\"b\"}}]}";
    // Filters of each kind the panel is asked: comparisons of numbers and strings, logic, the functions.
    private static final List<String> QUERIES = List.of("$[?@.hp < 10]", "$[?@.hp < 10].hp",
            "$[?type(@) == 'Component' && (@.kind != 'x' || !@.tag)]", "$..[?@.speed >= 0.5]",
            "$[?length(@.name) > 1 && match(@.name, 'D.*') || search(@.kind, 'ea')]", "$[?count(@.*) > 2 && value(@.hp) == 7]",
            "$[?id(@) == '#2' || deref(@.owner, '$.name') == 'Door']", "$.*.pos[1:]", "$[*]['name', 'kind']");

    private QueryWarmUp() {}

    /** Runs it on a worker of {@code executor}, once in the application's life; the status bar does not list it. */
    public static void start(TaskExecutor executor) {
        if (!STARTED.compareAndSet(false, true)) return;
        executor.execute(BackgroundTask.of("Getting queries ready", context -> run()).shownToUser(false));
    }

    /** Whether {@link #start} has been asked. */
    public static boolean started() { return STARTED.get(); }

    /** Every query over the scene, node by node and as one document, as the Query panel runs them: the rows each made. */
    static int[] run() {
        Document doc = Formats.read(SCENE.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("warm-up.json")));
        DocumentState state = DocumentState.of(doc);
        int[] rows = new int[QUERIES.size()];
        for (int i = 0; i < rows.length; i++) {
            for (boolean eachNode : new boolean[] {true, false}) {
                rows[i] += QueryViewModel.stream(state, DocumentQuery.parse(QUERIES.get(i), eachNode), 0, () -> false, batch -> { }).found();
            }
        }
        return rows;
    }
}
