package savelens.ecs.demo;

/** Units per second. */
public record Velocity(double x, double y) {}
