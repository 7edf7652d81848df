package savelens.query;

import java.util.List;

/**
 * The functions a filter may call, with their declared types (RFC 9535 §2.4): the five of the RFC, and SaveLens's
 * three extensions over documents ({@code type}, {@code id}, {@code deref}), known only when the parser is told.
 */
enum Function {
    LENGTH("length", Type.VALUE, Type.VALUE),
    COUNT("count", Type.VALUE, Type.NODES),
    MATCH("match", Type.LOGICAL, Type.VALUE, Type.VALUE),
    SEARCH("search", Type.LOGICAL, Type.VALUE, Type.VALUE),
    VALUE("value", Type.VALUE, Type.NODES),
    TYPE("type", Type.VALUE, Type.VALUE),
    ID("id", Type.VALUE, Type.VALUE),
    DEREF("deref", Type.VALUE, Type.VALUE, Type.VALUE);

    enum Type { VALUE, LOGICAL, NODES }

    final String name;
    final Type result;
    final List<Type> parameters;

    Function(String name, Type result, Type... parameters) {
        this.name = name;
        this.result = result;
        this.parameters = List.of(parameters);
    }

    boolean isExtension() { return ordinal() >= TYPE.ordinal(); }

    static Function named(String name, boolean extensions) {
        for (Function f : values()) if (f.name.equals(name) && (extensions || !f.isExtension())) return f;
        return null;
    }
}
