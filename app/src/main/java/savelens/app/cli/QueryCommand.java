package savelens.app.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.edit.EditRefusedException;
import savelens.edit.SetValues;
import savelens.file.OpenFile;
import savelens.json.JsonText;
import savelens.path.DocumentPath;
import savelens.path.PathException;
import savelens.path.ValuePrinter;
import savelens.query.QuerySyntaxException;
import savelens.query.QueryValueJson;
import savelens.query.document.DocumentHit;
import savelens.query.document.HitNames;
import savelens.query.document.DocumentQuery;
import savelens.query.document.DocumentTree;

/**
 * {@code query FILE QUERY [--each-node] [--json]}: every value an RFC 9535 JSONPath query selects, one a line (its
 * path, its value as {@code get} prints it, and its name where there is one); and {@code set FILE --all QUERY VALUE}:
 * all of them set in one edit and one save.
 */
final class QueryCommand {
    static final String QUERY = "query FILE QUERY [--each-node] [--json]";
    static final String SET_ALL = "set FILE --all [--each-node] QUERY VALUE [-o OUT] [--backups N]";
    private final DocumentCommands commands;
    private final Arguments args;
    private final PrintStream out;
    private final PrintStream err;

    QueryCommand(DocumentCommands commands, Arguments args, PrintStream out, PrintStream err) {
        this.commands = commands;
        this.args = args;
        this.out = out;
        this.err = err;
    }

    /** Exit 0 when something was found, 1 when nothing was. */
    int query() {
        args.expect(2, QUERY);
        args.allowOnly(QUERY, "--each-node", "--json");
        DocumentQuery query = parse(args.positional.get(1));
        OpenFile file = commands.load();
        Document doc = file.document();
        DocumentTree tree = query.tree(doc);
        List<DocumentHit> hits = query.run(tree);
        if (args.flag("--json")) {
            StringBuilder json = new StringBuilder("[");
            for (DocumentHit h : hits) {
                if (json.length() > 1) json.append(',');
                json.append("{\"path\":").append(JsonText.quote(h.path().toString())).append(",\"value\":").append(QueryValueJson.write(tree, h.value()));
                String name = HitNames.of(file.document(), file.valueNames(), h);
                if (name != null) json.append(",\"name\":").append(JsonText.quote(name));
                json.append('}');
            }
            out.println(json.append(']'));
        } else {
            ValuePrinter printer = new ValuePrinter(doc);
            StringBuilder line = new StringBuilder(); // one line's builder for every hit, not a concatenation per hit
            for (DocumentHit h : hits) {
                line.setLength(0);
                line.append(h.path()).append(' ');
                if (h.location().node() < 0 && h.isNode()) line.append(QueryValueJson.write(tree, h.value()));
                else printer.print(h.location(), line);
                String name = HitNames.of(doc, file.valueNames(), h);
                if (name != null) line.append("  ").append(JsonText.quote(name));
                out.println(line);
            }
            if (hits.isEmpty()) err.println("savelens: " + args.positional.get(0) + ": nothing matches " + query.query().text()
                    // $.. stops at references: where there are several nodes, say what looks in all of them
                    + (query.eachNode() || doc.nodeCount() <= 1 ? "" : " (from the root only; --each-node looks in every node)"));
        }
        return hits.isEmpty() ? CliFailure.REQUEST_FAILED : 0;
    }

    /** Sets every hit to VALUE in one edit and one save; refuses them all when any one cannot take it. */
    void setAll() {
        args.expect(3, SET_ALL);
        DocumentQuery query = parse(args.positional.get(1));
        NewValue value = NewValue.parse(args.positional.get(2));
        Path target = args.option("-o") != null ? Path.of(args.option("-o")) : Path.of(args.positional.get(0));
        boolean replaces = Files.exists(target);
        List<String> paths = new ArrayList<>();
        List<String> before = new ArrayList<>();
        OpenFile[] opened = new OpenFile[1];
        try {
            commands.edit(3, SET_ALL, f -> opened[0] = f, doc -> {
                Map<Integer, String> labels = new LinkedHashMap<>();
                ValuePrinter printer = new ValuePrinter(doc);
                for (DocumentHit h : query.run(doc)) {
                    if (h.isNode()) throw new CliFailure(CliFailure.REQUEST_FAILED, h.path() + " is a whole node; select its fields"
                            + " (" + h.path() + ".name) to set them; nothing was written");
                    if (labels.putIfAbsent(h.location().value(), h.path().toString()) == null) {
                        paths.add(h.path().toString());
                        before.add(printer.print(h.location()));
                    }
                }
                if (labels.isEmpty()) throw new CliFailure(CliFailure.REQUEST_FAILED, "nothing matches " + query.query().text() + "; nothing was written");
                return new SetValues(labels, value);
            });
        } catch (EditRefusedException e) {
            throw new CliFailure(CliFailure.REQUEST_FAILED, e.getMessage() + "; nothing was written");
        }
        Document now = opened[0].document();
        ValuePrinter printer = new ValuePrinter(now);
        for (int i = 0; i < paths.size(); i++) {
            String after;
            try {
                after = printer.print(DocumentPath.parse(paths.get(i), now).resolve(now));
            } catch (PathException renamed) { // the value was part of a node's id (a Godot node's name)
                after = args.positional.get(2).trim();
            }
            out.println(paths.get(i) + ": " + before.get(i) + " → " + after);
        }
        out.println(paths.size() + (paths.size() == 1 ? " value set (" : " values set (") + commands.whereSaved(target, replaces) + ")");
    }

    private DocumentQuery parse(String text) {
        try {
            return DocumentQuery.parse(text, args.flag("--each-node"));
        } catch (QuerySyntaxException e) {
            throw new CliFailure(CliFailure.USAGE, "bad query " + text + ": " + e.getMessage());
        }
    }
}
