package savelens.app.inspector;

/** A place that refers to the inspected node: where it is written and which node holds it. */
public record ReferenceRow(String label, String path) {
    @Override public String toString() { return label; }
}
