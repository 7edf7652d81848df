package savelens.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import savelens.Fixtures;
import savelens.diff.Alignment;
import savelens.diff.DocumentDiff;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.document.ValueKind;
import savelens.edit.AddField;
import savelens.edit.DocumentFacts;
import savelens.edit.EditCommand;
import savelens.edit.EditRefusedException;
import savelens.edit.InsertElement;
import savelens.edit.RemoveChild;
import savelens.file.Formats;
import savelens.format.FormatCapabilities;
import savelens.format.FormatCapabilities.EditKind;
import savelens.format.FormatProvider;
import savelens.format.MatchStrength;
import savelens.graph.GraphAnalysis;
import savelens.index.ValueIndex;
import savelens.scene.SceneShape;
import savelens.scene.SceneShapes;

/**
 * The conformance kit: every format provider against every fixture of its format. A fixture belongs to the
 * provider named by its folder in {@code fixtures/} ({@code godot/} is {@code godot-text}'s); within it, the files
 * ending in one of the provider's extensions (type registries and decoded copies are not documents); in a folder no
 * format is named after, each file belongs to the one format whose extensions its name ends with. A new
 * format gets every check here by adding its provider and its fixtures.
 */
class FormatConformanceTest {
    /** Scalars edited per fixture: spread over the file, enough to cross every kind of value without taking minutes. */
    private static final int SCALAR_EDITS = 24;
    private static final int FUZZ_TRIES = 40;

    record Case(FormatProvider provider, Path file) {
        @Override public String toString() { return provider.name() + " " + Fixtures.dir().relativize(file).toString().replace('\\', '/'); }

        ReadContext context() { return ReadContext.of(file); }

        byte[] bytes() {
            try {
                return Files.readAllBytes(file);
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        }

        Document read() { return read(bytes()); }

        Document read(byte[] bytes) { return provider.read(provider.decode(bytes), context()); }
    }

    static List<Case> cases() {
        List<Case> out = new ArrayList<>();
        for (FormatProvider p : Formats.all()) {
            for (Path folder : folders(p)) {
                try (Stream<Path> files = Files.walk(folder)) {
                    files.filter(Files::isRegularFile).filter(f -> isDocument(p, f)).sorted().forEach(f -> out.add(new Case(p, f)));
                } catch (IOException e) {
                    throw new AssertionError(e);
                }
            }
        }
        // A folder no format is named after (rpgmaker-xp/): each file there belongs to the one format reading its extension.
        try (Stream<Path> files = Files.walk(Fixtures.dir())) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                Path folder = Fixtures.dir().resolve(Fixtures.dir().relativize(f).getName(0));
                if (Formats.all().stream().anyMatch(p -> folders(p).contains(folder))) continue;
                List<FormatProvider> readers = Formats.all().stream().filter(p -> isDocument(p, f)).toList();
                if (readers.size() == 1) out.add(new Case(readers.get(0), f));
            }
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return out;
    }

    /** The fixture folders of a format: the one named as it is, or as the part of its name before a dash. */
    static List<Path> folders(FormatProvider p) {
        List<Path> out = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(Fixtures.dir())) {
            dirs.filter(Files::isDirectory).forEach(d -> {
                String name = d.getFileName().toString();
                if (p.name().equals(name) || p.name().startsWith(name + "-") && Formats.byName(name) == null) out.add(d);
            });
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return out;
    }

    private static boolean isDocument(FormatProvider p, Path f) {
        String name = f.getFileName().toString();
        return p.extensionMatches(f) && !name.endsWith(".registry.json") && !name.endsWith(".decoded.json");
    }

    @Test
    void everyProviderHasFixtures() {
        assertTrue(Formats.all().size() >= 9, "providers found: " + Formats.all());
        List<String> without = new ArrayList<>();
        for (FormatProvider p : Formats.all()) if (cases().stream().noneMatch(c -> c.provider() == p)) without.add(p.name());
        assertEquals(List.of(), without, "formats without a fixture in fixtures/");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void detectionPicksItsFormatAndNoneClaimsMoreStrongly(Case c) {
        byte[] bytes = c.bytes();
        MatchStrength own = c.provider().match(bytes, c.file(), c.context());
        assertTrue(own.compareTo(MatchStrength.INCONCLUSIVE) >= 0, c + " is not claimed by its own format: " + own);
        for (FormatProvider other : Formats.all()) {
            if (other == c.provider()) continue;
            MatchStrength theirs = other.match(bytes, c.file(), c.context());
            assertTrue(theirs.compareTo(own) <= 0, other.name() + " claims " + c + " more strongly (" + theirs + " over " + own + ")");
            if (theirs == own) {
                assertTrue(c.provider().capabilities().preference() < other.capabilities().preference(),
                        other.name() + " claims " + c + " as strongly and is preferred");
            }
        }
        assertSame(c.provider(), Formats.formatFor(bytes, c.context()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void openAndSaveUnchangedIsByteIdentical(Case c) {
        byte[] bytes = c.bytes();
        Document doc = Formats.read(c.provider(), bytes, c.context());
        assertArrayEquals(bytes, c.provider().encode(doc.text()), c + " written back differs");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void eachScalarEditEqualsAFreshReadOfTheEditedBytes(Case c) {
        Document doc = c.read();
        List<Integer> scalars = new ArrayList<>();
        for (int v = 0; v < doc.index().count(); v++) {
            if (doc.kind(v).isScalar() && doc.kind(v) != ValueKind.NULL && !doc.isHidden(v) && !doc.isSynthetic(v)) scalars.add(v);
        }
        int step = Math.max(1, scalars.size() / SCALAR_EDITS), applied = 0;
        for (int i = 0; i < scalars.size(); i += step) {
            int v = scalars.get(i);
            NewValue value = switch (doc.kind(v)) {
                case NUMBER -> NewValue.parse("7");
                case BOOL -> NewValue.parse(doc.raw(v).contains("true") ? "false" : "true");
                default -> NewValue.string("conformance é \"quoted\"");
            };
            if (tryEdit(c, doc, new savelens.edit.SetValue(v, value, "value " + v))) applied++;
        }
        if (doc.syntax().readOnly() != null) assertEquals(0, applied, c + ": a document opened read-only took an edit");
        else if (c.provider().capabilities().allows(EditKind.SET_SCALAR)) assertTrue(scalars.isEmpty() || applied > 0, c + ": no scalar edit was taken");
        else assertEquals(0, applied, c + ": a format without scalar edits took one");
    }

    /** A document opened read-only (a Marshal scripts file) refuses each kind of edit with its reason, and its text stays. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void aReadOnlyDocumentRefusesEveryEditWithItsReason(Case c) {
        Document doc = c.read();
        String reason = doc.syntax().readOnly();
        if (reason == null) return;
        int object = first(doc, ValueIndex.OBJECT), array = first(doc, ValueIndex.ARRAY);
        List<EditCommand> edits = new ArrayList<>();
        for (int v = 1; v < doc.index().count() && edits.isEmpty(); v++) {
            if (doc.kind(v) == ValueKind.STRING) edits.add(new savelens.edit.SetValue(v, NewValue.string("x"), "value " + v));
        }
        if (object >= 0) edits.add(new AddField(object, "field", NewValue.parse("1"), "object"));
        if (array >= 0) edits.add(new InsertElement(array, 0, NewValue.parse("1"), "array"));
        if (array >= 0 && doc.index().firstChild(array) >= 0) edits.add(new RemoveChild(doc.index().firstChild(array), "element"));
        assertTrue(!edits.isEmpty(), c + ": nothing to try");
        byte[] before = doc.text().clone();
        for (EditCommand edit : edits) {
            EditRefusedException refused = org.junit.jupiter.api.Assertions.assertThrows(EditRefusedException.class, () -> edit.execute(doc), edit.description());
            assertEquals(reason, refused.getMessage(), edit.description());
        }
        assertArrayEquals(before, doc.text());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void structuralEditsEqualAFreshReadWhereTheFormatTakesThem(Case c) {
        Document doc = c.read();
        FormatCapabilities caps = c.provider().capabilities();
        int object = first(doc, ValueIndex.OBJECT), array = first(doc, ValueIndex.ARRAY);
        if (caps.allows(EditKind.ADD_FIELD) && object >= 0) addField(c, doc);
        if (caps.allows(EditKind.INSERT_ELEMENT) && array >= 0) tryEdit(c, doc, new InsertElement(array, 0, NewValue.parse("1"), "array"));
        if (caps.allows(EditKind.REMOVE) && array >= 0 && doc.visibleChildCount(array) > 0) {
            int element = doc.index().firstChild(array);
            while (element >= 0 && doc.isHidden(element)) element = doc.index().nextSibling(element);
            if (element >= 0) tryEdit(c, doc, new RemoveChild(element, "element"));
        }
    }

    /**
     * Adds a field to the first object that takes one (a Marshal object refuses a new instance variable; its hashes
     * take entries), trying up to {@link #ADD_FIELD_TRIES} objects; true when one was taken.
     */
    private static boolean addField(Case c, Document doc) {
        int tried = 0;
        for (int v = 0; v < doc.index().count() && tried < ADD_FIELD_TRIES; v++) {
            if (doc.index().kind(v) != ValueIndex.OBJECT || doc.isHidden(v) || doc.isSynthetic(v) || doc.kind(v) == ValueKind.REFERENCE) continue;
            tried++;
            if (tryEdit(c, doc, new AddField(v, "conformanceField", NewValue.parse("1"), "object " + v))) return true;
        }
        return false;
    }

    private static final int ADD_FIELD_TRIES = 30;

    @Test
    void aFormatThatAddsFieldsAddsOneToSomeFixtureOfIt() {
        List<String> none = new ArrayList<>();
        for (FormatProvider p : Formats.all()) {
            if (!p.capabilities().allows(EditKind.ADD_FIELD)) continue;
            boolean taken = false;
            for (Case c : cases()) {
                if (c.provider() != p) continue;
                Document doc = c.read();
                if (doc.syntax().readOnly() == null && first(doc, ValueIndex.OBJECT) >= 0 && addField(c, doc)) {
                    taken = true;
                    break;
                }
            }
            if (!taken && cases().stream().anyMatch(c -> c.provider() == p)) none.add(p.name());
        }
        assertEquals(List.of(), none, "formats whose capabilities say add-field and whose fixtures take none");
    }

    /** The first container of that kind the user sees and may change, or -1. */
    private static int first(Document doc, int kind) {
        for (int v = 0; v < doc.index().count(); v++) {
            if (doc.index().kind(v) == kind && !doc.isHidden(v) && !doc.isSynthetic(v) && doc.kind(v) != ValueKind.REFERENCE) return v;
        }
        return -1;
    }

    /** Applies an edit; a refusal (with its reason) is allowed, anything taken must equal a fresh read of the bytes it writes. */
    private static boolean tryEdit(Case c, Document doc, EditCommand edit) {
        Document edited;
        try {
            edited = edit.execute(doc);
        } catch (EditRefusedException | savelens.document.SyntaxRefusedException refused) {
            assertNotNull(refused.getMessage());
            return false;
        }
        byte[] file = c.provider().encode(edited.text());
        Document fresh = c.read(file);
        assertEquals(String.join("\n", DocumentFacts.of(fresh, GraphAnalysis.of(fresh))),
                String.join("\n", DocumentFacts.of(edited, GraphAnalysis.of(edited))), c + ": " + edit.description());
        return true;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void corruptBytesAreRefusedOnlyAsDocumented(Case c) {
        byte[] bytes = c.bytes();
        Random random = new Random(c.toString().hashCode());
        for (int i = 0; i < FUZZ_TRIES; i++) {
            byte[] broken;
            String what;
            if (i % 2 == 0) {
                int length = random.nextInt(bytes.length);
                broken = java.util.Arrays.copyOf(bytes, length);
                what = "cut to " + length + " bytes";
            } else {
                broken = bytes.clone();
                int at = random.nextInt(bytes.length), bit = random.nextInt(8);
                broken[at] ^= (byte) (1 << bit);
                what = "bit " + bit + " of byte " + at + " flipped";
            }
            try {
                Formats.read(broken, c.context());
            } catch (UnreadableDocumentException refused) {
                assertTrue(refused.getMessage() != null && !refused.getMessage().isBlank(), c + " " + what + ": a refusal without a reason");
            } catch (RuntimeException | StackOverflowError e) {
                fail(c + " " + what + ": " + e, e);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void diffOfAFileWithItselfIsEmpty(Case c) {
        Document a = c.read(), b = c.read();
        assertEquals(List.of(), DocumentDiff.between(a, b, Alignment.of(a)), c.toString());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void aSceneHasTheShapeItsFormatNames(Case c) {
        Document doc = c.read();
        String shape = SceneShapes.of(doc).map(SceneShape::name).orElse(null);
        if (shape != null) assertEquals(c.provider().capabilities().sceneShape(), shape, c + " is a scene of another shape than its format's");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theSyntaxDeclaresTheSceneShapeItsCapabilitiesName(Case c) {
        assertEquals(c.provider().capabilities().sceneShape(), c.read().syntax().sceneShape(), c.toString());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void editsAreReadAgainExactlyWhenTheCapabilitiesSaySo(Case c) {
        assertEquals(!c.provider().capabilities().patchedInPlace(), c.read().syntax().editsReadAgain(), c.toString());
        assertEquals(c.provider().name(), c.read().syntax().name(), c.toString());
    }
}
