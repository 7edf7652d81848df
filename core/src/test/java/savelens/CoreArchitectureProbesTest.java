package savelens;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each of {@link CoreArchitectureTest}'s rules bites: it reports the probe in the test sources that breaks it
 * (a rule that could not fail would pass on anything), and it holds on the core's own classes.
 */
class CoreArchitectureProbesTest {
    private static final JavaClasses CORE = new ClassFileImporter()
            .withImportOption(new ImportOption.DoNotIncludeTests())
            .importPackages("savelens");

    /** A rule and the probe classes that break it; the report must name the first. */
    static Stream<Arguments> rulesAndTheirProbes() {
        return Stream.of(
                Arguments.of("coreNeedsNoWindow", CoreArchitectureTest.coreNeedsNoWindow,
                        List.of("savelens.probe.window.NeedsAWindow")),
                Arguments.of("theModelKnowsNothingBuiltOnIt", CoreArchitectureTest.theModelKnowsNothingBuiltOnIt,
                        List.of("savelens.document.probe.DocumentNamingAnEdit")),
                Arguments.of("theIndexKnowsNoSyntax", CoreArchitectureTest.theIndexKnowsNoSyntax,
                        List.of("savelens.index.probe.IndexNamingJson")),
                Arguments.of("analysisKnowsNoFormat", CoreArchitectureTest.analysisKnowsNoFormat,
                        List.of("savelens.graph.probe.GraphNamingAFile")),
                Arguments.of("theQueryEvaluatorKnowsOnlyTrees", CoreArchitectureTest.theQueryEvaluatorKnowsOnlyTrees,
                        List.of("savelens.query.QueryEvaluatorNamingADocument")),
                Arguments.of("concreteFormatsStayHome", CoreArchitectureTest.concreteFormatsStayHome,
                        List.of("savelens.probe.NamesAConcreteFormat")),
                Arguments.of("noPackageCycles", CoreArchitectureTest.noPackageCycles,
                        List.of("savelens.probe.cycle.one.First", "savelens.probe.cycle.two.Second")),
                Arguments.of("noCyclesBetweenFeatures", CoreArchitectureTest.noCyclesBetweenFeatures,
                        List.of("savelens.probefeaturea.inner.UsesFeatureB", "savelens.probefeatureb.UsesFeatureA",
                                "savelens.probefeaturea.FeatureA")));
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
    void theRuleHoldsOnTheCore(String name, ArchRule rule, List<String> probes) {
        rule.check(CORE);
    }

    @Test
    void aCycleOnlyBetweenFeaturesIsNoCycleBetweenPackages() {
        // why both cycle rules exist: feature A's sub-package uses B, and B uses A's top package
        CoreArchitectureTest.noPackageCycles.check(probes(List.of("savelens.probefeaturea.inner.UsesFeatureB",
                "savelens.probefeatureb.UsesFeatureA", "savelens.probefeaturea.FeatureA")));
    }

    /** Just these classes (so the probes are all a rule sees). */
    private static JavaClasses probes(List<String> names) {
        List<Class<?>> classes = new ArrayList<>();
        for (String name : names) {
            try {
                classes.add(Class.forName(name, false, CoreArchitectureProbesTest.class.getClassLoader()));
            } catch (ClassNotFoundException e) {
                throw new AssertionError("probe missing: " + name, e);
            }
        }
        return new ClassFileImporter().importClasses(classes);
    }
}
