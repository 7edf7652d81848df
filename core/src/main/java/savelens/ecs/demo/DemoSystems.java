package savelens.ecs.demo;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import savelens.ecs.ArchetypeWorld;
import savelens.ecs.ComponentSet;
import savelens.ecs.ComponentValue;
import savelens.ecs.DoubleColumn;
import savelens.ecs.DoubleField;
import savelens.ecs.Handles;
import savelens.ecs.IntColumn;
import savelens.ecs.IntField;
import savelens.ecs.SparseStore;
import savelens.ecs.Table;
import savelens.ecs.TableQuery;

/**
 * The demo's systems, run once per tick in a fixed order with one seeded random source, so a seed
 * replays the same run. Between them they move entities, hurt and despawn them, spawn new ones, and add
 * and remove components, so that tables appear, grow, shrink and (in the periodic waves) empty.
 */
final class DemoSystems {
    static final double WIDTH = 1280, HEIGHT = 720, DT = 1.0 / 60;
    /** Every this many ticks all frozen entities thaw (Frozen is sparse: its store empties, no row moves). */
    static final int THAW_WAVE = 600;
    /** Every this many ticks (offset by half a thaw wave) a third of the entities despawn. */
    static final int CULL_WAVE = 900;

    private final ArchetypeWorld world;
    private final DemoComponents c;
    private final SplittableRandom random;
    private final int target;
    private final TableQuery moving;
    private final DoubleField posX, posY, velX, velY;
    private final IntField hp;

    DemoSystems(ArchetypeWorld world, DemoComponents components, long seed, int target) {
        this.world = world;
        this.c = components;
        this.moving = world.select(components.position(), components.velocity());
        this.posX = components.position().doubleField("x");
        this.posY = components.position().doubleField("y");
        this.velX = components.velocity().doubleField("x");
        this.velY = components.velocity().doubleField("y");
        this.hp = components.health().intField("hp");
        this.random = new SplittableRandom(seed);
        this.target = target;
    }

    void populate() {
        for (int i = 0; i < target; i++) spawnOne();
    }

    void tick() {
        move();
        hurt();
        mutate();
        spawn();
        long t = world.tick() + 1;
        if (t % THAW_WAVE == 0) thawAll();
        if (t % CULL_WAVE == THAW_WAVE / 2) cull();
        world.advanceTick();
    }

    /** Straight on the primitive columns: a tick of moving allocates nothing. */
    private void move() {
        SparseStore frozen = world.sparse(c.frozen());
        for (int i = 0; i < moving.tableCount(); i++) {
            Table t = moving.table(i);
            if (t.size() == 0) continue;
            DoubleColumn px = t.doubles(posX), py = t.doubles(posY), vxs = t.doubles(velX), vys = t.doubles(velY);
            for (int r = 0, n = t.size(); r < n; r++) {
                if (frozen != null && frozen.contains(Handles.index(t.entityAt(r)))) continue;
                double vx = vxs.get(r), vy = vys.get(r);
                double x = px.get(r) + vx * DT, y = py.get(r) + vy * DT;
                if (x < 0 || x > WIDTH) vxs.set(r, -vx);
                if (y < 0 || y > HEIGHT) vys.set(r, -vy);
                px.set(r, clamp(x, WIDTH));
                py.set(r, clamp(y, HEIGHT));
            }
        }
    }

    private static double clamp(double v, double max) {
        return Math.max(0, Math.min(max, v));
    }

    /** Now and then an entity takes damage; at 0 hp it despawns. */
    private void hurt() {
        List<Long> dead = new ArrayList<>();
        for (Table t : world.matching(ComponentSet.of(c.health()))) {
            IntColumn hps = t.ints(hp);
            for (int r = 0; r < t.size(); r++) {
                if (random.nextInt(90) != 0) continue;
                int left = hps.get(r) - 1 - random.nextInt(30);
                if (left <= 0) dead.add(t.entityAt(r));
                else hps.set(r, left);
            }
        }
        for (long e : dead) world.destroy(e);
    }

    /** A few entities a tick gain or lose one component and so move between tables. */
    private void mutate() {
        int changes = Math.max(1, target / 200);
        for (int i = 0; i < changes && world.entityCount() > 0; i++) {
            long e = randomEntity();
            switch (random.nextInt(8)) {
                case 0, 1 -> world.put(e, c.frozen(), Frozen.INSTANCE);
                case 2 -> world.remove(e, c.frozen());
                case 3 -> world.put(e, c.sprite(), new Sprite(random.nextInt(16)));
                case 4 -> world.remove(e, c.sprite());
                case 5 -> world.put(e, c.velocity(), randomVelocity());
                case 6 -> world.remove(e, c.velocity());
                default -> world.put(e, c.health(), new Health(100, 100));
            }
        }
    }

    private void spawn() {
        int budget = Math.max(1, target / 120);
        for (int i = 0; i < budget && world.entityCount() < target; i++) spawnOne();
    }

    private void spawnOne() {
        List<ComponentValue<?>> values = new ArrayList<>();
        values.add(c.position().with(new Position(random.nextDouble() * WIDTH, random.nextDouble() * HEIGHT)));
        if (random.nextInt(100) < 85) values.add(c.velocity().with(randomVelocity()));
        if (random.nextInt(100) < 70) values.add(c.sprite().with(new Sprite(random.nextInt(16))));
        if (random.nextInt(100) < 50) values.add(c.health().with(new Health(100, 100)));
        if (random.nextInt(100) < 5) values.add(c.frozen().with(Frozen.INSTANCE));
        world.spawn(values.toArray(ComponentValue<?>[]::new));
    }

    private Velocity randomVelocity() {
        return new Velocity(random.nextDouble(-120, 120), random.nextDouble(-120, 120));
    }

    private void thawAll() {
        for (long e : world.query(ComponentSet.of(c.frozen()))) world.remove(e, c.frozen());
    }

    private void cull() {
        for (long e : world.query(ComponentSet.EMPTY)) if (random.nextInt(3) == 0) world.destroy(e);
    }

    /** A uniformly chosen live entity (the world must not be empty). */
    private long randomEntity() {
        int pick = random.nextInt(world.entityCount());
        for (Table t : world.tables()) {
            if (pick < t.size()) return t.entityAt(pick);
            pick -= t.size();
        }
        throw new IllegalStateException("entity count out of step with tables");
    }
}
