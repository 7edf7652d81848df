package savelens.format;

import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.PathReferences;
import savelens.document.ReadContext;
import savelens.document.Syntax;
import savelens.json.JsonText;

/** The {@link Syntax} a format gives the documents it reads: its writing rules, and a re-read bound to how it read. */
public record FormatSyntax(Format format, ReadContext context) implements Syntax {
    @Override public String name() { return format.name(); }

    @Override public String numberText(String literal) { return format.numberText(literal); }

    @Override public String stringText(String value) { return JsonText.quote(value); }

    @Override public String referenceText(NodeId id) { return format.referenceText(id); }

    @Override public String referenceText(Document doc, int container, int current, NodeId id) { return format.referenceText(doc, id); }

    @Override public boolean referencesNeedRegistry() { return format.referencesNeedRegistry(); }

    @Override public PathReferences pathReferences() { return format.pathReferences(); }

    @Override public boolean editsReadAgain() { return format.editsReadAgain(); }

    @Override public Document reread(byte[] text) { return format.read(text, context); }
}
