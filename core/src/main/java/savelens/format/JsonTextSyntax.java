package savelens.format;

import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.document.StructureSyntax;
import savelens.document.Syntax;
import savelens.json.JsonText;

/**
 * The {@link Syntax} the formats written as JSON text share: strings quoted as JSON, numbers as given, containers
 * laid out with the separators the text already uses ({@link JsonStructure}), the edited text read again by the
 * format that read the document, with the same context. Each JSON format's reader gives its documents its own
 * subclass, which says how that dialect writes a reference and what else it writes its own way (JavaScript's
 * numbers, references as paths, bare ids that only the registry tells from numbers).
 */
public abstract class JsonTextSyntax implements Syntax {
    private final FormatProvider format;
    private final ReadContext context;

    protected JsonTextSyntax(FormatProvider format, ReadContext context) {
        this.format = format;
        this.context = context;
    }

    @Override public final String name() { return format.name(); }

    @Override public String numberText(String literal) { return literal; }

    @Override public String stringText(String value) { return JsonText.quote(value); }

    /** How the dialect writes a reference to this node, or null when it cannot. */
    @Override public abstract String referenceText(NodeId id);

    @Override public String referenceText(Document doc, int container, int current, NodeId id) { return referenceText(id); }

    @Override public boolean referencesNeedRegistry() { return false; }

    /** As the format's capabilities say: a format whose edits are not patched in place reads every edit again. */
    @Override public boolean editsReadAgain() { return !format.capabilities().patchedInPlace(); }

    /** As the format's capabilities say. */
    @Override public String sceneShape() { return format.capabilities().sceneShape(); }

    @Override public StructureSyntax structure() { return JsonStructure.INSTANCE; }

    @Override public Document reread(byte[] text) { return format.read(text, context); }
}
