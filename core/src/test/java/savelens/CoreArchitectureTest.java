package savelens;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The core's layering: data flows file → format → document → analysis, and nothing below looks up. A
 * document knows no format, so that a format for another syntax plugs in without touching the model.
 */
@AnalyzeClasses(packages = "savelens", importOptions = ImportOption.DoNotIncludeTests.class)
class CoreArchitectureTest {
    @ArchTest
    static final ArchRule coreNeedsNoWindow = noClasses()
            .should().dependOnClassesThat().resideInAnyPackage("savelens.app..", "savelens.icons..", "javafx..")
            .because("the core runs headless, under the command line and the benchmarks");

    @ArchTest
    static final ArchRule theModelKnowsNothingBuiltOnIt = noClasses()
            .that().resideInAnyPackage("savelens.index..", "savelens.document..", "savelens.json..", "savelens.registry..", "savelens.path..")
            .should().dependOnClassesThat().resideInAnyPackage(
                    "savelens.format..", "savelens.file..", "savelens.graph..", "savelens.edit..", "savelens.save..", "savelens.ecs..")
            .because("a document is syntax-neutral: formats, analysis, edits and saving are built on it, not into it");

    @ArchTest
    static final ArchRule theIndexKnowsNoSyntax = noClasses()
            .that().resideInAPackage("savelens.index..")
            .should().dependOnClassesThat().resideInAnyPackage("savelens.json..", "savelens.document..")
            .because("every syntax indexes its text behind the same interface, which the document reads");

    @ArchTest
    static final ArchRule analysisKnowsNoFormat = noClasses()
            .that().resideInAPackage("savelens.graph..")
            .should().dependOnClassesThat().resideInAnyPackage("savelens.format..", "savelens.file..")
            .because("the graph is analysed alike whatever syntax it was read from");

    @ArchTest
    static final ArchRule theQueryEvaluatorKnowsOnlyTrees = noClasses()
            .that().resideInAPackage("savelens.query")
            .should().dependOnClassesThat().resideInAnyPackage("savelens.document..", "savelens.index..", "savelens.json..",
                    "savelens.format..", "savelens.file..", "savelens.path..", "savelens.edit..", "savelens.query.document..")
            .because("the JSONPath evaluator runs over any tree of values: plain JSON for the compliance suite, any document");

    @ArchTest
    static final ArchRule concreteFormatsStayHome = ConcreteFormatsStayHome.RULE;

    @ArchTest
    static final ArchRule noPackageCycles = slices().matching("savelens.(**)").should().beFreeOfCycles();

    @ArchTest
    static final ArchRule noCyclesBetweenFeatures = slices().matching("savelens.(*)..").should().beFreeOfCycles()
            .because("a first-level package (format, convert, scene, ecs…) is one feature: features may build on each other, not in a circle");
}
