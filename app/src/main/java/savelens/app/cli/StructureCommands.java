package savelens.app.cli;

import java.io.PrintStream;
import savelens.document.Document;
import savelens.document.NewField;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.edit.AddField;
import savelens.edit.AddNode;
import savelens.edit.Container;
import savelens.edit.DeleteNode;
import savelens.edit.InsertElement;
import savelens.edit.RemoveChild;
import savelens.path.DocumentPath;
import savelens.path.Location;

/**
 * The commands that change a document's shape: {@code insert}, {@code remove}, {@code add-field},
 * {@code add-node}, {@code delete-node}. Each reads, checks, saves and fails exactly as {@code set} does,
 * through {@link DocumentCommands#edit}.
 */
final class StructureCommands {
    static final String INSERT = "insert FILE PATH INDEX VALUE [-o OUT] [--backups N]";
    static final String REMOVE = "remove FILE PATH [-o OUT] [--backups N]";
    static final String ADD_FIELD = "add-field FILE PATH NAME VALUE [-o OUT] [--backups N]";
    static final String ADD_NODE = "add-node FILE TYPE [FIELDS-JSON] [-o OUT] [--backups N]";
    static final String DELETE_NODE = "delete-node FILE #ID [-o OUT] [--backups N]";

    private final DocumentCommands commands;
    private final Arguments args;
    private final PrintStream out;

    StructureCommands(DocumentCommands commands, Arguments args, PrintStream out) {
        this.commands = commands;
        this.args = args;
        this.out = out;
    }

    void insert() {
        args.expect(4, INSERT);
        int index = index(args.positional.get(2));
        commands.edit(4, INSERT, doc -> {
            String path = args.positional.get(1);
            return new InsertElement(container(doc, path), index, NewValue.parse(args.positional.get(3)), path);
        });
    }

    void remove() {
        commands.edit(2, REMOVE, doc -> {
            String path = args.positional.get(1);
            Location at = DocumentPath.parse(path, doc).resolve(doc);
            if (at.isNode()) {
                throw new CliFailure(CliFailure.REQUEST_FAILED, path + " is a whole node; remove the field or element that holds it,"
                        + " or delete the node with delete-node");
            }
            return new RemoveChild(at.value(), path);
        });
    }

    void addField() {
        commands.edit(4, ADD_FIELD, doc -> {
            String path = args.positional.get(1);
            return new AddField(container(doc, path), args.positional.get(2), NewValue.parse(args.positional.get(3)), path);
        });
    }

    void addNode() {
        int n = args.positional.size() == 3 ? 3 : 2;
        AddNode added = commands.edit(n, ADD_NODE, doc ->
                new AddNode(args.positional.get(1), NewField.parseAll(n == 3 ? args.positional.get(2) : null)));
        out.println(NodeId.of(added.addedId()));
    }

    void deleteNode() {
        commands.edit(2, DELETE_NODE, doc -> {
            String id = args.positional.get(1);
            Location at = DocumentPath.parse(id, doc).resolve(doc);
            if (!at.isNode()) throw new CliFailure(CliFailure.REQUEST_FAILED, id + " is not a node; delete-node takes one as #ID");
            return new DeleteNode(doc.nodeId(at.node()), false);
        });
    }

    /** The object or array PATH names (a reference leads to its node, as a path step would). */
    private static int container(Document doc, String path) {
        Location at = DocumentPath.parse(path, doc).resolve(doc);
        return Container.at(doc, at.node(), at.value());
    }

    /** INDEX: 0 for the first place up to the array's length to append; anything else is a usage error. */
    private static int index(String text) {
        try {
            int index = Integer.parseInt(text);
            if (index >= 0) return index;
        } catch (NumberFormatException e) {
            // said below
        }
        throw new CliFailure(CliFailure.USAGE, "INDEX is a whole number from 0 (the first place) to the array's length (after the last), not "
                + text + "; usage: savelens " + INSERT);
    }
}
