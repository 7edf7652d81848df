package savelens.bench.ecs;

import savelens.ecs.ArchetypeWorld;
import savelens.ecs.ComponentType;
import savelens.ecs.Table;
import savelens.ecs.TableQuery;
import savelens.ecs.demo.Position;
import savelens.ecs.demo.Velocity;

/**
 * The record path through {@link Table#get} and {@link Table#set}, whose calls every component type shares: the
 * same moves as {@link RecordSubject}, to show what a system pays that does not keep its types' accesses.
 */
final class SharedRecordSubject extends SaveLensSubject<ArchetypeWorld> {
    private final TableQuery moving;

    SharedRecordSubject() {
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
