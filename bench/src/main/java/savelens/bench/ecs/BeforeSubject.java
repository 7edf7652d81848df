package savelens.bench.ecs;

import savelens.bench.ecs.before.BeforeArchetypeWorld;
import savelens.bench.ecs.before.BeforeTable;
import savelens.ecs.ComponentRegistry;
import savelens.ecs.ComponentSet;
import savelens.ecs.demo.DemoComponents;
import savelens.ecs.demo.Health;
import savelens.ecs.demo.Position;
import savelens.ecs.demo.Sprite;
import savelens.ecs.demo.Velocity;

/**
 * SaveLens's archetype storage before primitive columns, used as its demo systems used it: a record
 * read per component and a new record written per entity.
 */
final class BeforeSubject implements EcsSubject {
    private final DemoComponents c = DemoComponents.register(new ComponentRegistry());
    private final BeforeArchetypeWorld world = new BeforeArchetypeWorld(c.registry());
    private final ComponentSet moving = ComponentSet.of(c.position(), c.velocity());
    private final Health health = new Health(100, 100);
    private long[] handles;

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
        for (BeforeTable t : world.matching(moving)) {
            for (int r = 0; r < t.size(); r++) {
                Position p = t.get(r, c.position());
                Velocity v = t.get(r, c.velocity());
                t.set(r, c.position(), new Position(p.x() + v.x(), p.y() + v.y()));
            }
        }
    }

    @Override
    public void addRemove(int from, int count) {
        for (int k = 0; k < count; k++) world.put(handles[(from + k) % handles.length], c.health(), health);
        for (int k = 0; k < count; k++) world.remove(handles[(from + k) % handles.length], c.health());
    }

    @Override
    public void createDestroy(int count) {
        throw new UnsupportedOperationException("measured for the storage in use only");
    }

    @Override
    public double read(int[] picks, int from, int count) {
        double sum = 0;
        for (int k = from; k < from + count; k++) {
            Position p = world.get(handles[picks[k]], c.position());
            sum += p.x() + p.y();
        }
        return sum;
    }

    @Override
    public double positionX(int i) {
        return world.get(handles[i], c.position()).x();
    }
}
