package savelens.format.godot;

import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.document.Syntax;
import savelens.format.Format;

/**
 * How Godot's text format writes what an edit gives: numbers as given, strings quoted as Godot quotes them
 * (only {@code \} and {@code "} escaped, line breaks as they are). The edited text is read again by the
 * format that read the document.
 */
public record GodotSyntax(Format format, ReadContext context) implements Syntax {
    @Override public String name() { return format.name(); }

    @Override public String numberText(String literal) { return literal; }

    @Override public String stringText(String value) { return GodotStrings.quote(value); }

    /** A reference's text depends on the section it names, which only the document tells. */
    @Override public String referenceText(NodeId id) { return null; }

    @Override public boolean referencesNeedRegistry() { return false; }

    @Override public Document reread(byte[] text) { return format.read(text, context); }
}
