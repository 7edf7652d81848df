package savelens.app.document;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import savelens.app.Fixtures;
import savelens.document.Document;
import savelens.document.NodeId;

/** The tree's, inspector's and Cycles list's labels: a .NET node by its {@code Name}, a cycle.js node by its path as written. */
class NodeLabelsNamingTest {
    private static Document open(String fixture) { return DocumentLoader.load(Fixtures.folder().resolve(fixture)).document(); }

    @Test void aDotNetNodeIsLabelledWithItsName() {
        Document doc = open("dotnet-refs/guild.json");
        int guild = doc.nodeById(NodeId.of("1"));
        assertEquals("Lantern \"Hall\" é", NodeLabels.displayName(doc, guild));
        assertEquals("#\"1\" Guild \"Lantern \"Hall\" é\"", NodeLabels.full(doc, guild));
        assertEquals("#\"2\" List<Hero>", NodeLabels.full(doc, doc.nodeById(NodeId.of("2"))), "Json.NET's assembly-qualified name as C# writes it");
    }

    @Test void aCycleJsNodeIsLabelledByItsPathAsWritten() {
        Document doc = open("cyclejs/crew.json");
        int ship = doc.nodeById(NodeId.of("$[\"ship\"]"));
        assertEquals("$[\"ship\"] Object \"Kestrel\"", NodeLabels.full(doc, ship));
        assertEquals("$[\"ship\"] Kestrel", NodeLabels.brief(doc, ship));
    }
}
