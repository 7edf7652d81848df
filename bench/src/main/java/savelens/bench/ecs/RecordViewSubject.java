package savelens.bench.ecs;

import savelens.ecs.ArchetypeWorld;
import savelens.ecs.RecordView;
import savelens.ecs.Table;
import savelens.ecs.TableQuery;
import savelens.ecs.demo.Position;
import savelens.ecs.demo.Velocity;

/**
 * SaveLens's archetype world moved through records as a system not written against typed columns does: each
 * table's position and velocity views ({@link Table#records}) taken once per pass, then each entity's position
 * and velocity read as records and a new position written back as one. {@code Table.get}, {@code Table.set},
 * {@code Table.valueAt} and the live inspection read through the same views; here each call sees one type.
 */
final class RecordViewSubject extends SaveLensSubject<ArchetypeWorld> {
    private final TableQuery moving;

    RecordViewSubject() {
        super(ArchetypeWorld::new);
        moving = world.select(c.position(), c.velocity());
    }

    @Override
    public void update() {
        for (int i = 0, tables = moving.tableCount(); i < tables; i++) {
            Table t = moving.table(i);
            RecordView<Position> positions = t.records(c.position());
            RecordView<Velocity> velocities = t.records(c.velocity());
            for (int row = 0, n = t.size(); row < n; row++) {
                Position p = positions.get(row);
                Velocity v = velocities.get(row);
                positions.set(row, new Position(p.x() + v.x(), p.y() + v.y()));
            }
        }
    }
}
