package savelens.format.marshal;

import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.document.Syntax;
import savelens.document.SyntaxRefusedException;
import savelens.json.JsonText;

/** How Marshal documents are written: not yet through the model, so every edit is refused with the reason. */
record MarshalSyntax(MarshalFormat format, ReadContext context) implements Syntax {
    static final String READ_ONLY = "Marshal documents are read-only in SaveLens so far: edits through the model are not wired to the Marshal codec yet";

    @Override public String name() { return format.name(); }

    @Override public String numberText(String literal) { return literal; }

    @Override public String stringText(String value) { return JsonText.quote(value); }

    @Override public String referenceText(NodeId id) { return null; }

    @Override public boolean referencesNeedRegistry() { return false; }

    @Override public boolean editsReadAgain() { return true; }

    @Override public String scalarText(Document doc, int container, int current, NewValue.Literal value) {
        throw new SyntaxRefusedException(READ_ONLY);
    }

    @Override public String referenceText(Document doc, int container, int current, NodeId id) {
        throw new SyntaxRefusedException(READ_ONLY);
    }

    @Override public Document reread(byte[] text) { return format.read(text, context); }
}
