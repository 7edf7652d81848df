package savelens.app.about;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/** What Help ▸ About shows: name, version, the Java and JavaFX running it, and what ships with which licence. */
public final class AboutViewModel {
    static final String NOT_RECORDED = "not recorded";
    private final ReadOnlyStringWrapper name = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper version = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper java = new ReadOnlyStringWrapper();
    private final ReadOnlyStringWrapper javafx = new ReadOnlyStringWrapper();
    private final ObservableList<ComponentRow> components;

    /** {@code system} is where the running Java and JavaFX say who they are (the system properties). */
    public AboutViewModel(BuildInfo build, Licences licences, Properties system) {
        name.set(build.name());
        version.set(build.version());
        java.set(system.getProperty("java.version", "?") + " (" + system.getProperty("java.vendor", "unknown vendor")
                + ", " + system.getProperty("java.vm.name", "unknown VM") + ")");
        // Set by JavaFX when its toolkit starts; before that, the version the app was built against.
        javafx.set(system.getProperty("javafx.runtime.version", build.javafxVersion()));
        components = FXCollections.unmodifiableObservableList(FXCollections.observableArrayList(rows(build, licences)));
    }

    public static AboutViewModel ofThisRun() {
        return new AboutViewModel(BuildInfo.bundled(), Licences.bundled(), System.getProperties());
    }

    /** One row per component and version: JavaFX's platform jars ({@code -linux}) beside its empty ones count once. */
    private static List<ComponentRow> rows(BuildInfo build, Licences licences) {
        Set<String> seen = new LinkedHashSet<>();
        List<ComponentRow> out = new ArrayList<>();
        for (ShippedDependency d : build.dependencies()) {
            if (!seen.add(d.name() + ":" + d.version())) continue;
            Licence l = licences.of(d).orElse(new Licence(NOT_RECORDED, ""));
            out.add(new ComponentRow(d.groupId(), d.artifactId(), d.version(), l.name(), l.url()));
        }
        return out;
    }

    public ReadOnlyStringProperty nameProperty() { return name.getReadOnlyProperty(); }

    public ReadOnlyStringProperty versionProperty() { return version.getReadOnlyProperty(); }

    public ReadOnlyStringProperty javaProperty() { return java.getReadOnlyProperty(); }

    public ReadOnlyStringProperty javafxProperty() { return javafx.getReadOnlyProperty(); }

    /** The shipped components, read-only. */
    public ObservableList<ComponentRow> components() { return components; }
}
