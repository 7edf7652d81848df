package savelens.bench.ecs;

import com.artemis.Archetype;
import com.artemis.ArchetypeBuilder;
import com.artemis.Component;
import com.artemis.ComponentMapper;
import com.artemis.World;
import com.artemis.WorldConfigurationBuilder;
import com.artemis.annotations.All;
import com.artemis.systems.IteratingSystem;

/**
 * Artemis-odb 2.3.0 written the way its documentation teaches: components as plain classes, an
 * {@code @All} iterating system with injected component mappers, entities made from an archetype, and
 * structural changes made through mappers and applied in a batch by {@code world.process()}.
 */
final class ArtemisSubject implements EcsSubject {
    public static final class Pos extends Component {
        public double x, y;
    }

    public static final class Vel extends Component {
        public double x, y;
    }

    public static final class Spr extends Component {
        public int id;
    }

    public static final class Hp extends Component {
        public int hp, max;
    }

    @All({Pos.class, Vel.class})
    public static final class Movement extends IteratingSystem {
        protected ComponentMapper<Pos> pos;
        protected ComponentMapper<Vel> vel;

        @Override
        protected void process(int e) {
            Pos p = pos.get(e);
            Vel v = vel.get(e);
            p.x += v.x;
            p.y += v.y;
        }
    }

    private final Movement movement = new Movement();
    private final World world = new World(new WorldConfigurationBuilder().with(movement).build());
    private final ComponentMapper<Pos> pos = world.getMapper(Pos.class);
    private final ComponentMapper<Vel> vel = world.getMapper(Vel.class);
    private final ComponentMapper<Spr> spr = world.getMapper(Spr.class);
    private final ComponentMapper<Hp> hp = world.getMapper(Hp.class);
    private final Archetype archetype = new ArchetypeBuilder().add(Pos.class, Vel.class, Spr.class).build(world);
    private int[] entities;
    private int[] created = new int[0];

    @Override
    public void populate(int n) {
        entities = new int[n];
        for (int i = 0; i < n; i++) entities[i] = make(i);
        // The new entities join the system's subscription in a pass that must not move them yet.
        boolean moving = movement.isEnabled();
        movement.setEnabled(false);
        world.process();
        movement.setEnabled(moving);
    }

    @Override
    public void churn(int[] positions) {
        for (int i : positions) world.delete(entities[i]);
        world.process();
        for (int i : positions) entities[i] = make(i);
        boolean moving = movement.isEnabled();
        movement.setEnabled(false);
        world.process();
        movement.setEnabled(moving);
    }

    private int make(int i) {
        int e = world.create(archetype);
        pos.get(e).x = i;
        Vel v = vel.get(e);
        v.x = 1;
        v.y = 0.5;
        spr.get(e).id = i & 7;
        return e;
    }

    @Override
    public void stopSystems() {
        movement.setEnabled(false);
    }

    @Override
    public void update() {
        world.process();
    }

    @Override
    public void addRemove(int from, int count) {
        for (int k = 0; k < count; k++) {
            Hp h = hp.create(entities[(from + k) % entities.length]);
            h.hp = 100;
            h.max = 100;
        }
        world.process();
        for (int k = 0; k < count; k++) hp.remove(entities[(from + k) % entities.length]);
        world.process();
    }

    @Override
    public void createDestroy(int count) {
        if (created.length < count) created = new int[count];
        for (int k = 0; k < count; k++) created[k] = make(1);
        world.process();
        for (int k = 0; k < count; k++) world.delete(created[k]);
        world.process();
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
