package savelens.app.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The app module's layering rules, checked on the compiled classes: the command line runs without JavaFX,
 * views show view-model state and never reach past it into formats or edit commands, and no two packages
 * depend on each other.
 */
class AppLayeringTest {
    private static JavaClasses app;

    @BeforeAll
    static void importClasses() {
        app = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("savelens.app");
    }

    /** savelens.format.* is one format's package; the app reaches formats through the providers and their capabilities. */
    static final ArchRule theAppNamesNoConcreteFormat = noClasses()
            .should().dependOnClassesThat(DescribedPredicate.describe("reside in a format's own package",
                    (JavaClass c) -> c.getPackageName().matches("savelens\\.format\\.[^.]+(\\..*)?")))
            .because("a format plugs in through FormatProvider: adding one must not touch the command line or the window");

    static final ArchRule commandLineNeedsNoJavaFxAndNoView = noClasses().that().resideInAPackage("savelens.app.cli..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..")
            // every other app package, named by what it is not, so that a feature package added later is covered too
            .orShould().dependOnClassesThat(resideInAPackage("savelens.app..")
                    .and(not(resideInAnyPackage("savelens.app.cli..", "savelens.app.memory..")))
                    .and(not(buildFacts())))
            .because("the jar is also a command-line tool that must run where no display is");

    /** What the build wrote into the jar (its version, the components it ships): read by the About box and by --version. */
    static DescribedPredicate<JavaClass> buildFacts() {
        return DescribedPredicate.describe("are the build's facts (BuildInfo, ShippedDependency)",
                c -> c.getName().equals("savelens.app.about.BuildInfo") || c.getName().equals("savelens.app.about.ShippedDependency"));
    }

    /** The build's facts, which the command line reads, need no display either. */
    static final ArchRule buildFactsArePlainJava = noClasses().that(buildFacts())
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..")
            .orShould().dependOnClassesThat(resideInAPackage("savelens.app..").and(not(buildFacts())))
            .because("the command line prints the version where no display is");

    /** The words for a heap run out, which the command line and the window share. */
    static final ArchRule memoryAdviceIsPlainJava = noClasses().that().resideInAPackage("savelens.app.memory..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..")
            .orShould().dependOnClassesThat(resideInAPackage("savelens.app..").and(not(resideInAPackage("savelens.app.memory.."))))
            .because("the command line depends on it and runs where no display is");

    static final ArchRule viewsShowViewModelsAndNeverReachIntoFormatsOrEditCommands = noClasses()
            .that().haveSimpleNameEndingWith("View")
            .or().haveSimpleNameEndingWith("Window")
            .or().haveSimpleNameEndingWith("Cell")
            .or().haveSimpleNameEndingWith("Tab")
            .should().dependOnClassesThat().resideInAnyPackage("savelens.format..", "savelens.file..")
            .orShould().dependOnClassesThat().implement("savelens.edit.EditCommand")
            .because("a view shows what its view model exposes; reading files and editing documents happen below it");

    static final ArchRule perDocumentStateDependsOnNoFeature = noClasses().that().resideInAPackage("savelens.app.document..")
            .should().dependOnClassesThat(resideInAPackage("savelens.app..")
                    .and(not(resideInAnyPackage("savelens.app.document..", "savelens.app.task..", "savelens.app.memory.."))))
            .because("the features (tree, inspector, search, panels, Save tab, Compare, …) build on the open document's"
                    + " state, never the other way; it uses only the background-work API and the words for a heap run out");

    /** The features: each shows one part of an open document (or of a live world) and stands on its own. */
    static final String[] FEATURES = {"about", "diff", "ecs", "hierarchy", "inspector", "query", "raw", "save", "search", "size",
            "structure", "tree"};

    /** One rule per feature: it names no other feature. */
    static final List<ArchRule> featuresDoNotReachIntoOtherFeatures = Arrays.stream(FEATURES).map(feature -> noClasses()
                    .that().resideInAPackage("savelens.app." + feature + "..")
                    .should().dependOnClassesThat().resideInAnyPackage(Arrays.stream(FEATURES).filter(f -> !f.equals(feature))
                            .map(f -> "savelens.app." + f + "..").toArray(String[]::new))
                    .because("a feature builds on the document's state and the shared pieces (document, navigation, panels,"
                            + " task, theme); what two features share lives there, and the main window passes in what one needs of another"))
            .toList();

    /** "(**)" captures the whole package name: every package, nested ones included, is a slice of its own. */
    static final ArchRule packagesAreFreeOfCycles = slices().matching("savelens.app.(**)").should().beFreeOfCycles();

    @Test
    void theAppNamesNoConcreteFormat() {
        theAppNamesNoConcreteFormat.check(app);
    }

    @Test
    void commandLineNeedsNoJavaFxAndNoView() {
        commandLineNeedsNoJavaFxAndNoView.check(app);
    }

    @Test
    void memoryAdviceIsPlainJava() {
        memoryAdviceIsPlainJava.check(app);
    }

    @Test
    void buildFactsArePlainJava() {
        buildFactsArePlainJava.check(app);
    }

    @Test
    void viewsShowViewModelsAndNeverReachIntoFormatsOrEditCommands() {
        viewsShowViewModelsAndNeverReachIntoFormatsOrEditCommands.check(app);
    }

    @Test
    void perDocumentStateDependsOnNoFeature() {
        perDocumentStateDependsOnNoFeature.check(app);
    }

    @Test
    void featuresDoNotReachIntoOtherFeatures() {
        for (ArchRule rule : featuresDoNotReachIntoOtherFeatures) rule.check(app);
    }

    @Test
    void packagesAreFreeOfCycles() {
        packagesAreFreeOfCycles.check(app);
    }
}
