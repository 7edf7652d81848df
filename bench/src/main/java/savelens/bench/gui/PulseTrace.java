package savelens.bench.gui;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What each pulse of a phase cost, read on the FX thread at the pulse ({@code --pulse-trace}): the FX thread's
 * processor time and the bytes it allocated since the pulse before, the renderer's processor time, and the
 * collections meanwhile. Figures a loaded machine stretches far less than the wall clock: a change that makes a frame
 * cheaper shows here though the gaps are the load's. The renderer draws frame N while the FX thread makes N+1, so a
 * pulse's renderer time is mostly the frame before it.
 */
final class PulseTrace {
    /** Whether phases are traced ({@code --pulse-trace}). */
    static volatile boolean on;
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static long rendererId = -1;

    /** One pulse: t, FX cpu, FX allocated, renderer cpu, collections' ms, collections' count (all cumulative). */
    private final List<long[]> pulses = new ArrayList<>();
    private long[] before;

    void pulse(long t, long fxCpu, long gcMillis) {
        long[] p = {t, fxCpu, THREADS.getCurrentThreadAllocatedBytes(), rendererCpu(), gcMillis, gcCount()};
        if (before == null && pulses.isEmpty()) before = p;
        pulses.add(p);
    }

    /** Starts where {@code phase} ended: its last pulse is this one's first reference. */
    void continueFrom(PulseTrace phase) {
        if (!phase.pulses.isEmpty()) before = phase.pulses.get(phase.pulses.size() - 1);
    }

    private static long rendererCpu() {
        if (rendererId < 0) {
            for (Thread t : Thread.getAllStackTraces().keySet()) if (t.getName().startsWith("QuantumRenderer")) rendererId = t.getId();
            if (rendererId < 0) return 0;
        }
        return Math.max(0, THREADS.getThreadCpuTime(rendererId));
    }

    private static long gcCount() {
        long n = 0;
        for (var gc : ManagementFactory.getGarbageCollectorMXBeans()) n += Math.max(0, gc.getCollectionCount());
        return n;
    }

    /**
     * The phase's sums (pulses, FX ms, FX MB allocated, renderer ms, collections) and the most of each in one pulse,
     * then every pulse whose gap was 50 ms or more: gap / FX / renderer / collecting (ms), FX allocated (MB).
     */
    String describe() {
        if (before == null || pulses.isEmpty() || pulses.size() == 1 && pulses.get(0) == before) return "no pulses";
        long fx = 0, alloc = 0, render = 0, gcMs = 0, gcs = 0, maxFx = 0, maxAlloc = 0, maxRender = 0;
        StringBuilder slow = new StringBuilder();
        long[] a = before;
        for (long[] b : pulses) {
            if (b == a) continue;
            long dFx = b[1] - a[1], dAlloc = b[2] - a[2], dRender = b[3] - a[3];
            fx += dFx;
            alloc += dAlloc;
            render += dRender;
            gcMs += b[4] - a[4];
            gcs += b[5] - a[5];
            maxFx = Math.max(maxFx, dFx);
            maxAlloc = Math.max(maxAlloc, dAlloc);
            maxRender = Math.max(maxRender, dRender);
            if (b[0] - a[0] >= 50_000_000L) {
                slow.append(String.format(Locale.ROOT, "%s%.0f/%.0f/%.0f/%d %.1f", slow.length() == 0 ? "" : ", ",
                        (b[0] - a[0]) / 1e6, dFx / 1e6, dRender / 1e6, b[4] - a[4], dAlloc / 1048576.0));
            }
            a = b;
        }
        return String.format(Locale.ROOT, "%d pulses: FX %.0f ms (most %.0f), FX allocated %.1f MB (most %.1f), renderer %.0f ms (most %.0f),"
                        + " %d collections %d ms; gaps ≥ 50 ms (gap/FX/renderer/collecting ms, FX MB): %s",
                pulses.size() - 1, fx / 1e6, maxFx / 1e6, alloc / 1048576.0, maxAlloc / 1048576.0, render / 1e6, maxRender / 1e6,
                gcs, gcMs, slow.length() == 0 ? "none" : slow.toString());
    }
}
