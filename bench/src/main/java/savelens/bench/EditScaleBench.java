package savelens.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import savelens.bench.measure.Clocks;
import savelens.bench.measure.Measure;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.edit.SetValue;
import savelens.file.Formats;
import savelens.graph.GraphAnalysis;
import savelens.json.JsonIndex;
import savelens.path.DocumentPath;
import savelens.size.SizeAnalysis;

/**
 * What one edit of a big document costs in the core, step by step, against a plain copy of its text measured in the
 * same run (the floor of any edit that writes the whole text anew): a scalar edit near the text's start and one near
 * its end (a game object's name), each executed (patched), its graph analysis and its sizes followed from those
 * before, and undone; a retarget (a component's owner) executed and analysed; the window's retarget (the root list's first
 * entry led to the second root) executed and analysed, followed and anew. Also the bytes of text the index read
 * again to size the edited document anew (0 when the edit kept where its nodes are written). Rounds are interleaved;
 * medians of the wall clock, the processor time and the bytes allocated. Every undo is checked to give back the bytes read.
 *
 * <p>{@code bench/run --edits [--size 1M] [--rounds 5] [--dir /tmp/savelens-bench]} (in {@code -Xmx1g}, as the window).
 */
public final class EditScaleBench {
    private EditScaleBench() {}

    public static void main(String[] args) throws Exception {
        int size = 1_000_000, rounds = 5;
        Path dir = Path.of(System.getProperty("java.io.tmpdir"), "savelens-bench");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--size" -> size = GenerateScene.parseSize(args[++i]);
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--dir" -> dir = Path.of(args[++i]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Files.createDirectories(dir);
        Path file = dir.resolve("scene-" + size + ".json");
        if (!Files.isRegularFile(file)) GenerateScene.main(new String[] {String.valueOf(size), file.toString()});
        byte[] read = Files.readAllBytes(file);
        Document loaded = Formats.read(read, ReadContext.of(file));
        System.out.printf(Locale.ROOT, "java %s, max heap %d MB, %s: %d nodes, %d MB; load average %.2f%n", System.getProperty("java.version"),
                Runtime.getRuntime().maxMemory() >> 20, file, loaded.nodeCount(), read.length >> 20,
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        read = null; // the document holds its own text

        GraphAnalysis analysis = GraphAnalysis.of(loaded);
        // As the window's state of an open file: who refers to each node listed, and each edge's source where the
        // core lists them, once after the load (a retarget moves one edge in those lists).
        analysis.edges().incomingCount(0);
        listSources(analysis.edges());
        SizeAnalysis sizes = SizeAnalysis.of(loaded);
        String early = "$.name";
        String late = lastNamePath(loaded);
        String owner = lastOwnerPath(loaded);
        Map<String, List<Double>> times = new LinkedHashMap<>();
        long rescanned = -1;
        for (int r = 0; r < rounds; r++) {
            Document doc = loaded;
            resetMeters();
            long t = System.nanoTime();
            Measure.sink = Arrays.copyOf(doc.text(), doc.text().length);
            t = lap(times, "plain copy of the text (the peer)", t);
            Measure.sink = null;
            for (String path : new String[] {early, late}) {
                String where = path == early ? "near the start" : "near the end";
                int value = DocumentPath.parse(path).resolve(doc).value();
                SetValue edit = new SetValue(value, NewValue.string("Renamed " + r), path);
                resetMeters();
                t = System.nanoTime();
                Document edited = edit.execute(doc);
                t = lap(times, "scalar edit " + where + ": execute (patched)", t);
                Measure.sink = GraphAnalysis.following(analysis, edited);
                t = lap(times, "scalar edit " + where + ": graph analysis followed", t);
                SizeAnalysis followed = sizes.following(edited);
                t = lap(times, "scalar edit " + where + ": sizes followed", t);
                if (!followed.followsScalarEdit()) throw new IllegalStateException("the sizes were worked out anew");
                Document undone = edit.undo(edited);
                lap(times, "scalar edit " + where + ": undo", t);
                if (!Arrays.equals(undone.text(), loaded.text())) throw new IllegalStateException("undo gave other bytes");
                if (r == 0 && path == late) {
                    long before = JsonIndex.rescannedBytes();
                    Measure.sink = SizeAnalysis.of(edited);
                    rescanned = JsonIndex.rescannedBytes() - before;
                }
                Measure.sink = null;
            }
            int ref = DocumentPath.parse(owner).resolve(doc).value();
            NodeId other = otherObject(doc, doc.referencedNodeId(ref));
            SetValue retarget = new SetValue(ref, NewValue.reference(other), owner);
            resetMeters();
            t = System.nanoTime();
            Document moved = retarget.execute(doc);
            t = lap(times, "retarget: execute (patched)", t);
            Measure.sink = GraphAnalysis.following(analysis, moved);
            t = lap(times, "retarget: graph analysis followed", t);
            Document back = retarget.undo(moved);
            lap(times, "retarget: undo", t);
            if (!Arrays.equals(back.text(), loaded.text())) throw new IllegalStateException("undo gave other bytes");
            Measure.sink = null;
            // The window's retarget: the first root's entry in the root list led to the second root. The edge is on the
            // search's tree, so the distances and homes below both roots change.
            int entry = DocumentPath.parse("$.roots[0]").resolve(doc).value();
            NodeId second = doc.referencedNodeId(DocumentPath.parse("$.roots[1]").resolve(doc).value());
            SetValue rootRetarget = new SetValue(entry, NewValue.reference(second), "$.roots[0]");
            resetMeters();
            t = System.nanoTime();
            Document rooted = rootRetarget.execute(doc);
            t = lap(times, "root list retarget ($.roots[0] = $.roots[1]'s): execute (patched)", t);
            Measure.sink = GraphAnalysis.following(analysis, rooted);
            // The first in the process runs code the load never ran: shown apart from the rounds after it.
            t = lap(times, "root list retarget: graph analysis followed" + (r == 0 ? ", the first in the process" : ""), t);
            Measure.sink = GraphAnalysis.of(rooted);
            lap(times, "root list retarget: graph analysis anew (the peer)", t);
            Measure.sink = null;
        }
        double copy = Measure.median(toArray(times.get("plain copy of the text (the peer)")));
        System.out.println();
        System.out.println("| step (" + early + ", " + late + ", " + owner + ") | median of " + rounds + " | × the text's copy | processor time, median | allocated, median |");
        System.out.println("|---|---:|---:|---:|---:|");
        for (Map.Entry<String, List<Double>> e : times.entrySet()) {
            double m = Measure.median(toArray(e.getValue()));
            double c = Measure.median(toArray(processor.get(e.getKey())));
            double bytes = Measure.median(toArray(allocated.get(e.getKey())));
            System.out.printf(Locale.ROOT, "| %s | %.1f ms | %.2f | %.1f ms | %.1f MB |%n", e.getKey(), m * 1e3, m / copy, c * 1e3, bytes / 1e6);
        }
        System.out.printf(Locale.ROOT, "| sizes worked out anew after the late scalar edit: text read again | %d bytes | |%n", rescanned);
        System.out.printf(Locale.ROOT, "load average at the end %.2f%n", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }

    /** {@code ReferenceEdges.listSources()} where the core has it (the bench also runs against cores without it). */
    private static void listSources(savelens.document.ReferenceEdges edges) {
        try {
            edges.getClass().getMethod("listSources").invoke(edges);
        } catch (NoSuchMethodException older) {
            // Sources are found by binary search there.
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static long lap(Map<String, List<Double>> times, String what, long since) {
        long now = System.nanoTime();
        Clocks.Span step = Clocks.now().since(meters);
        times.computeIfAbsent(what, k -> new ArrayList<>()).add((now - since) / 1e9);
        // The processor time of the same step: on a loaded machine the wall clock also counts the waits for a processor.
        processor.computeIfAbsent(what, k -> new ArrayList<>()).add(step.threadCpuSeconds());
        allocated.computeIfAbsent(what, k -> new ArrayList<>()).add((double) step.allocatedBytes());
        resetMeters();
        return System.nanoTime();
    }

    /** The processor time and bytes allocated so far, from which the next step is measured. */
    private static void resetMeters() { meters = Clocks.now(); }

    private static final Map<String, List<Double>> processor = new LinkedHashMap<>();
    private static final Map<String, List<Double>> allocated = new LinkedHashMap<>();
    private static Clocks meters;

    private static double[] toArray(List<Double> v) {
        return v.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** The name of the last game object: an edit near the end of the text. */
    private static String lastNamePath(Document doc) {
        for (int n = doc.nodeCount() - 1; n >= 0; n--) {
            if ("GameObject".equals(doc.type(n)) && doc.childNamed(doc.body(n), "name") >= 0) return doc.nodeId(n) + ".name";
        }
        throw new IllegalStateException("no game object with a name");
    }

    /** The owner of the last component: a retarget near the end of the text. */
    private static String lastOwnerPath(Document doc) {
        for (int n = doc.nodeCount() - 1; n >= 0; n--) {
            if ("Component".equals(doc.type(n)) && doc.childNamed(doc.body(n), "owner") >= 0) return doc.nodeId(n) + ".owner";
        }
        throw new IllegalStateException("no component with an owner");
    }

    /** The first game object other than {@code current}. */
    private static NodeId otherObject(Document doc, NodeId current) {
        for (int n = 0; n < doc.nodeCount(); n++) {
            if ("GameObject".equals(doc.type(n)) && !doc.nodeId(n).equals(current)) return doc.nodeId(n);
        }
        throw new IllegalStateException("no other game object");
    }
}
