package savelens.query.document;

import savelens.path.DocumentPath;
import savelens.path.Location;

/**
 * One value a query selected in a document: its SaveLens path ({@code $.actors[1]._hp}, or {@code #5.hp} in
 * each-node mode), where it is (a whole node, or one value), and the tree value the query saw.
 */
public record DocumentHit(DocumentPath path, Location location, int value) {
    public boolean isNode() { return location.isNode(); }
}
