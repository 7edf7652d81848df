package savelens.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ShownTypes;
import savelens.edit.RemoveNodes;
import savelens.file.OpenFile;
import savelens.json.JsonText;
import savelens.path.DocumentPath;
import savelens.path.Location;
import savelens.save.SaveOptions;
import savelens.size.BigNode;
import savelens.size.Dominators;
import savelens.size.EdgeLabels;
import savelens.size.PathTree;
import savelens.size.RootPaths;
import savelens.size.SizeAnalysis;
import savelens.size.TypeSize;

/** {@code size}, {@code dominators}, {@code why} and {@code clean}: what makes a file big and what keeps a node in it. */
final class SizeCommands {
    static final String SIZE = "size FILE [--top N] [--by type] [--all] [--json]";
    static final String DOMINATORS = "dominators FILE [NODE] [--depth N] [--json]";
    static final String WHY = "why FILE NODE [--json]";
    static final String CLEAN = "clean FILE --unreachable [--apply] [-o OUT] [--backups N]";
    /** Children listed under one node of the dominator tree before the rest are summed up. */
    private static final int CHILDREN_SHOWN = 20;

    /** The analysis the commands run; a test puts a failing one here to see the internal-error exit. */
    static Function<Document, SizeAnalysis> analyser = SizeAnalysis::of;

    private final DocumentCommands commands;
    private final Arguments args;
    private final PrintStream out;

    SizeCommands(DocumentCommands commands, Arguments args, PrintStream out) {
        this.commands = commands;
        this.args = args;
        this.out = out;
    }

    // ---- size

    void size() {
        args.expect(1, SIZE);
        args.allowOnly(SIZE, "--top", "--by", "--all", "--json");
        int top = number("--top", 20, SIZE);
        String by = args.option("--by");
        if (by != null && !by.equals("type")) throw new CliFailure(CliFailure.USAGE, "--by takes type, not " + by + "; usage: savelens " + SIZE);
        if (by != null && args.flag("--all")) throw new CliFailure(CliFailure.USAGE, "--by type and --all are two views; give one");
        OpenFile file = commands.load();
        Document doc = file.document();
        if (doc.isSingleValue()) throw new CliFailure(CliFailure.REQUEST_FAILED, "the document is one value, with no nodes to size");
        SizeAnalysis a = analyser.apply(doc);
        NodeNames names = new NodeNames(doc, a.graph(), file.valueNames());
        long fileBytes = fileBytes(file.path(), a.textBytes());
        boolean json = args.flag("--json");
        if (args.flag("--all")) {
            if (json) allJson(a, names, fileBytes);
            else allLines(a, names);
        } else if (by != null) {
            // The histogram is whole unless --top is given: then its first N types.
            List<TypeSize> types = a.histogram();
            if (args.option("--top") != null && top < types.size()) types = types.subList(0, top);
            if (json) typesJson(a, fileBytes, types);
            else typeLines(a, fileBytes, types);
        } else {
            if (json) biggestJson(a, names, fileBytes, top);
            else biggestLines(a, names, fileBytes, top);
        }
    }

    private void header(SizeAnalysis a, long fileBytes) {
        Document doc = a.document();
        out.println("text " + a.textBytes() + " bytes (" + a.documentBytes() + " outside every node), file " + fileBytes + " bytes, "
                + doc.fileNodeCount() + " nodes" + (a.unreachableCount() > 0 ? ", " + a.unreachableCount() + " unreachable (" + a.unreachableBytes()
                + " bytes)" : ""));
    }

    private void biggestLines(SizeAnalysis a, NodeNames names, long fileBytes, int top) {
        header(a, fileBytes);
        List<BigNode> big = a.biggest(top);
        if (big.isEmpty()) {
            out.println("no node but the root");
            return;
        }
        out.println(String.format(Locale.ROOT, "%9s %9s %7s  %s", "retained", "shallow", "%", "node"));
        for (BigNode b : big) {
            out.println(String.format(Locale.ROOT, "%9d %9d %6.1f%%  %s", b.retained(), b.shallow(), b.percent(), names.label(b.node())));
        }
        List<BigNode> suspects = big.stream().filter(BigNode::isSuspect).toList();
        if (!suspects.isEmpty()) {
            out.println("biggest objects:");
            for (BigNode b : suspects) out.println("  " + names.brief(b.node()) + " " + b.reason());
        }
    }

    private void biggestJson(SizeAnalysis a, NodeNames names, long fileBytes, int top) {
        StringBuilder s = totals(a, fileBytes).append(",\"unreachable\":{\"nodes\":").append(a.unreachableCount()).append(",\"bytes\":")
                .append(a.unreachableBytes()).append("},\"biggest\":[");
        List<BigNode> big = a.biggest(top);
        for (int i = 0; i < big.size(); i++) {
            BigNode b = big.get(i);
            if (i > 0) s.append(',');
            s.append("{\"node\":").append(JsonText.quote(names.id(b.node()))).append(",\"type\":").append(quote(a.document().type(b.node())));
            String where = names.wholePath(b.node());
            if (where != null) s.append(",\"path\":").append(JsonText.quote(where));
            String name = names.name(b.node());
            if (name != null) s.append(",\"name\":").append(JsonText.quote(name));
            s.append(",\"shallow\":").append(b.shallow()).append(",\"retained\":").append(b.retained())
                    .append(",\"percent\":").append(String.format(Locale.ROOT, "%.1f", b.percent()))
                    .append(",\"suspect\":").append(b.isSuspect()).append(",\"reason\":").append(JsonText.quote(b.reason())).append('}');
        }
        out.println(s.append("]}"));
    }

    private void allLines(SizeAnalysis a, NodeNames names) {
        Document doc = a.document();
        out.println(String.format(Locale.ROOT, "%9s %9s  %-12s %s", "retained", "shallow", "dominator", "node"));
        for (int v = 0; v < doc.nodeCount(); v++) {
            out.println(String.format(Locale.ROOT, "%9d %9d  %-12s %s", a.retained(v), a.shallow(v), dominatorName(a, names, v), names.label(v)));
        }
    }

    private void allJson(SizeAnalysis a, NodeNames names, long fileBytes) {
        Document doc = a.document();
        StringBuilder s = totals(a, fileBytes).append(",\"nodes\":[");
        for (int v = 0; v < doc.nodeCount(); v++) {
            if (v > 0) s.append(',');
            int d = a.dominator(v);
            s.append("{\"node\":").append(JsonText.quote(names.id(v))).append(",\"type\":").append(quote(doc.type(v)))
                    .append(",\"shallow\":").append(a.shallow(v)).append(",\"retained\":").append(a.retained(v)).append(",\"dominator\":")
                    .append(d == Dominators.NONE ? "null" : JsonText.quote(dominatorName(a, names, v))).append('}');
        }
        out.println(s.append("]}"));
    }

    private static StringBuilder totals(SizeAnalysis a, long fileBytes) {
        return new StringBuilder("{\"textBytes\":").append(a.textBytes()).append(",\"documentBytes\":").append(a.documentBytes())
                .append(",\"fileBytes\":").append(fileBytes);
    }

    private static String dominatorName(SizeAnalysis a, NodeNames names, int v) {
        int d = a.dominator(v);
        return d == Dominators.NONE ? "-" : d == Dominators.UNREACHABLE ? "unreachable" : names.shownId(d);
    }

    private void typeLines(SizeAnalysis a, long fileBytes, List<TypeSize> types) {
        header(a, fileBytes);
        out.println(String.format(Locale.ROOT, "%9s %9s %7s %7s  %s", "retained", "shallow", "%", "count", "type"));
        for (TypeSize t : types) {
            out.println(String.format(Locale.ROOT, "%9d %9d %6.1f%% %7d  %s", t.retained(), t.shallow(), a.percent(t.retained()), t.count(), ShownTypes.of(a.document(), t.type())));
        }
    }

    private void typesJson(SizeAnalysis a, long fileBytes, List<TypeSize> rows) {
        StringBuilder s = totals(a, fileBytes).append(",\"types\":[");
        for (int i = 0; i < rows.size(); i++) {
            TypeSize t = rows.get(i);
            if (i > 0) s.append(',');
            s.append("{\"type\":").append(quote(t.type())).append(",\"count\":").append(t.count()).append(",\"shallow\":").append(t.shallow())
                    .append(",\"retained\":").append(t.retained()).append('}');
        }
        out.println(s.append("]}"));
    }

    // ---- dominators

    void dominators() {
        if (args.positional.size() < 1 || args.positional.size() > 2) throw new CliFailure(CliFailure.USAGE, "usage: savelens " + DOMINATORS);
        args.allowOnly(DOMINATORS, "--depth", "--json");
        int depth = number("--depth", 3, DOMINATORS);
        OpenFile file = commands.load();
        Document doc = file.document();
        if (doc.isSingleValue()) throw new CliFailure(CliFailure.REQUEST_FAILED, "the document is one value, with no nodes");
        int from = args.positional.size() == 2 ? node(doc, args.positional.get(1)) : doc.root();
        SizeAnalysis a = analyser.apply(doc);
        NodeNames names = new NodeNames(doc, a.graph(), file.valueNames());
        boolean json = args.flag("--json");
        boolean whole = args.positional.size() == 1 && a.unreachableCount() > 0;
        if (json) {
            StringBuilder s = new StringBuilder();
            if (whole) s.append('[');
            treeJson(a, names, from, depth, s);
            if (whole) {
                s.append(",{\"node\":\"unreachable\",\"retained\":").append(a.unreachableBytes()).append(",\"count\":").append(a.unreachableCount())
                        .append(",\"children\":[");
                childrenJson(a, names, Dominators.UNREACHABLE, depth, s);
                s.append("]}]");
            }
            out.println(s);
            return;
        }
        out.println(String.format(Locale.ROOT, "%9s %9s %7s  %s", "retained", "shallow", "%", "node"));
        treeLines(a, names, from, "", "", depth);
        if (whole) {
            out.println(String.format(Locale.ROOT, "%9d %9s %6.1f%%  unreachable (%d nodes)", a.unreachableBytes(), "", a.percent(a.unreachableBytes()),
                    a.unreachableCount()));
            children(a, names, Dominators.UNREACHABLE, "", depth);
        }
    }

    private void treeLines(SizeAnalysis a, NodeNames names, int node, String lead, String rest, int depth) {
        out.println(String.format(Locale.ROOT, "%9d %9d %6.1f%%  %s%s", a.retained(node), a.shallow(node), a.percent(a.retained(node)), lead,
                names.label(node)));
        if (depth > 0) children(a, names, node, rest, depth);
    }

    private void children(SizeAnalysis a, NodeNames names, int node, String rest, int depth) {
        int[] kids = a.children(node);
        int shown = Math.min(kids.length, CHILDREN_SHOWN);
        for (int i = 0; i < shown; i++) {
            boolean last = i == kids.length - 1;
            treeLines(a, names, kids[i], rest + (last ? "└─ " : "├─ "), rest + (last ? "   " : "│  "), depth - 1);
        }
        if (kids.length > shown) {
            long more = 0;
            for (int i = shown; i < kids.length; i++) more += a.retained(kids[i]);
            out.println(String.format(Locale.ROOT, "%9d %9s %6.1f%%  %s└─ … %d more", more, "", a.percent(more), rest, kids.length - shown));
        }
    }

    private void treeJson(SizeAnalysis a, NodeNames names, int node, int depth, StringBuilder s) {
        s.append("{\"node\":").append(JsonText.quote(names.id(node))).append(",\"type\":").append(quote(a.document().type(node)));
        String where = names.wholePath(node);
        if (where != null) s.append(",\"path\":").append(JsonText.quote(where));
        String name = names.name(node);
        if (name != null) s.append(",\"name\":").append(JsonText.quote(name));
        s.append(",\"shallow\":").append(a.shallow(node)).append(",\"retained\":").append(a.retained(node));
        if (depth > 0) {
            s.append(",\"children\":[");
            childrenJson(a, names, node, depth, s);
            s.append(']');
        } else if (a.hasChildren(node)) {
            s.append(",\"more\":").append(a.tree().childCount(node));
        }
        s.append('}');
    }

    private void childrenJson(SizeAnalysis a, NodeNames names, int node, int depth, StringBuilder s) {
        int[] kids = a.children(node);
        int shown = Math.min(kids.length, CHILDREN_SHOWN);
        for (int i = 0; i < shown; i++) {
            if (i > 0) s.append(',');
            treeJson(a, names, kids[i], depth - 1, s);
        }
        if (kids.length > shown) s.append(shown > 0 ? "," : "").append("{\"more\":").append(kids.length - shown).append('}');
    }

    // ---- why

    void why() {
        args.expect(2, WHY);
        args.allowOnly(WHY, "--json");
        OpenFile file = commands.load();
        Document doc = file.document();
        if (doc.isSingleValue()) throw new CliFailure(CliFailure.REQUEST_FAILED, "the document is one value, with no nodes");
        int target = node(doc, args.positional.get(1));
        SizeAnalysis a = analyser.apply(doc);
        NodeNames names = new NodeNames(doc, a.graph(), file.valueNames());
        RootPaths paths = RootPaths.to(a.graph(), target);
        boolean json = args.flag("--json");
        if (!paths.reachable()) {
            String name = names.name(target);
            if (json) out.println("{\"node\":" + JsonText.quote(names.id(target)) + (name == null ? "" : ",\"name\":" + JsonText.quote(name))
                    + ",\"reachable\":false}");
            else out.println(names.label(target) + " is unreachable: no path from the root leads to it (" + a.shallow(target) + " bytes)");
            return;
        }
        int[] chain = a.dominatorChain(target);
        if (json) {
            StringBuilder s = new StringBuilder("{\"node\":").append(JsonText.quote(names.id(target)));
            String name = names.name(target);
            if (name != null) s.append(",\"name\":").append(JsonText.quote(name));
            s.append(",\"reachable\":true,\"length\":")
                    .append(paths.length()).append(",\"paths\":").append(paths.pathCount()).append(",\"dominators\":[");
            for (int i = 0; i < chain.length; i++) s.append(i > 0 ? "," : "").append(JsonText.quote(names.id(chain[i])));
            s.append("],\"retained\":").append(a.retained(target)).append(",\"tree\":");
            pathJson(a, names, paths, doc.root(), s);
            out.println(s.append('}'));
            return;
        }
        out.println(names.label(target) + ": " + paths.pathCount() + (paths.pathCount() == 1 ? " shortest path" : " shortest paths") + " of "
                + paths.length() + (paths.length() == 1 ? " step" : " steps") + " from the root; retains " + a.retained(target) + " bytes");
        StringBuilder kept = new StringBuilder();
        for (int i = 0; i < chain.length; i++) {
            if (chain.length > 12 && i == 6) { // a long chain: its ends, and how many between them
                kept.append(String.format(Locale.ROOT, " → … %,d more", chain.length - 11));
                i = chain.length - 5;
            }
            kept.append(kept.length() > 0 ? " → " : "").append(names.id(chain[i]));
        }
        out.println("kept by " + (chain.length == 0 ? "nothing (it is the root)" : kept + (chain.length == 1 ? " alone" : " (each of them)")));
        out.println(names.label(doc.root()));
        for (PathTree.Line line : PathTree.lines(paths, doc, names::brief)) out.println(line.text());
    }

    /** The merged paths as nested JSON; iterative, as {@link PathTree}: a path can be as long as the document is deep. */
    private void pathJson(SizeAnalysis a, NodeNames names, RootPaths paths, int root, StringBuilder s) {
        record Frame(int node, int[] next, int at) {}
        ArrayDeque<Frame> stack = new ArrayDeque<>();
        Set<Integer> shown = new HashSet<>();
        if (openPathNode(a, names, paths, root, null, shown, s)) stack.push(new Frame(root, paths.next(root), 0));
        while (!stack.isEmpty()) {
            Frame f = stack.pop();
            if (f.at == f.next.length) {
                s.append("]}");
                continue;
            }
            if (f.at > 0) s.append(',');
            stack.push(new Frame(f.node, f.next, f.at + 1));
            int e = f.next[f.at];
            int w = paths.graph().target(e);
            String via = EdgeLabels.label(a.document(), f.node, paths.graph().value(e));
            if (openPathNode(a, names, paths, w, via, shown, s)) stack.push(new Frame(w, paths.next(w), 0));
        }
    }

    /** Writes a node of the paths' tree; true when its {@code "next":[} is left open for the steps after it. */
    private boolean openPathNode(SizeAnalysis a, NodeNames names, RootPaths paths, int node, String via, Set<Integer> shown, StringBuilder s) {
        int[] next = paths.next(node);
        s.append('{');
        if (via != null) s.append("\"via\":").append(JsonText.quote(via)).append(',');
        s.append("\"node\":").append(JsonText.quote(names.id(node))).append(",\"type\":").append(quote(a.document().type(node)));
        String name = names.name(node);
        if (name != null) s.append(",\"name\":").append(JsonText.quote(name));
        if (shown.contains(node) && next.length > 0) {
            s.append(",\"continuedAbove\":true}");
            return false;
        }
        shown.add(node);
        if (next.length == 0) {
            s.append('}');
            return false;
        }
        s.append(",\"next\":[");
        return true;
    }

    // ---- clean

    void clean() {
        args.expect(1, CLEAN);
        args.allowOnly(CLEAN, "--unreachable", "--apply", "-o", "--backups");
        if (!args.flag("--unreachable")) throw new CliFailure(CliFailure.USAGE, "clean removes what --unreachable names; usage: savelens " + CLEAN);
        if (args.option("-o") != null && !args.flag("--apply")) throw new CliFailure(CliFailure.USAGE, "-o OUT is where --apply writes; give --apply");
        SaveOptions options = commands.saveOptions();
        OpenFile file = commands.load();
        Document doc = file.document();
        if (doc.isSingleValue()) {
            out.println("nothing to remove: the document is one value");
            return;
        }
        SizeAnalysis a = analyser.apply(doc);
        NodeNames names = new NodeNames(doc, a.graph(), file.valueNames());
        int[] gone = a.unreachableNodes();
        if (gone.length == 0) {
            out.println("nothing to remove: the root reaches every node");
            return;
        }
        List<NodeId> ids = new ArrayList<>();
        for (int v : gone) ids.add(doc.nodeId(v));
        RemoveNodes removal = new RemoveNodes(ids);
        // Worked out on the text in memory first: the bytes it frees, or the reason it is refused, before anything is written.
        long before = doc.textLength();
        long freed = before - removal.execute(doc).textLength();
        if (!args.flag("--apply")) {
            out.println("would remove " + gone.length + (gone.length == 1 ? " node" : " nodes") + ", " + freed + " bytes of text (--apply removes them):");
            for (int v : gone) out.println(String.format(Locale.ROOT, "%9d  %s %s", a.shallow(v), names.id(v), ShownTypes.of(doc, v)));
            return;
        }
        file.history().execute(new RemoveNodes(ids));
        Path target = args.option("-o") != null ? Path.of(args.option("-o")) : file.path();
        commands.warn(file.save(target, file.expecting(options)));
        out.println("removed " + gone.length + (gone.length == 1 ? " node" : " nodes") + ", " + freed + " bytes of text freed"
                + (args.option("-o") != null ? " (written to " + target + ")" : ""));
    }

    // ---- shared

    /** NODE: {@code #ID}, {@code $}, or a path that leads to a node. */
    private static int node(Document doc, String text) {
        Location at = DocumentPath.parse(text, doc).resolve(doc);
        if (!at.isNode()) throw new CliFailure(CliFailure.REQUEST_FAILED, text + " is not a node; give one as #ID or a path that leads to one");
        return at.node();
    }

    private int number(String option, int fallback, String usage) {
        String n = args.option(option);
        if (n == null) return fallback;
        try {
            int v = Integer.parseInt(n);
            if (v >= 0) return v;
        } catch (NumberFormatException e) {
            // said below
        }
        throw new CliFailure(CliFailure.USAGE, option + " takes a whole number from 0, not " + n + "; usage: savelens " + usage);
    }

    private static long fileBytes(Path path, long otherwise) {
        try {
            return Files.size(path);
        } catch (IOException e) {
            return otherwise;
        }
    }

    private static String quote(String s) { return s == null ? "null" : JsonText.quote(s); }
}
