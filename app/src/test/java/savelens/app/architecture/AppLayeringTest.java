package savelens.app.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
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

    @Test
    void theAppNamesNoConcreteFormat() {
        // savelens.format.* is one format's package; the app reaches formats through the providers and their capabilities.
        noClasses().should().dependOnClassesThat(com.tngtech.archunit.base.DescribedPredicate.describe("reside in a format's own package",
                        (com.tngtech.archunit.core.domain.JavaClass c) -> c.getPackageName().matches("savelens\\.format\\.[^.]+(\\..*)?")))
                .because("a format plugs in through FormatProvider: adding one must not touch the command line or the window")
                .check(app);
    }

    @Test
    void commandLineNeedsNoJavaFxAndNoView() {
        noClasses().that().resideInAPackage("savelens.app.cli..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..")
                // every other app package, named by what it is not, so that a feature package added later is covered too
                .orShould().dependOnClassesThat(resideInAPackage("savelens.app..").and(not(resideInAPackage("savelens.app.cli.."))))
                .because("the jar is also a command-line tool that must run where no display is")
                .check(app);
    }

    @Test
    void viewsShowViewModelsAndNeverReachIntoFormatsOrEditCommands() {
        noClasses().that().haveSimpleNameEndingWith("View")
                .or().haveSimpleNameEndingWith("Window")
                .or().haveSimpleNameEndingWith("Cell")
                .or().haveSimpleNameEndingWith("Tab")
                .should().dependOnClassesThat().resideInAnyPackage("savelens.format..", "savelens.file..")
                .orShould().dependOnClassesThat().implement("savelens.edit.EditCommand")
                .because("a view shows what its view model exposes; reading files and editing documents happen below it")
                .check(app);
    }

    @Test
    void perDocumentStateDependsOnNoFeature() {
        noClasses().that().resideInAPackage("savelens.app.document..")
                .should().dependOnClassesThat(resideInAPackage("savelens.app..")
                        .and(not(resideInAnyPackage("savelens.app.document..", "savelens.app.task.."))))
                .because("the features (tree, inspector, search, panels, Save tab, Compare, …) build on the open document's"
                        + " state, never the other way; it uses only the background-work API")
                .check(app);
    }

    /** The features: each shows one part of an open document (or of a live world) and stands on its own. */
    static final String[] FEATURES = {"about", "diff", "ecs", "hierarchy", "inspector", "query", "raw", "save", "search", "size",
            "structure", "tree"};

    @Test
    void featuresDoNotReachIntoOtherFeatures() {
        for (String feature : FEATURES) {
            String[] others = java.util.Arrays.stream(FEATURES).filter(f -> !f.equals(feature)).map(f -> "savelens.app." + f + "..")
                    .toArray(String[]::new);
            noClasses().that().resideInAPackage("savelens.app." + feature + "..")
                    .should().dependOnClassesThat().resideInAnyPackage(others)
                    .because("a feature builds on the document's state and the shared pieces (document, navigation, panels,"
                            + " task, theme); what two features share lives there, and the main window passes in what one needs of another")
                    .check(app);
        }
    }

    @Test
    void packagesAreFreeOfCycles() {
        // "(**)" captures the whole package name: every package, nested ones included, is a slice of its own
        slices().matching("savelens.app.(**)").should().beFreeOfCycles().check(app);
    }
}
