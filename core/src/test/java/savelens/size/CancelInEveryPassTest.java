package savelens.size;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.format.unity.UnitySceneGenerator;
import savelens.progress.SteppedGate;
import savelens.progress.WorkGate;
import savelens.scene.HierarchyLinks;

/**
 * A scene file's size graph (its hierarchy links turned top-down, then the edges kept) checks for Cancel in each of
 * its own passes, not only in the scene read beneath them. The analysis is stepped through its checks: run on a thread
 * of its own under a closed {@link SteppedGate}, it stops at every check it reaches, where the place is noted and a
 * Cancel is given at one of them; else the gate lets it on to its next check.
 */
class CancelInEveryPassTest {
    private static Document scene;

    @BeforeAll static void read() {
        scene = Formats.read(UnitySceneGenerator.generate(10_000, 7), ReadContext.of(Path.of("scene.unity")));
        assertNotNull(HierarchyLinks.of(scene), "a scene file with hierarchy links");
    }

    /** A check where the stepped work stopped: the innermost method of SaveLens past the checks' own, and its line. */
    private record Stop(String method, int line) {}

    /**
     * Steps {@code work} through its checks; at the first stop {@code cancelAt} accepts its thread is interrupted there.
     * Returns the stops seen, and what the work threw into {@code thrown}.
     */
    private static List<Stop> stepped(Runnable work, java.util.function.Predicate<Stop> cancelAt, AtomicReference<Throwable> thrown)
            throws InterruptedException {
        SteppedGate stepping = new SteppedGate();
        Thread t = new Thread(() -> {
            try {
                WorkGate.under(stepping.gate(), () -> {
                    work.run();
                    return null;
                });
            } catch (Throwable e) {
                thrown.set(e);
            }
        }, "stepped");
        t.setDaemon(true); // a failed assertion below leaves it waiting at its check
        t.start();
        List<Stop> stops = new ArrayList<>();
        boolean cancelled = false;
        // Each check in turn: the work waits at it until stepped on, so none is passed while the test looks away.
        try {
            while (stepping.awaitCheck(t)) {
                Stop at = waitingAt(t.getStackTrace());
                assertNotNull(at, "waits at a check of SaveLens");
                stops.add(at);
                if (!cancelled && cancelAt.test(at)) { // the cancel at this check: the wait ends with it
                    cancelled = true;
                    t.interrupt();
                } else {
                    stepping.step();
                }
            }
            t.join();
        } finally {
            stepping.release();
        }
        return stops;
    }

    /** Where the thread waits at a closed gate, or null while it runs. */
    private static Stop waitingAt(StackTraceElement[] stack) {
        boolean atGate = false;
        for (StackTraceElement f : stack) {
            if (f.getClassName().equals(WorkGate.class.getName()) && f.getMethodName().equals("await")) atGate = true;
            if (atGate && f.getClassName().startsWith("savelens.") && !f.getClassName().startsWith("savelens.progress.")) {
                return new Stop(f.getClassName().substring(f.getClassName().lastIndexOf('.') + 1) + "." + f.getMethodName(), f.getLineNumber());
            }
        }
        return null;
    }

    private static Set<Integer> linesOf(List<Stop> stops, String method) {
        Set<Integer> lines = new TreeSet<>();
        for (Stop s : stops) if (s.method().equals(method)) lines.add(s.line());
        return lines;
    }

    @Test void theHierarchyLinksAndTheGraphsFillStopInTheirOwnPasses() throws InterruptedException {
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        List<Stop> stops = stepped(() -> SizeGraph.of(scene), stop -> false, thrown);
        assertEquals(null, thrown.get(), "not cancelled, it ends");
        assertTrue(!linesOf(stops, "HierarchyLinks.of").isEmpty(), "the links' own passes check: " + stops);
        assertTrue(linesOf(stops, "SizeGraph.of").size() >= 2, "the graph checks in its count and its fill pass: " + stops);
    }

    @Test void aCancelAtACheckOfTheLinksStopsTheAnalysisThere() throws InterruptedException {
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        List<Stop> stops = stepped(() -> SizeAnalysis.of(scene), stop -> stop.method().equals("HierarchyLinks.of"), thrown);
        assertTrue(thrown.get() instanceof CancellationException, "cancelled in the links' passes: " + thrown.get() + " " + stops);
        assertEquals("HierarchyLinks.of", stops.get(stops.size() - 1).method(), "no check after the cancelled one: " + stops);
    }

    @Test void theDepthFirstSearchChecksWhileItClimbsBack() throws InterruptedException {
        // A chain of 4,096 nodes: the search numbers 4,095 of them on the way down, never a 4,096th, so only its climb
        // back (a move per node) comes to a check; in a big graph that climb reads every edge left.
        int n = 4_096;
        int[] start = new int[n + 1];
        int[] to = new int[n - 1];
        for (int v = 0; v < n; v++) start[v] = Math.min(v, n - 1);
        start[n] = n - 1;
        for (int v = 0; v < n - 1; v++) to[v] = v + 1;
        SizeGraph chain = SizeGraph.over(start, to, 0);
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        List<Stop> stops = stepped(() -> Dominators.of(chain, 0, new int[n]), stop -> stop.method().equals("Dominators.depthFirst"), thrown);
        assertTrue(thrown.get() instanceof CancellationException, "cancelled in the search: " + thrown.get() + " " + stops);
        assertEquals("Dominators.depthFirst", stops.get(stops.size() - 1).method(), "no check after the cancelled one: " + stops);
    }
}
