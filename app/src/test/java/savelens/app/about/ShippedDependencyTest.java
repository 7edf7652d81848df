package savelens.app.about;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class ShippedDependencyTest {
    @Test void readsALineOfTheDependencyListEvenWhenColoured() {
        ShippedDependency d = ShippedDependency.parse(
                "   org.openjfx:javafx-base:jar:linux:21.0.11:compile\u001B[36m -- module javafx.base\u001B[m").orElseThrow();
        assertEquals(new ShippedDependency("org.openjfx", "javafx-base", "21.0.11", "linux"), d);
        assertEquals("javafx-base-21.0.11-linux.jar", d.jarName());

        ShippedDependency plain = ShippedDependency.parse("   savelens:savelens-core:jar:0.1.0-SNAPSHOT:compile").orElseThrow();
        assertEquals("savelens-core-0.1.0-SNAPSHOT.jar", plain.jarName());
        assertEquals("savelens:savelens-core", plain.name());
    }

    @Test void headersAndBlankLinesAreNotDependencies() {
        assertEquals(Optional.empty(), ShippedDependency.parse("The following files have been resolved:"));
        assertEquals(Optional.empty(), ShippedDependency.parse("   "));
        assertEquals(Optional.empty(), ShippedDependency.parse("   none"));
    }
}
