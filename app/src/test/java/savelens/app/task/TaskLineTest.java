package savelens.app.task;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The analyses in line start a few at a time, in the order they came, each as one before it ends. */
class TaskLineTest {
    final List<String> started = new ArrayList<>();

    TaskLine line(int width) {
        return new TaskLine(task -> {
            task.begin(() -> { });
            started.add(task.title());
        }, width);
    }

    static BackgroundTask<String> task(String name) { return BackgroundTask.of(name, context -> name); }

    @Test void oneAtATimeInTheOrderTheyCame() {
        TaskLine line = line(1);
        BackgroundTask<String> hierarchy = task("hierarchy"), graph = task("graph"), findings = task("findings");
        line.add(hierarchy);
        line.add(graph);
        line.add(findings);
        assertEquals(List.of("hierarchy"), started);
        assertEquals(2, line.waitingCount());
        hierarchy.succeed("hierarchy");
        assertEquals(List.of("hierarchy", "graph"), started);
        graph.fail(new IllegalStateException("broken"));
        assertEquals(List.of("hierarchy", "graph", "findings"), started, "a failure frees its place as an end does");
        findings.succeed("findings");
        assertEquals(0, line.waitingCount());
    }

    @Test void aTaskCancelledWhileItWaitsNeverStartsAndACancelledOneFreesItsPlace() {
        TaskLine line = line(1);
        BackgroundTask<String> hierarchy = task("hierarchy"), graph = task("graph"), findings = task("findings");
        line.add(hierarchy);
        line.add(graph);
        line.add(findings);
        graph.cancel(); // the tab closed, say, before it was its turn
        hierarchy.cancel();
        assertEquals(List.of("hierarchy", "findings"), started);
        assertEquals(0, line.waitingCount());
    }

    @Test void asManyAtOnceAsItsWidth() {
        TaskLine line = line(2);
        BackgroundTask<String> a = task("a"), b = task("b"), c = task("c");
        line.add(a);
        line.add(b);
        line.add(c);
        assertEquals(List.of("a", "b"), started);
        b.succeed("b");
        assertEquals(List.of("a", "b", "c"), started);
    }

    @Test void theUiKeepsAProcessor() {
        assertEquals(1, TaskLine.widthFor(1));
        assertEquals(1, TaskLine.widthFor(2), "two processors: one analysis at a time");
        assertEquals(7, TaskLine.widthFor(8));
    }
}
