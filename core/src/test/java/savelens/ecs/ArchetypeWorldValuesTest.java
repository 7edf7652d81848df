package savelens.ecs;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.ecs.inspect.InspectionException;
import savelens.ecs.inspect.SetResult;
import savelens.ecs.world.ArchetypeWorldValues;
import savelens.ecs.world.WorldEntity;
import savelens.ecs.world.WorldPage;
import savelens.ecs.world.WorldTable;

class ArchetypeWorldValuesTest {
    private final ObjectMapper json = new ObjectMapper();
    private final TestComponents tc = new TestComponents();
    private final ArchetypeWorld world = new ArchetypeWorld(tc.registry);
    private final ArchetypeWorldValues values = new ArchetypeWorldValues(world);

    private JsonNode parse(String s) throws Exception {
        return json.readTree(s);
    }

    @Test
    void tablesAndPagesDescribeTheWorld() {
        for (int i = 0; i < 7; i++) world.spawn(tc.a.with(new TestComponents.A(i)), tc.tag.with(new TestComponents.Tag()));
        world.spawn(tc.b.with(new TestComponents.B(1)));
        List<WorldTable> tables = values.tables();
        assertEquals(2, tables.size());
        WorldTable first = tables.get(0);
        assertEquals("A+Tag", first.id());
        assertEquals(List.of("A", "Tag"), first.components());
        assertEquals(7, first.entities());
        assertEquals(8, first.capacity());
        assertTrue(first.bytes() > 0);
        assertFalse(first.builtIn(), "an archetype world has no built-in tables");

        WorldPage page = values.rows("A+Tag", 5, 10);
        assertEquals(7, page.total());
        assertEquals(2, page.rows().size());
        assertEquals(5, page.rows().get(0).values().get("A").get("v").asInt());
        assertEquals("{}", page.rows().get(0).values().get("Tag").toString());
        assertEquals(Long.toString(page.rows().get(0).entity()), page.rows().get(0).name(), "an entity is named by its handle in decimal");
        assertEquals(0, values.rows("A+Tag", 100, 10).rows().size());
        assertEquals(8, values.summary().entities());
        assertEquals(2, values.summary().tables());
    }

    @Test
    void setReplacesOrAddsAndRemoveMovesTheEntity() throws Exception {
        long e = world.spawn(tc.a.with(new TestComponents.A(1)));
        SetResult replaced = values.setComponent(e, "A", parse("{\"v\":5}"));
        assertFalse(replaced.added());
        assertEquals(parse("{\"v\":5}"), replaced.stored());
        assertEquals(new TestComponents.A(5), world.get(e, tc.a));

        SetResult added = values.setComponent(e, "Tag", parse("{}"));
        assertTrue(added.added());
        assertEquals("A+Tag", added.table());
        WorldEntity view = values.entity(e);
        assertEquals("A+Tag", view.table());
        assertEquals(Long.toString(e), view.name());
        assertEquals(List.of("A", "Tag"), List.copyOf(view.components().keySet()));

        values.removeComponent(e, "A");
        assertEquals("Tag", values.entity(e).table());
        InspectionException again = assertThrows(InspectionException.class, () -> values.removeComponent(e, "A"));
        assertEquals(InspectionException.Kind.NOT_FOUND, again.kind());
    }

    @Test
    void invalidValuesAreBadRequestsAndChangeNothing() throws Exception {
        long e = world.spawn(tc.a.with(new TestComponents.A(1)));
        for (String bad : List.of("{\"v\":\"7\"}", "{\"v\":1.5}", "{}", "{\"v\":1,\"w\":2}", "[1]", "7", "null", "{\"v\":null}")) {
            InspectionException ex = assertThrows(InspectionException.class, () -> values.setComponent(e, "A", parse(bad)), bad);
            assertEquals(InspectionException.Kind.BAD_REQUEST, ex.kind(), bad);
        }
        assertEquals(new TestComponents.A(1), world.get(e, tc.a));
        assertEquals("A", world.tableOf(e).id());
        String message = assertThrows(InspectionException.class, () -> values.setComponent(e, "A", parse("{\"v\":\"7\"}"))).getMessage();
        assertTrue(message.startsWith("invalid A value: field v: "), message);
        assertFalse(message.contains("CoercionConfig"), message);
    }

    @Test
    void unknownThingsAreNotFound() throws Exception {
        long e = world.spawn(tc.a.with(new TestComponents.A(1)));
        world.destroy(e);
        long live = world.spawn(tc.a.with(new TestComponents.A(2)));
        assertEquals(InspectionException.Kind.NOT_FOUND, assertThrows(InspectionException.class, () -> values.entity(e)).kind());
        assertEquals(InspectionException.Kind.NOT_FOUND,
                assertThrows(InspectionException.class, () -> values.setComponent(e, "A", parse("{\"v\":1}"))).kind());
        assertEquals(InspectionException.Kind.NOT_FOUND,
                assertThrows(InspectionException.class, () -> values.setComponent(live, "Nope", parse("{}"))).kind());
        assertEquals(InspectionException.Kind.NOT_FOUND, assertThrows(InspectionException.class, () -> values.rows("Z", 0, 1)).kind());
        assertEquals(InspectionException.Kind.BAD_REQUEST, assertThrows(InspectionException.class, () -> values.rows("A", 0, 10_001)).kind());
        assertEquals(InspectionException.Kind.BAD_REQUEST, assertThrows(InspectionException.class, () -> values.rows("A", -1, 1)).kind());
    }
}
