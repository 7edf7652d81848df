package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ReadContext;

/**
 * Hash keys and an {@code I} wrapper's instance variables are read past, never shown as values; Ruby links to one when
 * it writes the same (frozen) key string again. Such a link is said, not left as a node the document lacks.
 */
class MarshalSkippedLinkTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource({
            // Ruby 3.1: h1 = {"k"=>1}; h2 = {}; h1.each_key { |k| h2[k] = 2 }; Marshal.dump([h1, h2])
            "a key string used again as another hash's key, 04085b077b064922066b063a06455469067b0640076907",
            // Ruby 3.1: h1 = {"k"=>1}; Marshal.dump([h1, h1.keys[0]])
            "a key string linked as an element, 04085b077b064922066b063a06455469064007",
            // Ruby 3.1: s = "x".dup; y = "y".dup; s.instance_variable_set(:@e, y); Marshal.dump([s, y])
            "a wrapper's instance variable linked as an element, 04085b0749220678073a0645543a07406549220679063b00544007"})
    void aLinkToAValueTheIndexReadsPastIsADiagnosticNamingItsStreamAndSlot(String what, String hex) {
        byte[] bytes = HexFormat.of().parseHex(hex);
        Document doc = new MarshalFormat().read(bytes, ReadContext.of(null));
        List<String> said = doc.readDiagnostics().stream().map(Diagnostic::message).toList();
        // Every node Ruby's values make is in the document or named by a diagnostic.
        for (MarshalNodes.Node n : MarshalNodes.of(MarshalReader.read(bytes)).nodes()) {
            boolean shown = doc.nodeById(NodeId.of(n.id())) >= 0;
            boolean named = said.stream().anyMatch(m -> m.contains("#\"" + n.id() + "\""));
            assertTrue(shown || named, what + ": node " + n.id() + " neither shown nor said; diagnostics " + said);
        }
        assertEquals(1, said.size(), what + ": " + said);
        assertTrue(said.get(0).contains("stream 0") && said.get(0).contains("slot 2"), said.get(0));
    }
}
