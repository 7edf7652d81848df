package savelens.format.godot;

import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.document.StructureSyntax;
import savelens.document.Syntax;
import savelens.document.SyntaxRefusedException;
import savelens.format.Format;
import savelens.format.FormatProvider;
import savelens.index.ValueIndex;

/**
 * How Godot's text format writes what an edit gives: numbers as given, strings quoted as Godot quotes them
 * (only {@code \} and {@code "} escaped, line breaks as they are), a constructed value as the Godot text given for
 * it (checked against Godot's grammar; a new value is one when its text is a constructor, {@code &"…"} or
 * {@code ^"…"}), and a reference as its place needs it: {@code ExtResource(…)} or
 * {@code SubResource(…)} for a resource, a path from the root for a {@code parent}, a {@code NodePath} relative
 * to the node for a listed property. The edited text is read again by the format that read the document.
 */
public record GodotSyntax(Format format, ReadContext context) implements Syntax {
    /** As the format's capabilities say. */
    @Override public String sceneShape() { return format instanceof FormatProvider p ? p.capabilities().sceneShape() : null; }

    @Override public String name() { return format.name(); }

    @Override public String numberText(String literal) { return literal; }

    @Override public String stringText(String value) { return GodotStrings.quote(value); }

    /** A reference's text depends on the section it names and on its place, which only the document tells. */
    @Override public String referenceText(NodeId id) { return null; }

    @Override public boolean referencesNeedRegistry() { return false; }

    @Override public Document reread(byte[] text) { return format.read(text, context); }

    @Override public StructureSyntax structure() { return GodotStructure.INSTANCE; }

    @Override public String scalarText(Document doc, int container, int current, NewValue.Literal value) {
        GodotTextIndex index = (GodotTextIndex) doc.index();
        if (current >= 0) GodotPlaces.refuseFixed(doc, current, false, value.kind() == savelens.document.ValueKind.NULL);
        return switch (value.kind()) {
            case NUMBER, BOOL -> value.json();
            case NULL -> current >= 0 && index.variant(current) == ValueTable.NODE_PATH ? "NodePath(\"\")" : "null";
            case STRING -> {
                // a value in place decides by its kind; a new one (added field, inserted element) by its text
                boolean constructed = current >= 0 ? index.kind(current) == ValueIndex.STRING && index.isConstructed(current)
                        : GodotValueText.meantAsGodotValue(value.string());
                yield constructed ? GodotValueText.check(value.string()) : GodotStrings.quote(value.string());
            }
            default -> throw new IllegalStateException(value.kind().toString());
        };
    }

    @Override public String referenceText(Document doc, int container, int current, NodeId id) {
        return GodotPlaces.referenceText(doc, container, current, id);
    }

    @Override public java.util.List<StructureSyntax.Change> followUps(Document doc, int value, String newText) {
        return NodeRename.followUps(doc, value, newText);
    }
}
