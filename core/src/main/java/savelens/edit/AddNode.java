package savelens.edit;

import java.util.List;
import savelens.document.Document;
import savelens.json.JsonIndex;
import savelens.json.JsonText;

/** Appends a new, empty node of a type to a helio document's node table, with the next free id. */
public final class AddNode extends SpliceCommand {
    private final String type;
    private long addedId = -1;

    public AddNode(String type) { this.type = type; }

    @Override public String description() { return "Add node " + type; }

    /** The id the node got (after execute). */
    public long addedId() { return addedId; }

    @Override protected List<Splice> plan(Document doc) {
        if (!doc.syntax().referencesNeedRegistry()) {
            throw new EditRefusedException(doc.syntax().name() + " nodes live where they are written; insert an object into a field instead");
        }
        if (!doc.registry().isEmpty() && doc.registry().type(type) == null) {
            throw new EditRefusedException("type " + type + " is not in the registry");
        }
        JsonIndex json = doc.json();
        int nodes = json.member(0, "nodes");
        long max = Long.MIN_VALUE;
        for (int n = 0; n < doc.nodeCount(); n++) max = Math.max(max, doc.integerId(n)); // a string id is NO_ID, the least long
        addedId = max == Long.MIN_VALUE ? 0 : max + 1;
        String entry = "{\"id\":" + addedId + ",\"type\":" + JsonText.quote(type) + ",\"fields\":{}}";
        return List.of(new Layout(json).insert(nodes, Integer.MAX_VALUE, entry));
    }
}
