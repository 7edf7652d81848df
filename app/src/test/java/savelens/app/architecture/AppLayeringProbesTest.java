package savelens.app.architecture;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each of {@link AppLayeringTest}'s rules bites: it reports the probe in the test sources that breaks it (a rule
 * that could not fail would pass on anything), and it holds on the app's own classes. The features' rule is one
 * rule per feature made from one definition; the inspector's is probed.
 */
class AppLayeringProbesTest {
    private static final JavaClasses APP = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("savelens.app");

    static ArchRule featureRule(String feature) {
        return AppLayeringTest.featuresDoNotReachIntoOtherFeatures.get(Arrays.asList(AppLayeringTest.FEATURES).indexOf(feature));
    }

    /** A rule and the probe classes that break it; the report must name the first. */
    static Stream<Arguments> rulesAndTheirProbes() {
        return Stream.of(
                Arguments.of("theAppNamesNoConcreteFormat", AppLayeringTest.theAppNamesNoConcreteFormat,
                        List.of("savelens.app.probe.format.NamesHelio")),
                Arguments.of("commandLineNeedsNoJavaFxAndNoView", AppLayeringTest.commandLineNeedsNoJavaFxAndNoView,
                        List.of("savelens.app.cli.probe.CommandNeedingJavaFx")),
                Arguments.of("memoryAdviceIsPlainJava", AppLayeringTest.memoryAdviceIsPlainJava,
                        List.of("savelens.app.memory.probe.AdviceNeedingJavaFx")),
                Arguments.of("viewsShowViewModelsAndNeverReachIntoFormatsOrEditCommands",
                        AppLayeringTest.viewsShowViewModelsAndNeverReachIntoFormatsOrEditCommands,
                        List.of("savelens.app.probe.view.FileReadingView")),
                Arguments.of("perDocumentStateDependsOnNoFeature", AppLayeringTest.perDocumentStateDependsOnNoFeature,
                        List.of("savelens.app.document.probe.DocumentStateNamingTheTree")),
                Arguments.of("featuresDoNotReachIntoOtherFeatures (inspector)", featureRule("inspector"),
                        List.of("savelens.app.inspector.probe.InspectorNamingTheHierarchy")),
                Arguments.of("packagesAreFreeOfCycles", AppLayeringTest.packagesAreFreeOfCycles,
                        List.of("savelens.app.probe.cycle.one.First", "savelens.app.probe.cycle.two.Second")));
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
    void theRuleHoldsOnTheApp(String name, ArchRule rule, List<String> probes) {
        rule.check(APP);
    }

    /** Just these classes (so the probes are all a rule sees). */
    private static JavaClasses probes(List<String> names) {
        List<Class<?>> classes = new ArrayList<>();
        for (String name : names) {
            try {
                classes.add(Class.forName(name, false, AppLayeringProbesTest.class.getClassLoader()));
            } catch (ClassNotFoundException e) {
                throw new AssertionError("probe missing: " + name, e);
            }
        }
        return new ClassFileImporter().importClasses(classes);
    }
}
