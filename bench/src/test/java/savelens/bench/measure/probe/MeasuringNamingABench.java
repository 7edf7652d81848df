package savelens.bench.measure.probe;

import savelens.bench.BenchRunner;

/** Breaks "measuring depends on no bench" on purpose: the measuring package naming the runner. */
final class MeasuringNamingABench {
    static Class<?> runner() { return BenchRunner.class; }
}
