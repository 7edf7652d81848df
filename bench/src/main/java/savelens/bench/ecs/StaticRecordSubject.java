package savelens.bench.ecs;

import savelens.ecs.ArchetypeWorld;
import savelens.ecs.ComponentRegistry;
import savelens.ecs.ComponentType;
import savelens.ecs.Table;
import savelens.ecs.TableQuery;
import savelens.ecs.demo.DemoComponents;
import savelens.ecs.demo.Position;
import savelens.ecs.demo.Velocity;

/**
 * The moves of {@link SharedRecordSubject} through {@link Table#get} and {@link Table#set}, with the component types
 * held in a static final: the types are constants to the JIT, which then inlines each call for its own type (see
 * {@link ComponentType}).
 */
final class StaticRecordSubject extends SaveLensSubject<ArchetypeWorld> {
    private static final DemoComponents TYPES = DemoComponents.register(new ComponentRegistry());
    private final TableQuery moving;

    StaticRecordSubject() {
        super(TYPES, ArchetypeWorld::new);
        moving = world.select(TYPES.position(), TYPES.velocity());
    }

    @Override
    public void update() {
        for (int i = 0, tables = moving.tableCount(); i < tables; i++) {
            Table t = moving.table(i);
            for (int row = 0, n = t.size(); row < n; row++) {
                Position p = t.get(row, TYPES.position());
                Velocity v = t.get(row, TYPES.velocity());
                t.set(row, TYPES.position(), new Position(p.x() + v.x(), p.y() + v.y()));
            }
        }
    }
}
