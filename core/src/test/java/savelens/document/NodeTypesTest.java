package savelens.document;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** A document's node types coded by name: each node gives back the very name it was read with. */
class NodeTypesTest {
    @Test void eachNodeGivesBackItsOwnNameAndNullForNone() {
        String party = "Game_Party", event = "Game_Event", other = new String("Game_Event"); // equal but its own
        String[] types = {party, event, event, null, other, party};
        NodeTypes coded = NodeTypes.of(types);
        for (int i = 0; i < types.length; i++) {
            if (types[i] == null) assertNull(coded.type(i));
            else assertSame(types[i], coded.type(i), "node " + i);
        }
    }

    @Test void moreNamesThanACharCountsAreKeptOneANode() {
        String[] types = new String[70_000];
        for (int i = 0; i < types.length; i++) types[i] = "T" + i;
        NodeTypes coded = NodeTypes.of(types);
        for (int i = 0; i < types.length; i += 997) assertSame(types[i], coded.type(i));
        assertSame(types[types.length - 1], coded.type(types.length - 1));
    }
}
