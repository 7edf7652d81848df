package savelens.bench;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.Test;

/**
 * The benchmarks' packages build on each other in one direction: the runners on the format benches, every
 * bench on {@code bench.measure} (timing, heap, how figures are written), never in a circle.
 */
class BenchArchitectureTest {
    static final JavaClasses BENCH = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("savelens.bench");

    /** "(**)" captures the whole package name: every package, nested ones included, is a slice of its own. */
    static final ArchRule packagesAreFreeOfCyclesAtEveryLevel = slices().matching("savelens.(**)").should().beFreeOfCycles();

    static final ArchRule measuringDependsOnNoBench = noClasses().that().resideInAPackage("savelens.bench.measure..")
            .should().dependOnClassesThat(resideInAPackage("savelens.bench..").and(not(resideInAPackage("savelens.bench.measure.."))))
            .because("every bench times and prints through it, so it must stand below all of them");

    @Test
    void packagesAreFreeOfCyclesAtEveryLevel() {
        packagesAreFreeOfCyclesAtEveryLevel.check(BENCH);
    }

    @Test
    void measuringDependsOnNoBench() {
        measuringDependsOnNoBench.check(BENCH);
    }
}
