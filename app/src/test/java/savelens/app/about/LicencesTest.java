package savelens.app.about;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class LicencesTest {
    @Test void everyShippedComponentHasALicence() {
        BuildInfo build = BuildInfo.bundled();
        Licences licences = Licences.bundled();
        // The list comes from the build; these are the components the README names as dependencies.
        List<String> names = build.dependencies().stream().map(ShippedDependency::name).toList();
        for (String expected : List.of("org.openjfx:javafx-controls", "org.controlsfx:controlsfx", "com.fasterxml.jackson.core:jackson-core",
                "org.eclipse.jetty:jetty-server")) {
            assertTrue(names.contains(expected), expected + " in " + names);
        }
        for (ShippedDependency d : build.dependencies()) {
            assertTrue(licences.of(d).isPresent(), d.name() + " ships in lib/ but licences.properties has no entry for it");
        }
    }

    @Test void theKnownLicencesAreTheOnesTheProjectsPublish() {
        Licences licences = Licences.bundled();
        assertEquals("GPLv2 + Classpath Exception", licence(licences, "org.openjfx", "javafx-base"));
        assertEquals("BSD-3-Clause", licence(licences, "org.controlsfx", "controlsfx"));
        assertEquals("Apache-2.0", licence(licences, "com.fasterxml.jackson.core", "jackson-databind"));
        assertEquals("EPL-2.0 OR Apache-2.0", licence(licences, "org.eclipse.jetty", "jetty-server"));
        assertEquals("MIT", licence(licences, "org.slf4j", "slf4j-api"));
    }

    @Test void theLongestGroupPrefixWinsAndAPrefixMustEndAtADot() throws Exception {
        Licences licences = Licences.read(new StringReader("org = A | a\norg.example = B | b\n"));
        assertEquals(Optional.of(new Licence("B", "b")), licences.of(dep("org.example.deep")));
        assertEquals(Optional.of(new Licence("A", "a")), licences.of(dep("org.other")));
        assertFalse(licences.of(dep("organic")).isPresent(), "org does not cover organic");
    }

    private static String licence(Licences licences, String group, String artifact) {
        return licences.of(new ShippedDependency(group, artifact, "1", "")).orElseThrow().name();
    }

    private static ShippedDependency dep(String group) { return new ShippedDependency(group, "x", "1", ""); }
}
