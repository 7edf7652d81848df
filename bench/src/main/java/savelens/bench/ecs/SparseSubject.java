package savelens.bench.ecs;

import savelens.ecs.DoubleColumn;
import savelens.ecs.SparseStore;
import savelens.ecs.SparseWorld;

/**
 * SaveLens's sparse-set world through its column fast path: walk the position store, find each
 * entity's velocity row through the velocity store's sparse array (the intersection, done in place).
 */
final class SparseSubject extends SaveLensSubject<SparseWorld> {
    SparseSubject() {
        super(SparseWorld::new);
    }

    @Override
    public void update() {
        SparseStore pos = world.store(c.position()), vel = world.store(c.velocity());
        DoubleColumn px = pos.doubles(posX), py = pos.doubles(posY), vx = vel.doubles(velX), vy = vel.doubles(velY);
        for (int row = 0, n = pos.size(); row < n; row++) {
            int v = vel.rowOf(pos.indexAt(row));
            if (v < 0) continue;
            px.set(row, px.get(row) + vx.get(v));
            py.set(row, py.get(row) + vy.get(v));
        }
    }
}
