package savelens;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The seam's rule bites: a class outside {@code savelens.format.helio} naming HelioFormat (a probe in the tests) breaks it. */
class ConcreteFormatsStayHomeTest {
    @Test
    void theRuleCatchesAClassNamingAFormat() {
        JavaClasses probe = new ClassFileImporter().importPackages("savelens.probe", "savelens.format.helio");
        AssertionError e = assertThrows(AssertionError.class, () -> ConcreteFormatsStayHome.RULE.check(probe));
        assertTrue(e.getMessage().contains("NamesAConcreteFormat"), e.getMessage());
    }

    @Test
    void theCoreKeepsIt() {
        ConcreteFormatsStayHome.RULE.check(new ClassFileImporter().withImportOption(new ImportOption.DoNotIncludeTests()).importPackages("savelens"));
    }
}
