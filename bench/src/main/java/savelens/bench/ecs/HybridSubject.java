package savelens.bench.ecs;

import savelens.ecs.ArchetypeWorld;
import savelens.ecs.ComponentRegistry;
import savelens.ecs.demo.DemoComponents;
import savelens.ecs.demo.Frozen;
import savelens.ecs.demo.Health;
import savelens.ecs.demo.Position;
import savelens.ecs.demo.Sprite;
import savelens.ecs.demo.Velocity;

/**
 * SaveLens's archetype world with health declared sparse: the component the benchmark adds and removes
 * lives beside the tables, so adding and removing it moves no row. Movement is the archetype's own pass.
 */
final class HybridSubject extends SaveLensSubject<ArchetypeWorld> {
    private final ArchetypeSubject.Movement movement;

    HybridSubject() {
        super(sparseHealth(new ComponentRegistry()), ArchetypeWorld::new);
        movement = new ArchetypeSubject.Movement(world, this);
    }

    private static DemoComponents sparseHealth(ComponentRegistry r) {
        return new DemoComponents(r,
                r.register("Position", Position.class),
                r.register("Velocity", Velocity.class),
                r.register("Sprite", Sprite.class),
                r.registerSparse("Health", Health.class),
                r.register("Frozen", Frozen.class));
    }

    @Override
    public void update() {
        movement.run();
    }
}
