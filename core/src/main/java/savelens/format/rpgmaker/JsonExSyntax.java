package savelens.format.rpgmaker;

import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.format.FormatProvider;
import savelens.format.JsNumbers;
import savelens.format.JsonTextSyntax;

/**
 * How JsonEx documents are written: numbers as JavaScript prints them (the engine reads them with JSON.parse and
 * writes them back so), and a reference as the dialect's reference object ({@code {"@r":n}}); MZ writes none.
 */
final class JsonExSyntax extends JsonTextSyntax {
    private final String refKey;

    JsonExSyntax(FormatProvider format, JsonExReader.Dialect dialect, ReadContext context) {
        super(format, context);
        this.refKey = dialect.refKey();
    }

    @Override public String numberText(String literal) { return JsNumbers.format(literal); }

    @Override public String referenceText(NodeId id) {
        return refKey != null && id instanceof NodeId.Number n ? "{\"" + refKey + "\":" + n.value() + "}" : null;
    }
}
