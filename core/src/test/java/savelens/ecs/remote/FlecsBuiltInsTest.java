package savelens.ecs.remote;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

class FlecsBuiltInsTest {
    @Test
    void modulesComponentsSystemsAndTheFlecsNamespaceAreBuiltIn() {
        assertTrue(FlecsBuiltIns.isBuiltIn(List.of("Module", "(Identifier,Name)", "(OnDelete,Panic)")));
        assertTrue(FlecsBuiltIns.isBuiltIn(List.of("Component", "flecs.meta.struct", "(Identifier,Name)")));
        assertTrue(FlecsBuiltIns.isBuiltIn(List.of("Query", "flecs.system.System", "(Identifier,Name)")));
        assertTrue(FlecsBuiltIns.isBuiltIn(List.of("(Identifier,Name)", "(ChildOf,flecs.core)")));
        assertTrue(FlecsBuiltIns.isBuiltIn(List.of("(flecs.stats.WorldStats,flecs.stats.Period1s)")));
    }

    @Test
    void theApplicationsEntitiesAreNot() {
        assertFalse(FlecsBuiltIns.isBuiltIn(List.of()));
        assertFalse(FlecsBuiltIns.isBuiltIn(List.of("Position", "Health", "(Identifier,Name)")));
        assertFalse(FlecsBuiltIns.isBuiltIn(List.of("Position", "(ChildOf,Town)", "flecsy")));
    }
}
