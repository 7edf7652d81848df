package savelens.app.about;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class AboutViewModelTest {
    final BuildInfo build = new BuildInfo("SaveLens", "1.2.3", "21.0.11", List.of(
            new ShippedDependency("org.openjfx", "javafx-base", "21.0.11", ""),
            new ShippedDependency("org.openjfx", "javafx-base", "21.0.11", "linux"),
            new ShippedDependency("com.example", "mystery", "0.1", "")));

    @Test void showsTheVersionsAndOneRowPerComponent() throws Exception {
        Properties system = new Properties();
        system.setProperty("java.version", "17.0.15");
        system.setProperty("java.vendor", "Debian");
        system.setProperty("java.vm.name", "OpenJDK 64-Bit Server VM");
        system.setProperty("javafx.runtime.version", "21.0.11+2");
        AboutViewModel model = new AboutViewModel(build, Licences.read(new StringReader("org.openjfx = GPLv2+CE | https://x\n")), system);

        assertEquals("SaveLens", model.nameProperty().get());
        assertEquals("1.2.3", model.versionProperty().get());
        assertEquals("17.0.15 (Debian, OpenJDK 64-Bit Server VM)", model.javaProperty().get());
        assertEquals("21.0.11+2", model.javafxProperty().get());
        assertEquals(List.of(
                new ComponentRow("org.openjfx", "javafx-base", "21.0.11", "GPLv2+CE", "https://x"),
                new ComponentRow("com.example", "mystery", "0.1", AboutViewModel.NOT_RECORDED, "")), model.components());
        assertThrows(UnsupportedOperationException.class, () -> model.components().clear(), "read-only");
    }

    @Test void beforeJavaFxStartsItsVersionIsTheOneBuiltAgainst() throws Exception {
        AboutViewModel model = new AboutViewModel(build, Licences.read(new StringReader("")), new Properties());
        assertEquals("21.0.11", model.javafxProperty().get());
    }

    @Test void theBuildWroteARealVersion() {
        String version = BuildInfo.bundled().version();
        assertTrue(version.matches("\\d+\\.\\d+\\.\\d+.*"), version);
    }
}
