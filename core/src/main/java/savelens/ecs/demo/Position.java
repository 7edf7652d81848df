package savelens.ecs.demo;

/** Where a demo entity is, in world units (the demo field is 1280 × 720). */
public record Position(double x, double y) {}
