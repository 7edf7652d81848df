package savelens.ecs.demo;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import savelens.ecs.ArchetypeWorld;
import savelens.ecs.ComponentSet;
import savelens.ecs.ComponentValue;
import savelens.ecs.Table;

/**
 * The demo's systems, run once per tick in a fixed order with one seeded random source, so a seed
 * replays the same run. Between them they move entities, hurt and despawn them, spawn new ones, and add
 * and remove components, so that tables appear, grow, shrink and (in the periodic waves) empty.
 */
final class DemoSystems {
    static final double WIDTH = 1280, HEIGHT = 720, DT = 1.0 / 60;
    /** Every this many ticks all frozen entities thaw, emptying the Frozen tables. */
    static final int THAW_WAVE = 600;
    /** Every this many ticks (offset by half a thaw wave) a third of the entities despawn. */
    static final int CULL_WAVE = 900;

    private final ArchetypeWorld world;
    private final DemoComponents c;
    private final SplittableRandom random;
    private final int target;

    DemoSystems(ArchetypeWorld world, DemoComponents components, long seed, int target) {
        this.world = world;
        this.c = components;
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

    private void move() {
        for (Table t : world.matching(ComponentSet.of(c.position(), c.velocity()))) {
            if (t.columnOf(c.frozen()) >= 0) continue;
            for (int r = 0; r < t.size(); r++) {
                Position p = t.get(r, c.position());
                Velocity v = t.get(r, c.velocity());
                double x = p.x() + v.x() * DT, y = p.y() + v.y() * DT;
                double vx = v.x(), vy = v.y();
                if (x < 0 || x > WIDTH) vx = -vx;
                if (y < 0 || y > HEIGHT) vy = -vy;
                t.set(r, c.position(), new Position(clamp(x, WIDTH), clamp(y, HEIGHT)));
                if (vx != v.x() || vy != v.y()) t.set(r, c.velocity(), new Velocity(vx, vy));
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
            for (int r = 0; r < t.size(); r++) {
                if (random.nextInt(90) != 0) continue;
                Health h = t.get(r, c.health());
                int hp = h.hp() - 1 - random.nextInt(30);
                if (hp <= 0) dead.add(t.entityAt(r));
                else t.set(r, c.health(), new Health(hp, h.max()));
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
