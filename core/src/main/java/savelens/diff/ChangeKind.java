package savelens.diff;

/** What happened to a value between two documents. */
public enum ChangeKind {
    CHANGED, ADDED, REMOVED;

    /** As {@code diff --json} writes it. */
    public String word() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
