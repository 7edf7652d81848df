package savelens.ecs.demo;

/** A tag: a frozen entity does not move. Written as {@code {}}. */
public record Frozen() {
    public static final Frozen INSTANCE = new Frozen();
}
