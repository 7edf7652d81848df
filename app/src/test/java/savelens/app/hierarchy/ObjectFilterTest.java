package savelens.app.hierarchy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.app.Fixtures;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneObject;

/** The Hierarchy's filter asks for a state (inactive, hidden) or a node type as well as for text. */
class ObjectFilterTest {
    private static List<String> matching(String query) throws Exception {
        Path file = Fixtures.folder().resolve("unity/village.unity");
        SceneHierarchy scene = SceneHierarchy.of(Formats.read(java.nio.file.Files.readAllBytes(file), ReadContext.of(file))).orElseThrow();
        return ObjectFilter.parse(query).apply(scene.objects(), scene.document()::type, () -> false).stream().map(SceneObject::name).toList();
    }

    @Test void inactiveIsWhatDoesNotRunItsOwnFlagOrAParentsOff() throws Exception {
        assertEquals(List.of("Door", "Knob"), matching("inactive"));
        assertEquals(List.of("Door", "Knob"), matching(" INACTIVE "));
    }

    @Test void typeAndComponentAskForTheNodeTypeAndAComponentKind() throws Exception {
        assertEquals(List.of("Knob", "Crate (1)"), matching("component:monobehaviour"));
        assertEquals(List.of("Barrel"), matching("type:prefabinstance"), "an instance with nothing of it in the file");
        assertEquals(true, matching("type:GameObject").containsAll(List.of("Root", "Door", "Knob", "Lamp")));
        assertEquals(List.of(), matching("hidden"), "Unity keeps no visible flag apart from active");
    }
}
