package savelens.bench.ecs;

import savelens.ecs.ArchetypeWorld;
import savelens.ecs.DoubleColumn;
import savelens.ecs.Table;
import savelens.ecs.TableQuery;

/** SaveLens's archetype world through its column fast path (a kept {@link TableQuery}, typed columns). */
final class ArchetypeSubject extends SaveLensSubject<ArchetypeWorld> {
    private final Movement movement;

    ArchetypeSubject() {
        super(ArchetypeWorld::new);
        movement = new Movement(world, this);
    }

    @Override
    public void update() {
        movement.run();
    }

    /** The movement pass over typed columns, shared with the hybrid world (whose tables are the same). */
    static final class Movement {
        private final TableQuery moving;
        private final SaveLensSubject<ArchetypeWorld> s;

        Movement(ArchetypeWorld world, SaveLensSubject<ArchetypeWorld> subject) {
            this.s = subject;
            this.moving = world.select(subject.c.position(), subject.c.velocity());
        }

        void run() {
            for (int i = 0, tables = moving.tableCount(); i < tables; i++) {
                Table t = moving.table(i);
                DoubleColumn px = t.doubles(s.posX), py = t.doubles(s.posY), vx = t.doubles(s.velX), vy = t.doubles(s.velY);
                for (int row = 0, n = t.size(); row < n; row++) {
                    px.set(row, px.get(row) + vx.get(row));
                    py.set(row, py.get(row) + vy.get(row));
                }
            }
        }
    }
}
