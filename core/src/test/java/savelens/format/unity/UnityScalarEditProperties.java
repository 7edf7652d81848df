package savelens.format.unity;

import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.document.ValueKind;
import savelens.file.Formats;

/**
 * Random edits of a Unity scene's scalars (strings with quotes, colons, hashes, blanks, line breaks and text
 * past ASCII; numbers of every sign and size): the file still reads with SnakeYAML Engine, with that scalar
 * alone changed to the new value; every byte outside the edited scalar is the same; undo gives the exact bytes.
 */
@StatisticsReport(onFailureOnly = true) // what the tries covered is worth reading when one fails
class UnityScalarEditProperties {
    /** Every scalar style (this part's own fixture), and scenes of both Unity generations with stripped prefab parts. */
    private static final List<String> FIXTURES = List.of("edit/styles.unity", "scene-2017.unity", "scene-2022.unity");

    @Provide
    static Arbitrary<String> strings() {
        Arbitrary<String> pieces = Arbitraries.of("a", "Main", " ", ":", ": ", " #", "#", "'", "''", "\"", "-", "- ", "?", ",", "[",
                "]", "{", "}", "&", "*", "!", "|", ">", "%", "@", "`", "\\", "\t", "\n", "\u0007", "é", "Привет", "😀", "\u00a0",
                "0", "12", "-3", ".5", "1e3", "true", "null", "~", "yes", "---", "...", "fileID");
        return Arbitraries.oneOf(pieces.list().ofMaxSize(6).map(l -> String.join("", l)),
                Arbitraries.strings().all().ofMaxLength(8).filter(UnityScalarEditProperties::noLoneSurrogate));
    }

    @Provide
    static Arbitrary<String> numbers() {
        return Arbitraries.oneOf(
                Arbitraries.longs().map(l -> Long.toString(l)),
                Arbitraries.integers().between(-100000, 100000).map(i -> i + "." + Math.abs(i % 1000)),
                Arbitraries.doubles().between(-1e6, 1e6).map(d -> Double.toString(d)).filter(s -> !s.contains("E")));
    }

    @Property(tries = 400)
    void aStringEditChangesThatScalarAlone(@ForAll("strings") String value, @ForAll("choice") int choice, @ForAll("fixture") String fixture) {
        check(fixture, ValueKind.STRING, choice, NewValue.string(value), value);
    }

    @Property(tries = 200)
    void aNumberEditChangesThatScalarAlone(@ForAll("numbers") String literal, @ForAll("choice") int choice, @ForAll("fixture") String fixture) {
        check(fixture, ValueKind.NUMBER, choice, NewValue.number(literal), SnakeYamlView.scalar(literal));
    }

    @Provide
    static Arbitrary<String> fixture() { return Arbitraries.of(FIXTURES); }

    private static void check(String fixture, ValueKind kind, int choice, NewValue newValue, Object expected) {
        byte[] original = UnityFixtures.bytes(fixture);
        Document doc = Formats.read(original.clone(), ReadContext.of(Path.of(fixture)));
        List<Integer> candidates = ScalarEditCheck.scalars(doc, kind);
        int v = candidates.get(choice % candidates.size());
        Statistics.label("style").collect(YamlScalarStyle.at(original, doc.index().startInt(v), doc.index().endInt(v)));
        Statistics.label("folded").collect(doc.raw(v).indexOf('\n') >= 0);
        ScalarEditCheck.check(doc, v, newValue, expected);
    }

    @Provide
    static Arbitrary<Integer> choice() { return Arbitraries.integers().between(0, Integer.MAX_VALUE - 1); }

    private static boolean noLoneSurrogate(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) i++;
            else if (Character.isSurrogate(c)) return false;
        }
        return true;
    }
}
