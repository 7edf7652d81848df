package savelens.app.navigation;

import savelens.document.Document;
import savelens.document.ValueKind;
import savelens.path.Location;
import savelens.path.ValuePrinter;

/**
 * The text Copy Value and Copy as JSON put on the clipboard for a place. As JSON it is what {@code savelens get}
 * prints (a script can read it back); as a value a string is its own text, without quotes or escapes, and
 * anything else is the same as JSON.
 */
public final class CopiedValue {
    private CopiedValue() {}

    public static String json(Document doc, Location at) {
        return new ValuePrinter(doc).print(at);
    }

    public static String value(Document doc, Location at) {
        if (!at.isNode() && doc.kind(at.value()) == ValueKind.STRING) return doc.index().string(at.value());
        return json(doc, at);
    }
}
