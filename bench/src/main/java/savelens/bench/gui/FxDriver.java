package savelens.bench.gui;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;

/**
 * Drives the JavaFX thread from the harness's main thread: runs code there, and waits for a condition
 * checked once per pulse (so "shown" means: true at a pulse, i.e. after the previous pulse laid out and
 * rendered the scene; the reading is late by at most one pulse, ~17 ms).
 */
final class FxDriver {
    private static final long TIMEOUT_SECONDS = 300;

    /** Starts the toolkit headless (Monocle), as the app's TestFX tests do. */
    static void startHeadless() {
        System.setProperty("testfx.robot", "glass");
        System.setProperty("testfx.headless", "true");
        System.setProperty("prism.order", "sw");
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("java.awt.headless", "true");
        CompletableFuture<Void> started = new CompletableFuture<>();
        Platform.startup(() -> started.complete(null));
        started.join();
        Platform.setImplicitExit(false);
    }

    /**
     * Closes the windows and stops the toolkit, then waits for its thread to end: exiting the JVM while
     * a pulse is rendering makes the renderer refuse the frame with a stack trace.
     */
    static void stop() {
        Thread[] fx = new Thread[1];
        run(() -> {
            fx[0] = Thread.currentThread();
            for (javafx.stage.Window w : javafx.stage.Window.getWindows().toArray(javafx.stage.Window[]::new)) w.hide();
            Platform.exit();
        });
        try {
            fx[0].join(TimeUnit.SECONDS.toMillis(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static <T> T call(Callable<T> work) {
        CompletableFuture<T> f = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                f.complete(work.call());
            } catch (Throwable e) {
                f.completeExceptionally(e);
            }
        });
        try {
            return f.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("on the FX thread: " + e, e);
        }
    }

    static void run(Runnable work) {
        call(() -> {
            work.run();
            return null;
        });
    }

    /** The System.nanoTime() of the first pulse at which the condition (checked on the FX thread) holds. */
    static long waitFor(BooleanSupplier condition) {
        return waitFor(condition, null);
    }

    /** As {@link #waitFor(BooleanSupplier)}, also telling {@code stalls} the gap between consecutive pulses. */
    static long waitFor(BooleanSupplier condition, PulseGaps stalls) {
        return waitFor(condition, stalls, TIMEOUT_SECONDS);
    }

    /** As {@link #waitFor(BooleanSupplier, PulseGaps)}, failing after {@code timeoutSeconds}. */
    static long waitFor(BooleanSupplier condition, PulseGaps stalls, long timeoutSeconds) {
        CompletableFuture<Long> when = new CompletableFuture<>();
        AnimationTimer[] timer = {null};
        Platform.runLater(() -> {
            timer[0] = new AnimationTimer() {
                @Override public void handle(long now) {
                    long t = System.nanoTime();
                    if (stalls != null) stalls.pulse(t);
                    boolean done;
                    try {
                        done = condition.getAsBoolean();
                    } catch (RuntimeException e) {
                        stop();
                        when.completeExceptionally(e);
                        return;
                    }
                    if (done) {
                        stop();
                        when.complete(t);
                    }
                }
            };
            timer[0].start();
        });
        try {
            return when.get(timeoutSeconds, TimeUnit.SECONDS);
        } catch (Exception e) {
            if (timer[0] != null) Platform.runLater(timer[0]::stop);
            throw new IllegalStateException("waited " + timeoutSeconds + " s in vain: " + e, e);
        }
    }

    /**
     * On the FX thread: from the next pulse on, hands each pulse's {@code System.nanoTime()} to {@code pulse} until it
     * answers true, then completes {@code done}; {@code stalls} is told every pulse. Started from the step whose
     * effect is watched, so that no pulse after it is missed.
     */
    static void watchFromHere(java.util.function.LongPredicate pulse, PulseGaps stalls, CompletableFuture<Long> done) {
        new AnimationTimer() {
            @Override public void handle(long now) {
                long t = System.nanoTime();
                if (stalls != null) stalls.pulse(t);
                try {
                    if (!pulse.test(t)) return;
                } catch (RuntimeException e) {
                    stop();
                    done.completeExceptionally(e);
                    return;
                }
                stop();
                done.complete(t);
            }
        }.start();
    }

    /** Waits for what {@link #watchFromHere} watches, failing after the usual time. */
    static long await(CompletableFuture<Long> done) {
        try {
            return done.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("waited " + TIMEOUT_SECONDS + " s in vain: " + e, e);
        }
    }

    /**
     * The longest gap between two pulses: how long the UI could not respond; and the most processor time the FX
     * thread itself spent between two pulses, which other processes on a loaded machine inflate far less than the
     * wall clock (a gap is that time plus waiting for a processor, for the renderer, or for the garbage collector).
     */
    static final class PulseGaps {
        private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();
        private long last = -1;
        private long lastCpu = -1;
        private long lastGc = -1;
        private long longest;
        private long longestCpu;
        /** The garbage collectors' time within the longest gap. */
        private long longestGapGc;

        /** A pulse at {@code t}, seen on the FX thread. */
        void pulse(long t) {
            long cpu = THREADS.getCurrentThreadCpuTime();
            long gc = gcMillis();
            if (trace != null) trace.pulse(t, cpu, gc);
            if (last >= 0 && t - last > longest) {
                longest = t - last;
                longestGapGc = gc - lastGc;
            }
            if (lastCpu >= 0) longestCpu = Math.max(longestCpu, cpu - lastCpu);
            last = t;
            lastCpu = cpu;
            lastGc = gc;
        }

        /** The collectors' time so far (G1 counts its pauses, young and full). */
        static long gcMillis() {
            long sum = 0;
            for (var gc : java.lang.management.ManagementFactory.getGarbageCollectorMXBeans()) sum += Math.max(0, gc.getCollectionTime());
            return sum;
        }

        double longestMillis() { return longest / 1e6; }

        /** The most FX-thread processor time between two pulses. */
        double longestCpuMillis() { return longestCpu / 1e6; }

        /** The garbage collectors' time within the longest gap, in milliseconds. */
        long longestGapGcMillis() { return longestGapGc; }

        /** With {@code --pulse-trace}: each pulse's work, see {@link PulseTrace}; else null. */
        private final PulseTrace trace = PulseTrace.on ? new PulseTrace() : null;

        /** The pulses of this phase as {@link PulseTrace#describe} writes them, or null when not traced. */
        String trace() { return trace == null ? null : trace.describe(); }

        /** Gaps of the phase after this one: the first of them starts at the last pulse this one saw. */
        PulseGaps next() {
            PulseGaps n = new PulseGaps();
            if (n.trace != null && trace != null) n.trace.continueFrom(trace);
            n.last = last;
            n.lastCpu = lastCpu;
            n.lastGc = lastGc;
            return n;
        }
    }

    /**
     * What the FX thread was doing while it did not pulse: a daemon thread samples its stack and the renderer's every
     * few milliseconds once the last pulse is {@link #SAMPLE_AFTER_MS} old, and each stall over {@link #REPORT_FROM_MS}
     * is kept with its samples' most frequent frames and with the processor time each group of threads had during it
     * and waited for a processor ({@link ThreadTimes}, read at every pulse by the sampler, not the FX thread): a stall
     * with little FX time is then the renderer's, the workers', the compilers' or the collector's. A pulse is asked for
     * continuously while it runs, so a gap is a stall and not an idle window. For finding stalls; the figures of a run
     * with it on are not the plain run's.
     */
    static final class StallSampler {
        static final long SAMPLE_AFTER_MS = 40;
        static final long REPORT_FROM_MS = 100;
        private static volatile long lastPulse = System.nanoTime();
        /** Pulses seen so far, for the sampler to notice a new one. */
        private static volatile long pulses;
        /** The gap that ended at the last pulse, when it is a stall to report; 0 otherwise. */
        private static volatile long stallEndedMillis;
        private static Thread fx;
        private static final java.util.List<String> REPORTS = java.util.Collections.synchronizedList(new java.util.ArrayList<>());

        private StallSampler() {}

        static void start() {
            run(() -> {
                fx = Thread.currentThread();
                new AnimationTimer() {
                    @Override public void handle(long now) {
                        long t = System.nanoTime();
                        long gap = (t - lastPulse) / 1_000_000;
                        lastPulse = t;
                        if (gap >= REPORT_FROM_MS) stallEndedMillis = gap;
                        pulses++;
                    }
                }.start();
            });
            Thread sampler = new Thread(StallSampler::sample, "stall-sampler");
            sampler.setDaemon(true);
            sampler.start();
        }

        private static final java.util.Map<String, Integer> samples = new java.util.HashMap<>();
        private static final java.util.Map<String, Integer> rendererSamples = new java.util.HashMap<>();

        private static void sample() {
            long seen = -1;
            ThreadTimes atPulse = ThreadTimes.now();
            Thread renderer = null;
            while (true) {
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    return;
                }
                long p = pulses;
                if (p != seen) {
                    seen = p;
                    ThreadTimes now = ThreadTimes.now();
                    long stall = stallEndedMillis;
                    stallEndedMillis = 0;
                    if (stall > 0) report(stall, now.since(atPulse));
                    samples.clear();
                    rendererSamples.clear();
                    atPulse = now;
                    continue;
                }
                if ((System.nanoTime() - lastPulse) / 1_000_000 < SAMPLE_AFTER_MS) continue;
                if (renderer == null) renderer = thread("QuantumRenderer");
                samples.merge(key(fx.getStackTrace()), 1, Integer::sum);
                if (renderer != null) rendererSamples.merge(key(renderer.getStackTrace()), 1, Integer::sum);
            }
        }

        private static Thread thread(String prefix) {
            for (Thread t : Thread.getAllStackTraces().keySet()) if (t.getName().startsWith(prefix)) return t;
            return null;
        }

        /** A stack as its innermost frames up to the fourth of SaveLens's own. */
        private static String key(StackTraceElement[] stack) {
            StringBuilder key = new StringBuilder();
            int shown = 0;
            for (StackTraceElement f : stack) {
                String c = f.getClassName();
                if (shown == 0 && !c.startsWith("savelens") && key.length() > 0 && !c.startsWith("javafx") && !c.startsWith("com.sun.javafx")
                        && !c.startsWith("com.sun.prism")) continue;
                if (key.length() > 0) key.append(" < ");
                key.append(c.substring(c.lastIndexOf('.') + 1)).append('.').append(f.getMethodName()).append(':').append(f.getLineNumber());
                if (c.startsWith("savelens") && ++shown >= 4) break;
                if (key.length() > 900) break;
            }
            return key.toString();
        }

        private static void report(long gapMillis, String threads) {
            StringBuilder r = new StringBuilder("stall of " + gapMillis + " ms; processor time by thread meanwhile, ms (waiting for one): " + threads);
            top(r, "FX", samples);
            top(r, "renderer", rendererSamples);
            REPORTS.add(r.toString());
            System.out.println("  " + r);
        }

        private static void top(StringBuilder r, String whose, java.util.Map<String, Integer> from) {
            java.util.List<java.util.Map.Entry<String, Integer>> top = new java.util.ArrayList<>(from.entrySet());
            top.sort((a, b) -> b.getValue() - a.getValue());
            for (int i = 0; i < Math.min(3, top.size()); i++) {
                r.append("\n      ").append(whose).append(' ').append(top.get(i).getValue()).append("x ").append(top.get(i).getKey());
            }
        }

        /** The stalls reported since the last call, and forgets them. */
        static java.util.List<String> drain() {
            synchronized (REPORTS) {
                java.util.List<String> out = java.util.List.copyOf(REPORTS);
                REPORTS.clear();
                return out;
            }
        }
    }
}
