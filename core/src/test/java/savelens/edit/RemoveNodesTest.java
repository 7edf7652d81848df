package savelens.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.file.Formats;

class RemoveNodesTest {
    private static Document helio(String nodes) {
        String text = "{\"types\":[{\"name\":\"N\",\"fields\":[{\"name\":\"next\",\"kind\":\"ref\"}]}],\"root\":0,\"nodes\":[" + nodes + "]}";
        return Formats.read(text.getBytes(StandardCharsets.UTF_8), ReadContext.of(Path.of("g.json")));
    }

    private static String text(Document d) { return new String(d.text(), StandardCharsets.UTF_8); }

    @Test void aCycleGoesWholeThoughEachOfItsNodesIsReferenced() {
        Document doc = helio("{\"id\":0,\"type\":\"N\",\"fields\":{}},{\"id\":1,\"type\":\"N\",\"fields\":{\"next\":2}},{\"id\":2,\"type\":\"N\",\"fields\":{\"next\":1}}");
        assertThrows(EditRefusedException.class, () -> new DeleteNode(1, false).execute(doc), "one at a time is refused");
        Document after = new RemoveNodes(List.of(NodeId.of(1), NodeId.of(2))).execute(doc);
        assertEquals("{\"types\":[{\"name\":\"N\",\"fields\":[{\"name\":\"next\",\"kind\":\"ref\"}]}],\"root\":0,\"nodes\":[{\"id\":0,\"type\":\"N\",\"fields\":{}}]}",
                text(after));
    }

    @Test void aNodeThatStaysAndRefersToOneRemovedRefusesTheWholeSet() {
        Document doc = helio("{\"id\":0,\"type\":\"N\",\"fields\":{\"next\":2}},{\"id\":1,\"type\":\"N\",\"fields\":{\"next\":2}},{\"id\":2,\"type\":\"N\",\"fields\":{}}");
        RemoveNodes remove = new RemoveNodes(List.of(NodeId.of(1), NodeId.of(2)));
        EditRefusedException e = assertThrows(EditRefusedException.class, () -> remove.execute(doc));
        assertTrue(e.getMessage().contains("#0"), e.getMessage());
    }

    @Test void theRootIsNeverRemoved() {
        Document doc = helio("{\"id\":0,\"type\":\"N\",\"fields\":{}}");
        assertThrows(EditRefusedException.class, () -> new RemoveNodes(List.of(NodeId.of(0))).execute(doc));
    }
}
