package savelens.app.cli;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import savelens.document.Document;
import savelens.document.DocumentBuilder;
import savelens.json.JsonText;
import savelens.json.VisibleText;
import savelens.scene.SceneHierarchy;
import savelens.scene.SceneObject;
import savelens.scene.SceneRow;
import savelens.scene.SceneRows;

/**
 * The commands that read a document as a scene: {@code scene} prints its hierarchy, {@code find-tag} finds
 * objects by tag in the engine's depth-first order. Both fail (exit 1) on a document that is not a scene.
 */
final class SceneCommands {
    static final String SCENE = "scene FILE [--json]";
    static final String FIND_TAG = "find-tag FILE TAG [--all]";

    private final DocumentCommands commands;
    private final Arguments args;
    private final PrintStream out;

    SceneCommands(DocumentCommands commands, Arguments args, PrintStream out) {
        this.commands = commands;
        this.args = args;
        this.out = out;
    }

    void scene() {
        args.expect(1, SCENE);
        args.allowOnly(SCENE, "--json");
        SceneHierarchy scene = load();
        if (args.flag("--json")) SceneJson.write(scene, out);
        else lines(scene, out);
    }

    /** Bytes of lines gathered before they go to the stream together. */
    private static final int LINES_BATCH = 1 << 15;
    /** Rows from which the lines are made on two threads ({@link LinesSideBySide}). */
    static final int SIDE_BY_SIDE_FROM = 16_384;

    /**
     * Every row's {@link #line}, written as UTF-8 bytes ({@link LineBytes}): a big scene prints a line per object, and a
     * string, a builder and a pass through the stream's encoder per line cost more than the line itself in a process that
     * runs once. The lines are made in the order the file gives the objects and printed in the tree's
     * ({@link SceneHierarchy#rows}): made in the tree's order, each line read a dozen arrays and the text at places far
     * apart. A big scene's lines are made on two threads ({@link LinesSideBySide}). The lines made are copied out a batch
     * at a time ({@link LineQueue}), and go to the stream many at a time. {@code out} writes UTF-8 (as the command line's
     * standard output does).
     */
    static void lines(SceneHierarchy scene, PrintStream out) { lines(scene, out, SIDE_BY_SIDE_FROM); }

    /** As {@link #lines(SceneHierarchy, PrintStream)}, on two threads from {@code sideBySideFrom} rows on. */
    static void lines(SceneHierarchy scene, PrintStream out, int sideBySideFrom) {
        SceneRows rows = scene.rows();
        byte[] newline = System.lineSeparator().getBytes(StandardCharsets.UTF_8);
        LineBytes b = new LineBytes(out, LINES_BATCH + 1024);
        LineQueue queue = new LineQueue();
        try {
            if (rows.count() >= sideBySideFrom) {
                LinesSideBySide made = LinesSideBySide.made(rows, newline);
                rows.inOrder(n -> made.print(n, queue, b, LINES_BATCH));
            } else {
                ShownKinds shownKinds = new ShownKinds();
                MadeLines made = new MadeLines();
                rows.reader().rows(0, rows.count(), o -> {
                    line(o, shownKinds, made.bytes);
                    made.bytes.bytes(newline);
                    made.ended(o.number());
                });
                rows.inOrder(n -> queue.print(made, n, b, LINES_BATCH));
            }
        } finally {
            queue.printQueued(b, LINES_BATCH);
            b.flush(); // the lines printed before a failure are printed as they were one at a time
        }
    }

    void findTag() {
        args.expect(2, FIND_TAG);
        args.allowOnly(FIND_TAG, "--all");
        Document doc = commands.load().document();
        String tag = args.positional.get(1);
        List<SceneObject> found = SceneHierarchy.findWithTag(doc, tag, !args.flag("--all"))
                .orElseThrow(() -> new CliFailure(CliFailure.REQUEST_FAILED, "not a scene"));
        if (found.isEmpty()) throw new CliFailure(CliFailure.REQUEST_FAILED, "no object has the tag " + JsonText.quote(tag));
        for (SceneObject o : found) out.println(o.id() + " " + VisibleText.show(o.name()));
    }

    private SceneHierarchy load() {
        Document doc = commands.load().document();
        return SceneHierarchy.forObjects(doc).orElseThrow(() -> new CliFailure(CliFailure.REQUEST_FAILED, "not a scene"));
    }

    /** Levels indented at most; a deeper object's line says its depth instead (a 100,000-deep chain stays small). */
    static final int MAX_INDENT = 64;

    /**
     * {@code name  [tag, layer N]  (inactive | inactive in hierarchy)  (hidden)  components}, indented two spaces a
     * level up to {@link #MAX_INDENT} levels, below that {@code [depth N]} before the name ({@code hidden} only where the engine keeps visibility apart from being active, as Godot does); an
     * object from a prefab instance says which prefab and how many modifications ({@code --json} lists them). {@code shownKinds}: each component kind as shown (its bytes), by the kind's own string, kept
     * from line to line. Appended to {@code b}, without the line's end.
     */
    static void line(SceneRow o, ShownKinds shownKinds, LineBytes b) {
        int depth = o.depth();
        b.bytes(INDENT, 0, 2 * Math.min(depth, MAX_INDENT));
        if (depth > MAX_INDENT) b.text("[depth ").number(depth).text("] "); // deeper lines would grow with the square of the depth
        int plain = o.plainNameLength(); // a name of plain ASCII is copied from the text as it is
        if (plain > 0) {
            o.copyPlainName(b.reserve(plain), b.size());
            b.wrote(plain);
        } else if (plain == 0 || o.name().isEmpty()) b.text(o.id().toString());
        else b.shown(o.name());
        boolean marks = false;
        List<String> tags = o.tags();
        for (int i = 0; i < tags.size(); i++) { // by index: an iterator per row, most of them of no tag, cost as much
            b.bytes(marks ? COMMA_SPACE : MARKS_OPEN).shown(tags.get(i));
            marks = true;
        }
        if (o.layer() != null) {
            b.bytes(marks ? COMMA_SPACE : MARKS_OPEN).bytes(LAYER).shown(o.layer().text());
            marks = true;
        }
        if (marks) b.append(']');
        if (o.isInherited()) b.text("  (").shown(o.inherited().describe()).append(')');
        if (!o.activeSelf()) b.bytes(INACTIVE);
        else if (!o.activeInHierarchy()) b.bytes(INACTIVE_IN_HIERARCHY);
        if (Boolean.FALSE.equals(o.visible())) b.bytes(HIDDEN);
        if (o.fromPrefab()) {
            int n = o.prefab().modifications().size();
            b.text("  ").text(o.prefab().introduction()).append(' ').shown(o.prefab().source())
                    .text(" (").number(n).text(n == 1 ? " modification)" : " modifications)");
        }
        int components = o.componentCount();
        for (int i = 0; i < components; i++) {
            b.bytes(i == 0 ? TWO_SPACES : COMMA_SPACE).bytes(shownKinds.shown(o.componentKind(i)));
            long number = o.componentNumber(i); // no id nor string made for a number id
            if (number != DocumentBuilder.NO_ID) b.bytes(SPACE_HASH).number(number);
            else b.append(' ').text(String.valueOf(o.componentId(i)));
        }
    }

    private static final byte[] TWO_SPACES = {' ', ' '}, COMMA_SPACE = {',', ' '}, SPACE_HASH = {' ', '#'};
    // The marks as their bytes: copied a char at a time from a string per line, a third of the objects of a big scene
    // each said "(inactive in hierarchy)" at the cost of its name.
    private static final byte[] MARKS_OPEN = ascii("  ["), LAYER = ascii("layer "), INACTIVE = ascii("  (inactive)"),
            INACTIVE_IN_HIERARCHY = ascii("  (inactive in hierarchy)"), HIDDEN = ascii("  (hidden)");

    private static byte[] ascii(String s) { return s.getBytes(StandardCharsets.US_ASCII); }

    private static final byte[] INDENT = "  ".repeat(MAX_INDENT).getBytes(StandardCharsets.US_ASCII);
}
