package savelens.bench.ecs;

import savelens.ecs.ArchetypeWorld;
import savelens.ecs.DoubleColumn;
import savelens.ecs.Table;
import savelens.ecs.TableQuery;

/** SaveLens's archetype world through its column fast path (a kept {@link TableQuery}, typed columns). */
final class ArchetypeSubject extends SaveLensSubject<ArchetypeWorld> {
    private final TableQuery moving;

    ArchetypeSubject() {
        super(ArchetypeWorld::new);
        moving = world.select(c.position(), c.velocity());
    }

    @Override
    public void update() {
        for (int i = 0, tables = moving.tableCount(); i < tables; i++) {
            Table t = moving.table(i);
            DoubleColumn px = t.doubles(posX), py = t.doubles(posY), vx = t.doubles(velX), vy = t.doubles(velY);
            for (int row = 0, n = t.size(); row < n; row++) {
                px.set(row, px.get(row) + vx.get(row));
                py.set(row, py.get(row) + vy.get(row));
            }
        }
    }
}
