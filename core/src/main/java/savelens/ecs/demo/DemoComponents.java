package savelens.ecs.demo;

import savelens.ecs.ComponentRegistry;
import savelens.ecs.ComponentType;

/** The demo world's component types, registered in this order (so tables read Position+Velocity+...). */
public record DemoComponents(
        ComponentRegistry registry,
        ComponentType<Position> position,
        ComponentType<Velocity> velocity,
        ComponentType<Sprite> sprite,
        ComponentType<Health> health,
        ComponentType<Frozen> frozen) {

    public static DemoComponents register(ComponentRegistry registry) {
        return new DemoComponents(
                registry,
                registry.register("Position", Position.class),
                registry.register("Velocity", Velocity.class),
                registry.register("Sprite", Sprite.class),
                registry.register("Health", Health.class),
                // a status that comes and goes: kept beside the tables, so freezing moves no row
                registry.registerSparse("Frozen", Frozen.class));
    }
}
