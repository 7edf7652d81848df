package savelens.ecs.demo;

/** Which picture a demo entity would be drawn with. */
public record Sprite(int id) {}
