package savelens.path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import savelens.document.NodeId;

/** The one path type: steps, how it is read and printed, and how paths relate to each other. */
class DocumentPathTest {
    @Test void aPathIsItsSteps() {
        DocumentPath p = DocumentPath.parse("$.a[0][\"b.c\"].d");
        assertEquals(List.of(new DocumentPath.Root(), new DocumentPath.Member("a"), new DocumentPath.Index(0),
                new DocumentPath.Member("b.c"), new DocumentPath.Member("d")), p.steps());
        assertEquals(5, p.length());
        assertEquals(new DocumentPath.Member("d"), p.last());
        assertEquals(new DocumentPath.Root(), p.start());
        assertEquals(DocumentPath.root().member("a").index(0).member("b.c").member("d"), p);
        assertEquals(new DocumentPath.Node(NodeId.of("x y")), DocumentPath.parse("#\"x y\".z").start());
    }

    @Test void printingGivesTheCanonicalFormThatReadsBack() {
        assertEquals("$.a[0][\"b.c\"].d", DocumentPath.parse("$[\"a\"][0][\"b.c\"].d").toString());
        assertEquals("$.name", DocumentPath.root().member("name").toString());
        assertEquals("$[\"a.b\"]", DocumentPath.root().member("a.b").toString());
        assertEquals("$[\"say \\\"hi\\\"\"]", DocumentPath.root().member("say \"hi\"").toString());
        assertEquals("$[\"\"]", DocumentPath.root().member("").toString());
        assertEquals("$[\"two words\"]", DocumentPath.root().member("two words").toString());
        assertEquals("#12.x", DocumentPath.node(NodeId.of(12)).member("x").toString());
        assertEquals("#\"1_0r6n5\"[3]", DocumentPath.node(NodeId.of("1_0r6n5")).index(3).toString());
        assertEquals("#\"a \\\"q\\\"\".x", DocumentPath.node(NodeId.of("a \"q\"")).member("x").toString());
        assertEquals(".d", DocumentPath.print(new DocumentPath.Member("d")));
        assertEquals("[7]", DocumentPath.print(new DocumentPath.Index(7)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"$", "#0", "#-3", "#9223372036854775807", "#-9223372036854775808", "#\"a b\"", "#\"12\"",
            "#\"tab\\there\"", "$.a.b[2].c", "$[\"a.b\"][\"c[d]\"]", "$[\"note\\tkey\"]", "$[\"C:\\\\x\"]",
            "$[\"\\u2028\"]", "#\"x\".list[0][1].name"})
    void everyPrintedPathReadsBackAsEqual(String text) {
        DocumentPath p = DocumentPath.parse(text);
        assertEquals(text, p.toString());
        assertEquals(p, DocumentPath.parse(p.toString()));
        assertEquals(p.hashCode(), DocumentPath.parse(p.toString()).hashCode());
    }

    @Test void sixtyFourBitIdsRoundTripExactly() {
        assertEquals(new DocumentPath.Node(NodeId.of(Long.MIN_VALUE)), DocumentPath.parse("#-9223372036854775808").start());
        assertEquals(new DocumentPath.Node(NodeId.of(Long.MAX_VALUE)), DocumentPath.parse("#9223372036854775807").start());
        assertThrows(PathException.class, () -> DocumentPath.parse("#9223372036854775808"));
    }

    @Test void anIntegerIdAndAStringIdThatLooksLikeItDiffer() {
        assertNotEquals(DocumentPath.parse("#12"), DocumentPath.parse("#\"12\""));
        assertEquals(NodeId.of("12"), NodeId.parse("#\"12\""));
    }

    @Test void prefixesParentAndStartsWith() {
        DocumentPath p = DocumentPath.parse("$.a[0][\"b.c\"].d");
        assertEquals(List.of("$", "$.a", "$.a[0]", "$.a[0][\"b.c\"]", "$.a[0][\"b.c\"].d"),
                p.prefixes().stream().map(DocumentPath::toString).toList());
        assertEquals(List.of("#12", "#12.x"), DocumentPath.parse("#12.x").prefixes().stream().map(DocumentPath::toString).toList());
        assertEquals(DocumentPath.parse("$.a[0][\"b.c\"]"), p.parent());
        assertNull(DocumentPath.root().parent());
        assertEquals(DocumentPath.parse("$.a"), p.prefix(2));
        assertTrue(DocumentPath.parse("$.children[0]").startsWith(DocumentPath.parse("$.children")));
        assertTrue(DocumentPath.parse("$.children").startsWith(DocumentPath.parse("$.children")));
        assertFalse(DocumentPath.parse("$.childrenX").startsWith(DocumentPath.parse("$.children")));
        assertFalse(DocumentPath.parse("$.children").startsWith(DocumentPath.parse("$.children[0]")));
        assertFalse(DocumentPath.parse("#1.children").startsWith(DocumentPath.root()));
    }

    @Test void pathsAreValues() {
        assertEquals(DocumentPath.parse("$.a[1]"), DocumentPath.root().member("a").index(1));
        assertEquals(DocumentPath.parse("$.a[1]").hashCode(), DocumentPath.root().member("a").index(1).hashCode());
        assertNotEquals(DocumentPath.parse("$.a[1]"), DocumentPath.parse("$.a[2]"));
        assertNotEquals(DocumentPath.parse("$.a"), DocumentPath.parse("#1.a"));
        assertNotEquals(DocumentPath.parse("$[\"1\"]"), DocumentPath.parse("$[1]"), "a member named 1 is no element");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "a.b", "#", "#x", "#\"open", "#\"bad\\q\"", "$.", "$..a", "$[", "$[x]", "$[\"a\"", "$a", "#12 .x"})
    void malformedPathsAreRefusedWithAReason(String text) {
        PathException e = assertThrows(PathException.class, () -> DocumentPath.parse(text));
        assertFalse(e.getMessage().isBlank());
    }
    @Test void aPathOfAHundredThousandStepsHashesAndComparesWithoutRecursion() {
        DocumentPath built = DocumentPath.root();
        for (int i = 0; i < 100_000; i++) built = built.member("next");
        DocumentPath parsed = DocumentPath.parse("$" + ".next".repeat(100_000));
        assertEquals(built.hashCode(), parsed.hashCode());
        assertEquals(built, parsed);
        // the hash is the one the definition gives, each prefix's hash times 31 plus its step's
        DocumentPath shortPath = DocumentPath.root().member("a").index(2);
        int h = DocumentPath.root().hashCode() * 31 + new DocumentPath.Member("a").hashCode();
        assertEquals((h == 0 ? 1 : h) * 31 + new DocumentPath.Index(2).hashCode(), shortPath.hashCode());
    }
}
