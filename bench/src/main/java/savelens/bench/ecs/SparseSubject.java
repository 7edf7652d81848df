package savelens.bench.ecs;

import savelens.ecs.ComponentRegistry;
import savelens.ecs.ComponentValue;
import savelens.ecs.DoubleColumn;
import savelens.ecs.DoubleField;
import savelens.ecs.SparseStore;
import savelens.ecs.SparseWorld;
import savelens.ecs.demo.DemoComponents;
import savelens.ecs.demo.Health;
import savelens.ecs.demo.Position;
import savelens.ecs.demo.Sprite;
import savelens.ecs.demo.Velocity;

/**
 * SaveLens's sparse-set world through its column fast path: walk the position store, find each
 * entity's velocity row through the velocity store's sparse array (the intersection, done in place).
 */
final class SparseSubject implements EcsSubject {
    private final DemoComponents c = DemoComponents.register(new ComponentRegistry());
    private final SparseWorld world = new SparseWorld(c.registry());
    private final DoubleField posX = c.position().doubleField("x"), posY = c.position().doubleField("y");
    private final DoubleField velX = c.velocity().doubleField("x"), velY = c.velocity().doubleField("y");
    private final Health health = new Health(100, 100);
    private final ComponentValue<?>[] fresh = {
        c.position().with(new Position(0, 0)), c.velocity().with(new Velocity(1, 0.5)), c.sprite().with(new Sprite(1))
    };
    private long[] handles;
    private long[] created = new long[0];

    @Override
    public void populate(int n) {
        handles = new long[n];
        for (int i = 0; i < n; i++) {
            handles[i] = world.spawn(c.position().with(new Position(i, 0)), c.velocity().with(new Velocity(1, 0.5)),
                    c.sprite().with(new Sprite(i & 7)));
        }
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

    @Override
    public void addRemove(int from, int count) {
        for (int k = 0; k < count; k++) world.put(handles[(from + k) % handles.length], c.health(), health);
        for (int k = 0; k < count; k++) world.remove(handles[(from + k) % handles.length], c.health());
    }

    @Override
    public void createDestroy(int count) {
        if (created.length < count) created = new long[count];
        for (int k = 0; k < count; k++) created[k] = world.spawn(fresh);
        for (int k = 0; k < count; k++) world.destroy(created[k]);
    }

    @Override
    public double read(int[] picks, int from, int count) {
        double sum = 0;
        for (int k = from; k < from + count; k++) {
            long e = handles[picks[k]];
            sum += world.getDouble(e, posX) + world.getDouble(e, posY);
        }
        return sum;
    }

    @Override
    public double positionX(int i) {
        return world.getDouble(handles[i], posX);
    }
}
