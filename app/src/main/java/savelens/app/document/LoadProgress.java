package savelens.app.document;

/**
 * How far a load has come: the step it is in and, while the JSON text is being indexed (the one step
 * the core reports on), the fraction of the text done; -1 when the step's length is unknown.
 */
public record LoadProgress(String step, double fraction) {
    public static final String READING = "reading", RESOLVING = "resolving references", ANALYSING = "analysing the graph";

    public boolean isDeterminate() { return fraction >= 0; }

    /** For a status line: {@code reading 42 %}, {@code analysing the graph}. */
    public String describe() {
        return isDeterminate() ? step + " " + Math.round(fraction * 100) + " %" : step;
    }
}
