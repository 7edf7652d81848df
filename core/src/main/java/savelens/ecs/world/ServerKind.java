package savelens.ecs.world;

/** What kind of server a live-world address answers as; told from its replies, never asked of the user. */
public enum ServerKind {
    /** SaveLens's own live protocol (docs/live-protocol.md), e.g. {@code savelens demo-world}. */
    SAVELENS("SaveLens live protocol"),
    /** Flecs's REST API (the module the Flecs Explorer talks to), default port 27750. */
    FLECS("Flecs REST API");

    private final String label;

    ServerKind(String label) {
        this.label = label;
    }

    /** "Flecs REST API", for status lines. */
    public String label() {
        return label;
    }
}
