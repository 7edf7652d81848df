package savelens.ecs.document;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.document.Severity;
import savelens.document.ValueKind;
import savelens.ecs.ArchetypeWorld;
import savelens.ecs.ComponentRegistry;
import savelens.ecs.ComponentType;
import savelens.ecs.Handles;
import savelens.ecs.demo.DemoComponents;
import savelens.ecs.demo.DemoWorld;
import savelens.ecs.demo.Position;
import savelens.ecs.world.ArchetypeWorldValues;
import savelens.ecs.world.ArchetypeWorldValues;
import savelens.ecs.world.LiveWorld;
import savelens.ecs.world.WorldTable;
import savelens.file.Formats;
import savelens.registry.FieldKind;

class WorldDocumentTest {
    record Name(String text) {}

    record Target(@EntityHandle long entity, int priority) {}

    record Squad(@EntityHandle long[] members) {}

    static final class Types {
        final ComponentRegistry registry = new ComponentRegistry();
        final ComponentType<Name> name = registry.register("Name", Name.class);
        final ComponentType<Target> target = registry.register("Target", Target.class);
        final ComponentType<Squad> squad = registry.register("Squad", Squad.class);
    }

    @Test
    void aDemoWorldComesBackWithTheSameTablesRowsAndTick() {
        DemoWorld demo = new DemoWorld(11, 300);
        demo.step(700); // past a thaw wave and a cull: free slots, bumped generations, emptied tables
        byte[] text = WorldDocument.write(demo.world());

        DemoComponents fresh = DemoComponents.register(new ComponentRegistry());
        ArchetypeWorld loaded = WorldReader.read(text, fresh.registry());

        ArchetypeWorldValues before = new ArchetypeWorldValues(demo.world()), after = new ArchetypeWorldValues(loaded);
        assertEquals(demo.world().exportSlots(), loaded.exportSlots());
        assertEquals(demo.world().entityCount(), loaded.entityCount());
        assertEquals(demo.tick(), loaded.tick());
        for (WorldTable t : before.tables()) {
            if (t.entities() == 0) continue; // empty tables are not saved: no entity needs them
            assertEquals(sortedRows(before, t.id()), sortedRows(after, t.id()), t.id());
        }
        // and it is the same document when written again
        assertArrayEquals(text, WorldDocument.write(loaded));
    }

    private static java.util.List<String> sortedRows(ArchetypeWorldValues w, String table) {
        return w.rows(table, 0, LiveWorld.MAX_PAGE).rows().stream().map(Object::toString).sorted().toList();
    }

    @Test
    void staleHandlesStayStaleAndAllocationGoesOnAsBefore() {
        DemoWorld demo = new DemoWorld(3, 50);
        DemoComponents c = demo.components();
        ArchetypeWorld world = demo.world();
        long doomed = world.query(savelens.ecs.ComponentSet.EMPTY)[5];
        world.destroy(doomed);
        DemoComponents c2 = DemoComponents.register(new ComponentRegistry());
        ArchetypeWorld loaded = WorldReader.read(WorldDocument.write(world), c2.registry());

        assertFalse(loaded.isAlive(doomed));
        long next = world.spawn(c.position().with(new Position(1, 2)));
        long nextLoaded = loaded.spawn(c2.position().with(new Position(1, 2)));
        assertEquals(next, nextLoaded, "the reused slot gets the same new generation");
        assertEquals(Handles.index(doomed), Handles.index(nextLoaded));
        assertNotEquals(doomed, nextLoaded);
        assertFalse(loaded.isAlive(doomed));
    }

    @Test
    void theDocumentOpensAsHelioWithAWorldRootReferencingEveryEntity() {
        DemoWorld demo = new DemoWorld(5, 40);
        demo.step(30);
        Document doc = Formats.read(WorldDocument.write(demo.world()), ReadContext.of(null));

        assertEquals("helio", doc.syntax().name());
        assertEquals("World", doc.type(doc.root()));
        assertEquals(0, doc.integerId(doc.root()));
        assertEquals(demo.world().entityCount() + 1, doc.nodeCount());
        int entities = doc.childNamed(doc.body(doc.root()), "entities");
        assertEquals(demo.world().entityCount(), doc.visibleChildCount(entities));
        doc.forEachChild(entities, v -> {
            assertEquals(ValueKind.REFERENCE, doc.kind(v));
            assertEquals("Entity", doc.type(doc.target(v)));
            assertTrue(demo.world().isAlive(((NodeId.Number) doc.referencedNodeId(v)).value()));
        });
        assertEquals(FieldKind.ARRAY, doc.registry().type("World").field("entities").kind());
        assertTrue(doc.readDiagnostics().stream().noneMatch(d -> d.severity() == Severity.ERROR), doc.readDiagnostics()::toString);

        long someEntity = demo.world().query(savelens.ecs.ComponentSet.EMPTY)[0];
        int node = doc.nodeById(someEntity);
        Position p = demo.world().get(someEntity, demo.components().position());
        int position = doc.childNamed(doc.body(node), "Position");
        assertEquals(ValueKind.OBJECT, doc.kind(position));
        assertEquals(Double.toString(p.x()), doc.raw(doc.childNamed(position, "x")));
    }

    @Test
    void handlesInComponentsAreReferencesAndComeBackAsHandles() throws Exception {
        Types t = new Types();
        ArchetypeWorld world = new ArchetypeWorld(t.registry);
        long leader = world.spawn(t.name.with(new Name("leader")));
        long gone = world.spawn(t.name.with(new Name("gone")));
        long hunter = world.spawn(t.name.with(new Name("hunter")), t.target.with(new Target(leader, 3)));
        long lost = world.spawn(t.target.with(new Target(gone, 1)));
        long idle = world.spawn(t.target.with(new Target(Handles.NONE, 0)));
        long squad = world.spawn(t.squad.with(new Squad(new long[] {leader, hunter, Handles.NONE})));
        world.destroy(gone);

        byte[] text = WorldDocument.write(world);
        Document doc = Formats.read(text, ReadContext.of(null));
        int hunterTarget = doc.childNamed(doc.body(doc.nodeById(hunter)), "Target");
        assertEquals(ValueKind.REFERENCE, doc.kind(hunterTarget));
        int targetNode = doc.target(hunterTarget);
        assertEquals("Target", doc.type(targetNode));
        int entityField = doc.childNamed(doc.body(targetNode), "entity");
        assertEquals(ValueKind.REFERENCE, doc.kind(entityField));
        assertEquals(doc.nodeById(leader), doc.target(entityField));
        int lostEntity = doc.childNamed(doc.body(doc.target(doc.childNamed(doc.body(doc.nodeById(lost)), "Target"))), "entity");
        assertTrue(doc.isDangling(lostEntity), "a stale handle is a dangling reference");
        assertEquals(NodeId.of(gone), doc.referencedNodeId(lostEntity));
        int idleEntity = doc.childNamed(doc.body(doc.target(doc.childNamed(doc.body(doc.nodeById(idle)), "Target"))), "entity");
        assertEquals(ValueKind.NULL, doc.kind(idleEntity));

        Types again = new Types();
        ArchetypeWorld loaded = WorldReader.read(doc, again.registry);
        assertEquals(new Target(leader, 3), loaded.get(hunter, again.target));
        assertEquals(new Target(gone, 1), loaded.get(lost, again.target));
        assertFalse(loaded.isAlive(loaded.get(lost, again.target).entity()));
        assertEquals(new Target(Handles.NONE, 0), loaded.get(idle, again.target));
        assertArrayEquals(new long[] {leader, hunter, Handles.NONE}, loaded.get(squad, again.squad).members());
        assertEquals(new Name("leader"), loaded.get(leader, again.name));
        assertArrayEquals(text, WorldDocument.write(loaded));
    }

    @Test
    void aSavedWorldOpensFromAFile(@TempDir Path dir) throws Exception {
        DemoWorld demo = new DemoWorld(9, 20);
        Path file = dir.resolve("world.helio.json");
        Files.write(file, WorldDocument.write(demo.world()));
        Document doc = Formats.open(file, ReadContext.of(file));
        assertEquals("World", doc.type(doc.root()));
        ArchetypeWorld loaded = WorldReader.read(doc, DemoComponents.register(new ComponentRegistry()).registry());
        assertEquals(20, loaded.entityCount());
    }

    @Test
    void refusesDocumentsThatAreNotSavedWorldsOrDoNotFitTheTypes() {
        byte[] notAWorld = "{\"root\":1,\"nodes\":[{\"id\":1,\"type\":\"Scene\",\"fields\":{}}]}".getBytes(StandardCharsets.UTF_8);
        WorldDocumentException e = assertThrows(WorldDocumentException.class, () -> WorldReader.read(notAWorld, new ComponentRegistry()));
        assertTrue(e.getMessage().contains("not a World"), e.getMessage());

        byte[] demoText = WorldDocument.write(new DemoWorld(1, 5).world());
        e = assertThrows(WorldDocumentException.class, () -> WorldReader.read(demoText, new Types().registry));
        assertTrue(e.getMessage().contains("Position"), e.getMessage());

        String broken = new String(demoText, StandardCharsets.UTF_8).replaceFirst("\"x\":[-0-9.E]+", "\"x\":\"ten\"");
        e = assertThrows(WorldDocumentException.class,
                () -> WorldReader.read(broken.getBytes(StandardCharsets.UTF_8), DemoComponents.register(new ComponentRegistry()).registry()));
        assertTrue(e.getMessage().contains("invalid Position value"), e.getMessage());
    }

    @Test
    void aHugeTickIsRestoredAtOnceAndABadOneIsRefused() {
        String text = new String(WorldDocument.write(new DemoWorld(2, 5).world()), StandardCharsets.UTF_8);
        ComponentRegistry r = DemoComponents.register(new ComponentRegistry()).registry();
        String huge = text.replaceFirst("\"tick\":\\d+", "\"tick\":" + (Long.MAX_VALUE - 1));
        assertEquals(Long.MAX_VALUE - 1, WorldReader.read(huge.getBytes(StandardCharsets.UTF_8), r).tick(), "no tick-by-tick loop");
        for (String bad : new String[] {"-1", "1.5", "\"7\""}) {
            String doc = text.replaceFirst("\"tick\":\\d+", "\"tick\":" + java.util.regex.Matcher.quoteReplacement(bad));
            WorldDocumentException e = assertThrows(WorldDocumentException.class,
                    () -> WorldReader.read(doc.getBytes(StandardCharsets.UTF_8), DemoComponents.register(new ComponentRegistry()).registry()));
            assertEquals("the World's tick must be a whole number from 0, not " + bad, e.getMessage());
        }
    }

    @Test
    void aHandleComponentMayNotTakeTheNameOfTheDocumentsOwnTypes() {
        record Holder(@EntityHandle long of) {}
        ComponentRegistry r = new ComponentRegistry();
        r.register("Entity", Holder.class);
        assertThrows(WorldDocumentException.class, () -> WorldDocument.write(new ArchetypeWorld(r)));
    }
}
