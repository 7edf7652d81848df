package savelens.app.panels;

import savelens.path.DocumentPath;

/** A node of a cycle, as its unfolded row lists it: named as elsewhere in the window, and where it is. */
public record CycleMember(String label, FindingPlace place) {
    public DocumentPath path() { return place.path(); }

    @Override public String toString() { return label; }
}
