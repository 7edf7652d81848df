package savelens.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** Members and value starts read straight from the text are the index's: the same numbers, kinds and spans. */
class TextMembersProperties {
    @Property(tries = 300)
    void membersReadFromTheTextAreTheIndexs(@ForAll long seed) {
        byte[] text = ChunkedIndexProperties.randomJson(new Random(seed)).getBytes(StandardCharsets.UTF_8);
        JsonIndex index = JsonIndexer.index(text, 0);
        TextMembers members = new TextMembers(index);
        for (int v = 0; v < index.count(); v++) {
            int start = index.start(v);
            // Every value inside v is found from v's start, and none around it.
            for (int w = Math.max(0, v - 2); w < Math.min(index.count(), index.after(v) + 2); w++) {
                boolean inside = w >= v && w < index.after(v);
                assertEquals(inside ? index.start(w) : -1, members.startOf(v, start, w), "value " + w + " from " + v);
            }
            if (index.kind(v) != JsonIndex.OBJECT) {
                assertEquals(-1, members.member(v, start, "a".getBytes(StandardCharsets.UTF_8)));
                continue;
            }
            for (int c = index.firstChild(v); c >= 0; c = index.nextSibling(c)) {
                byte[] name = index.name(c).getBytes(StandardCharsets.UTF_8);
                int first = index.firstChild(v);
                while (!index.nameEquals(first, name)) first = index.nextSibling(first);
                String at = "member " + index.name(c) + " of " + v;
                assertEquals(first, members.member(v, start, name), at);
                assertEquals(index.kind(first), members.kind(), at);
                assertEquals(index.start(first), members.start(), at);
                boolean container = index.kind(first) == JsonIndex.OBJECT || index.kind(first) == JsonIndex.ARRAY;
                assertEquals(container ? -1 : index.end(first), members.end(), at);
            }
            assertEquals(-1, members.member(v, start, "no such name".getBytes(StandardCharsets.UTF_8)));
        }
    }
}
