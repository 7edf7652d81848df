package savelens.format.hostile;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.UnreadableDocumentException;
import savelens.file.Formats;
import savelens.graph.DocumentCheck;
import savelens.graph.GraphAnalysis;
import savelens.path.DocumentPath;
import savelens.path.ValuePrinter;

/**
 * Reads damaged input as SaveLens reads a file, and holds the outcome to the rule for hostile input: a
 * document (which {@code info}, {@code check} and {@code get $} can then analyse and print), or an
 * {@link UnreadableDocumentException} whose message is one plain line. Anything else fails the test with
 * the input that caused it.
 */
final class HostileReading {
    enum Outcome { READ, REFUSED }

    /** A Java class name in a message: what the user must never see. */
    private static final Pattern CLASS_NAME = Pattern.compile("[A-Za-z]*(Exception|Error)\\b|java\\.|javax\\.|com\\.fasterxml");

    /** Inputs tried and documents read, by the format of the document they were made from. */
    private final Map<String, int[]> tally = new TreeMap<>();

    /** Reads {@code bytes} as the file of {@code subject}; {@code what} says how they were made, for a failure. */
    Outcome read(Subject subject, byte[] bytes, String what) {
        Outcome outcome = outcome(subject, bytes, what);
        int[] t = tally.computeIfAbsent(subject.format().name(), k -> new int[2]);
        t[0]++;
        if (outcome == Outcome.READ) t[1]++;
        return outcome;
    }

    static Outcome outcome(Subject subject, byte[] bytes, String what) {
        try {
            Document doc = Formats.read(bytes, ReadContext.of(subject.path()));
            GraphAnalysis analysis = GraphAnalysis.of(doc);
            DocumentCheck.diagnostics(doc, analysis);
            new ValuePrinter(doc).print(DocumentPath.parse("$").resolve(doc));
            return Outcome.READ;
        } catch (UnreadableDocumentException e) {
            assertPlain(e.getMessage(), subject + ", " + what);
            return Outcome.REFUSED;
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            return fail(subject + ", " + what + ": " + e.getClass().getName() + ": " + e.getMessage(), e);
        }
    }

    static void assertPlain(String message, String what) {
        if (message == null || message.isBlank()) fail(what + ": a refusal without a message");
        if (message.contains("\n")) fail(what + ": a message of more than one line: " + message);
        if (CLASS_NAME.matcher(message).find()) fail(what + ": a message naming Java: " + message);
    }

    int tried() { return tally.values().stream().mapToInt(t -> t[0]).sum(); }

    /** One line per test: inputs tried per format and how many of them still read as a document. */
    void report(String test) {
        StringBuilder s = new StringBuilder(test).append(": ");
        tally.forEach((format, t) -> s.append(format).append(' ').append(t[0]).append(" inputs (").append(t[1]).append(" read), "));
        System.out.println(s.append(tried()).append(" in all"));
    }
}
