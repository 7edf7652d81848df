package savelens.document;

/**
 * A node's type as a person reads it ({@link Syntax#shownType}): {@code List<Hero>} where a .NET file writes
 * {@code System.Collections.Generic.List`1[[Game.Hero, Assembly-CSharp]], mscorlib}. The written type stays what
 * {@link Document#type} gives, what searches match and what {@code --json} prints.
 */
public final class ShownTypes {
    private ShownTypes() {}

    /** The node's type as shown; null when it has none. */
    public static String of(Document doc, int node) {
        return of(doc, doc.type(node));
    }

    /** A type of this document's nodes as shown (a group's type in a list by type). */
    public static String of(Document doc, String type) {
        return type == null || doc.syntax() == null ? type : doc.syntax().shownType(type);
    }
}
