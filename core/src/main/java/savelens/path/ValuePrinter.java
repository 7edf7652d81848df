package savelens.path;

import savelens.document.Document;
import savelens.json.JsonText;

/**
 * Prints what a path leads to as {@code get} shows it: scalars with their exact source text, a reference
 * written as an id as {@code #ID}, containers and nested nodes as one-line JSON in which id references
 * appear as {@code {"$ref":"#ID"}} and format metadata is left out.
 */
public final class ValuePrinter {
    private final Document doc;

    public ValuePrinter(Document doc) { this.doc = doc; }

    public String print(Location at) {
        StringBuilder out = new StringBuilder();
        if (at.isNode()) {
            container(doc.body(at.node()), out);
        } else {
            switch (doc.kind(at.value())) {
                case REFERENCE -> out.append('#').append(doc.referencedId(at.value()));
                default -> value(at.value(), out);
            }
        }
        return out.toString();
    }

    /** One value, nested form. */
    public void value(int v, StringBuilder out) {
        switch (doc.kind(v)) {
            case REFERENCE -> out.append("{\"$ref\":\"#").append(doc.referencedId(v)).append("\"}");
            case NODE -> container(doc.body(doc.target(v)), out);
            case OBJECT, ARRAY -> container(v, out);
            default -> out.append(doc.raw(v));
        }
    }

    private void container(int c, StringBuilder out) {
        boolean object = doc.json().kind(c) == savelens.json.JsonIndex.OBJECT;
        out.append(object ? '{' : '[');
        boolean[] first = {true};
        doc.forEachChild(c, child -> {
            if (!first[0]) out.append(',');
            first[0] = false;
            if (object) out.append(JsonText.quote(doc.name(child))).append(':');
            value(child, out);
        });
        out.append(object ? '}' : ']');
    }
}
