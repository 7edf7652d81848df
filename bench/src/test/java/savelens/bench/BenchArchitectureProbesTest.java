package savelens.bench;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each of {@link BenchArchitectureTest}'s rules bites: it reports the probe in the test sources that breaks it (a
 * rule that could not fail would pass on anything), and it holds on the benchmarks' own classes.
 */
class BenchArchitectureProbesTest {
    /** A rule and the probe classes that break it; the report must name the first. */
    static Stream<Arguments> rulesAndTheirProbes() {
        return Stream.of(
                Arguments.of("packagesAreFreeOfCyclesAtEveryLevel", BenchArchitectureTest.packagesAreFreeOfCyclesAtEveryLevel,
                        List.of("savelens.bench.probe.cycle.one.First", "savelens.bench.probe.cycle.two.Second")),
                Arguments.of("measuringDependsOnNoBench", BenchArchitectureTest.measuringDependsOnNoBench,
                        List.of("savelens.bench.measure.probe.MeasuringNamingABench")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesAndTheirProbes")
    void theRuleReportsItsProbe(String name, ArchRule rule, List<String> probes) {
        JavaClasses classes = probes(probes);
        AssertionError e = assertThrows(AssertionError.class, () -> rule.check(classes), name + " let its probe through");
        assertTrue(e.getMessage().contains(probes.get(0)), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesAndTheirProbes")
    void theRuleHoldsOnTheBenchmarks(String name, ArchRule rule, List<String> probes) {
        rule.check(BenchArchitectureTest.BENCH);
    }

    /** Just these classes (so the probes are all a rule sees). */
    private static JavaClasses probes(List<String> names) {
        List<Class<?>> classes = new ArrayList<>();
        for (String name : names) {
            try {
                classes.add(Class.forName(name, false, BenchArchitectureProbesTest.class.getClassLoader()));
            } catch (ClassNotFoundException e) {
                throw new AssertionError("probe missing: " + name, e);
            }
        }
        return new ClassFileImporter().importClasses(classes);
    }
}
