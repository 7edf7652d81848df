package savelens.bench.ecs;

import com.badlogic.ashley.core.Component;
import com.badlogic.ashley.core.ComponentMapper;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.core.PooledEngine;
import com.badlogic.ashley.systems.IteratingSystem;
import com.badlogic.gdx.utils.Pool;

/**
 * Ashley 1.7.4 written the way its documentation teaches: components as plain classes, a
 * {@link Family} with an {@link IteratingSystem} reading through {@link ComponentMapper}s, and a
 * {@link PooledEngine} so entities and components are reused rather than allocated.
 */
final class AshleySubject implements EcsSubject {
    public static final class Pos implements Component, Pool.Poolable {
        public double x, y;

        @Override
        public void reset() {
            x = y = 0;
        }
    }

    public static final class Vel implements Component, Pool.Poolable {
        public double x, y;

        @Override
        public void reset() {
            x = y = 0;
        }
    }

    public static final class Spr implements Component, Pool.Poolable {
        public int id;

        @Override
        public void reset() {
            id = 0;
        }
    }

    public static final class Hp implements Component, Pool.Poolable {
        public int hp, max;

        @Override
        public void reset() {
            hp = max = 0;
        }
    }

    static final class Movement extends IteratingSystem {
        private final ComponentMapper<Pos> pos = ComponentMapper.getFor(Pos.class);
        private final ComponentMapper<Vel> vel = ComponentMapper.getFor(Vel.class);

        Movement() {
            super(Family.all(Pos.class, Vel.class).get());
        }

        @Override
        protected void processEntity(Entity e, float deltaTime) {
            Pos p = pos.get(e);
            Vel v = vel.get(e);
            p.x += v.x;
            p.y += v.y;
        }
    }

    private final PooledEngine engine = new PooledEngine();
    private final Movement movement = new Movement();
    private final ComponentMapper<Pos> pos = ComponentMapper.getFor(Pos.class);
    private Entity[] entities;
    private Entity[] created = new Entity[0];

    AshleySubject() {
        engine.addSystem(movement);
    }

    @Override
    public void populate(int n) {
        entities = new Entity[n];
        for (int i = 0; i < n; i++) entities[i] = make(i);
    }

    @Override
    public void churn(int[] positions) {
        for (int i : positions) engine.removeEntity(entities[i]);
        for (int i : positions) entities[i] = make(i);
    }

    private Entity make(int i) {
        Entity e = engine.createEntity();
        Pos p = engine.createComponent(Pos.class);
        p.x = i;
        Vel v = engine.createComponent(Vel.class);
        v.x = 1;
        v.y = 0.5;
        Spr s = engine.createComponent(Spr.class);
        s.id = i & 7;
        e.add(p).add(v).add(s);
        engine.addEntity(e);
        return e;
    }

    @Override
    public void stopSystems() {
        movement.setProcessing(false);
    }

    @Override
    public void update() {
        engine.update(0f);
    }

    @Override
    public void addRemove(int from, int count) {
        for (int k = 0; k < count; k++) {
            Hp h = engine.createComponent(Hp.class);
            h.hp = 100;
            h.max = 100;
            entities[(from + k) % entities.length].add(h);
        }
        for (int k = 0; k < count; k++) entities[(from + k) % entities.length].remove(Hp.class);
    }

    @Override
    public void createDestroy(int count) {
        if (created.length < count) created = new Entity[count];
        for (int k = 0; k < count; k++) created[k] = make(1);
        for (int k = 0; k < count; k++) engine.removeEntity(created[k]);
    }

    @Override
    public double read(int[] picks, int from, int count) {
        double sum = 0;
        for (int k = from; k < from + count; k++) {
            Pos p = pos.get(entities[picks[k]]);
            sum += p.x + p.y;
        }
        return sum;
    }

    @Override
    public double positionX(int i) {
        return pos.get(entities[i]).x;
    }
}
