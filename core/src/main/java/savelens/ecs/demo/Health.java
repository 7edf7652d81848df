package savelens.ecs.demo;

/** Hit points; the demo despawns an entity when {@code hp} reaches 0. */
public record Health(int hp, int max) {}
