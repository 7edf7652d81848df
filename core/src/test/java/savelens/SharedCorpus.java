package savelens;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The external corpora beside the repository, in {@code ../shared}: used when present; without them a
 * test that needs one is skipped, and says so on stderr once per test method, so that a clone with
 * nothing beside it still passes and shows what it did not run.
 */
public enum SharedCorpus {
    SAMPLES("savelens.samples", "../shared/samples", "real saves; CI has them"),
    JSON_TEST_SUITE("savelens.jsontestsuite", "../shared/third_party/JSONTestSuite", "the public JSON parsing suite; CI has it");

    private static final Set<String> TOLD = ConcurrentHashMap.newKeySet();

    private final String property;
    private final String beside;
    private final String what;

    SharedCorpus(String property, String beside, String what) {
        this.property = property;
        this.beside = beside;
        this.what = what;
    }

    /** The corpus folder, as surefire passes it (else relative to the module). */
    public Path dir() {
        String p = System.getProperty(property);
        return Path.of(p != null ? p : "../" + beside).toAbsolutePath().normalize();
    }

    public boolean present() { return Files.isDirectory(dir()); }

    /** The corpus folder; when it is absent, the calling test is skipped with a printed reason. */
    public Path require() {
        if (!present()) {
            String reason = tellAbsent();
            assumeTrue(false, reason);
        }
        return dir();
    }

    /**
     * Whether the corpus is there, for a test that runs on less without it (a property run on the fixtures
     * alone): when absent, says on stderr, once per test, what the test leaves out.
     */
    public boolean presentOrTell() {
        if (present()) return true;
        tellAbsent();
        return false;
    }

    private String tellAbsent() {
        // The outermost SaveLens frame is the test method (or its dynamic test's lambda), not a helper it called.
        String test = StackWalker.getInstance().walk(frames -> frames
                .filter(f -> f.getClassName().startsWith("savelens.")).reduce((inner, outer) -> outer)
                .map(f -> simpleName(f.getClassName()) + "." + methodName(f.getMethodName())).orElse("?"));
        String reason = beside + " not found (" + what + ")";
        if (TOLD.add(test + reason)) System.err.println("skipped: " + reason + ": " + test);
        return reason;
    }

    private static String simpleName(String className) { return className.substring(className.lastIndexOf('.') + 1); }

    /** A lambda's frame ({@code lambda$everyCase$2}) named by the method it is written in. */
    private static String methodName(String frame) {
        return frame.startsWith("lambda$") ? frame.substring(7, frame.indexOf('$', 7)) : frame;
    }
}
