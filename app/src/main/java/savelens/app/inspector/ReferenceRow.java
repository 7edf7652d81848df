package savelens.app.inspector;

import savelens.path.DocumentPath;

/** A place that refers to the inspected node: where it is written and which node holds it. */
public record ReferenceRow(String label, DocumentPath path) {
    @Override public String toString() { return label; }
}
