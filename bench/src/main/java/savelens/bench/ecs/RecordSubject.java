package savelens.bench.ecs;

import savelens.ecs.ArchetypeWorld;
import savelens.ecs.ComponentType;
import savelens.ecs.Table;
import savelens.ecs.TableQuery;
import savelens.ecs.demo.Position;
import savelens.ecs.demo.Velocity;

/**
 * SaveLens's archetype world moved through records, as the inspector, the live protocol and any system not
 * written against typed columns do: each entity's position and velocity read as records, a new position
 * written back as one.
 */
final class RecordSubject extends SaveLensSubject<ArchetypeWorld> {
    private final TableQuery moving;

    RecordSubject() {
        super(ArchetypeWorld::new);
        moving = world.select(c.position(), c.velocity());
    }

    @Override
    public void update() {
        ComponentType<Position> pos = c.position();
        ComponentType<Velocity> vel = c.velocity();
        for (int i = 0, tables = moving.tableCount(); i < tables; i++) {
            Table t = moving.table(i);
            for (int row = 0, n = t.size(); row < n; row++) {
                Position p = t.get(row, pos);
                Velocity v = t.get(row, vel);
                t.set(row, pos, new Position(p.x() + v.x(), p.y() + v.y()));
            }
        }
    }
}
