package savelens.bench.measure;

import java.lang.management.ManagementFactory;

/**
 * The clocks at one moment: wall time, this thread's CPU time (and the part of it in user mode) and bytes allocated,
 * and the whole process's CPU time (the collector's, the compiler's and any helper thread's with it). Two readings on
 * one thread make a {@link Span}: the thread's CPU in user mode and its allocation hardly move with the machine's load,
 * where its wall time does; its kernel time can (a write of a big file on a machine short of free memory).
 */
public record Clocks(long wallNanos, long threadCpuNanos, long threadUserNanos, long threadAllocatedBytes, long processCpuNanos) {
    private static final com.sun.management.ThreadMXBean THREADS = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final com.sun.management.OperatingSystemMXBean SYSTEM =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    /** The clocks now, read on the calling thread. */
    public static Clocks now() {
        long cpu = THREADS.getCurrentThreadCpuTime();
        long user = THREADS.getCurrentThreadUserTime();
        long allocated = THREADS.getThreadAllocatedBytes(Thread.currentThread().getId());
        long process = SYSTEM.getProcessCpuTime();
        return new Clocks(System.nanoTime(), cpu, user, allocated, process);
    }

    /** From {@code earlier} (read on the same thread) to this reading. */
    public Span since(Clocks earlier) {
        return new Span((wallNanos - earlier.wallNanos) / 1e9, (threadCpuNanos - earlier.threadCpuNanos) / 1e9,
                (threadUserNanos - earlier.threadUserNanos) / 1e9, threadAllocatedBytes - earlier.threadAllocatedBytes,
                (processCpuNanos - earlier.processCpuNanos) / 1e9);
    }

    /**
     * What happened between two readings: seconds of wall time, of this thread's CPU (and of it in user mode) and of the
     * process's, and bytes this thread allocated.
     */
    public record Span(double seconds, double threadCpuSeconds, double threadUserSeconds, long allocatedBytes, double processCpuSeconds) {
        /** This thread's CPU in the kernel (system calls, page faults): what a write of a big file mostly costs. */
        public double threadKernelSeconds() { return Math.max(0, threadCpuSeconds - threadUserSeconds); }

        /** CPU the other threads took meanwhile (collector, compiler, helper threads); never below zero. */
        public double otherThreadsCpuSeconds() { return Math.max(0, processCpuSeconds - threadCpuSeconds); }

        /** Both spans as one: a command's reads of two files. */
        public Span plus(Span other) {
            return new Span(seconds + other.seconds, threadCpuSeconds + other.threadCpuSeconds, threadUserSeconds + other.threadUserSeconds,
                    allocatedBytes + other.allocatedBytes, processCpuSeconds + other.processCpuSeconds);
        }
    }
}
