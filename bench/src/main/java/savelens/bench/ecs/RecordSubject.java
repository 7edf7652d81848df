package savelens.bench.ecs;

import savelens.ecs.ArchetypeWorld;
import savelens.ecs.ComponentAccess;
import savelens.ecs.Table;
import savelens.ecs.TableQuery;
import savelens.ecs.demo.Position;
import savelens.ecs.demo.Velocity;

/**
 * SaveLens's archetype world moved through records, as any system not written against typed columns does:
 * each entity's position and velocity read as records, a new position written back as one, through each
 * component type's own {@link ComponentAccess} (the record path that allocates nothing it drops).
 */
final class RecordSubject extends SaveLensSubject<ArchetypeWorld> {
    private final TableQuery moving;

    RecordSubject() {
        super(ArchetypeWorld::new);
        moving = world.select(c.position(), c.velocity());
    }

    @Override
    public void update() {
        ComponentAccess<Position> pos = c.position().access();
        ComponentAccess<Velocity> vel = c.velocity().access();
        for (int i = 0, tables = moving.tableCount(); i < tables; i++) {
            Table t = moving.table(i);
            for (int row = 0, n = t.size(); row < n; row++) {
                Position p = pos.get(t, row);
                Velocity v = vel.get(t, row);
                pos.set(t, row, new Position(p.x() + v.x(), p.y() + v.y()));
            }
        }
    }

    /** By handle as records too: one lookup per entity, its position read whole. */
    @Override
    public double read(int[] picks, int from, int count) {
        ComponentAccess<Position> pos = c.position().access();
        double sum = 0;
        for (int k = from; k < from + count; k++) {
            Position p = pos.get(world, handle(picks[k]));
            sum += p.x() + p.y();
        }
        return sum;
    }
}
