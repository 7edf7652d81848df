package savelens.bench.ecs;

import java.util.function.Function;
import savelens.ecs.ComponentRegistry;
import savelens.ecs.ComponentValue;
import savelens.ecs.DoubleField;
import savelens.ecs.World;
import savelens.ecs.demo.DemoComponents;
import savelens.ecs.demo.Health;
import savelens.ecs.demo.Position;
import savelens.ecs.demo.Sprite;
import savelens.ecs.demo.Velocity;

/**
 * What SaveLens's two worlds do alike through the {@link World} API: entities made, changed, destroyed and
 * read by handle. Each world walks its own storage in {@link #update()}, which is where they differ.
 */
abstract class SaveLensSubject<W extends World> implements EcsSubject {
    final DemoComponents c;
    final W world;
    final DoubleField posX, posY, velX, velY;
    private final Health health = new Health(100, 100);
    private final ComponentValue<?>[] fresh;
    private long[] handles;
    private long[] created = new long[0];

    SaveLensSubject(Function<ComponentRegistry, W> world) {
        this(DemoComponents.register(new ComponentRegistry()), world);
    }

    SaveLensSubject(DemoComponents components, Function<ComponentRegistry, W> world) {
        this.c = components;
        this.world = world.apply(c.registry());
        posX = c.position().doubleField("x");
        posY = c.position().doubleField("y");
        velX = c.velocity().doubleField("x");
        velY = c.velocity().doubleField("y");
        fresh = new ComponentValue<?>[] {
            c.position().with(new Position(0, 0)), c.velocity().with(new Velocity(1, 0.5)), c.sprite().with(new Sprite(1))
        };
    }

    @Override
    public void populate(int n) {
        handles = new long[n];
        for (int i = 0; i < n; i++) {
            handles[i] = world.spawn(c.position().with(new Position(i, 0)), c.velocity().with(new Velocity(1, 0.5)),
                    c.sprite().with(new Sprite(i & 7)));
        }
    }

    @Override
    public void churn(int[] positions) {
        for (int i : positions) world.destroy(handles[i]);
        for (int i : positions) {
            handles[i] = world.spawn(c.position().with(new Position(i, 0)), c.velocity().with(new Velocity(1, 0.5)),
                    c.sprite().with(new Sprite(i & 7)));
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

    /** The handle of entity i (in creation order). */
    long handle(int i) {
        return handles[i];
    }

    @Override
    public double positionX(int i) {
        return world.getDouble(handles[i], posX);
    }
}
