package savelens.document;

import savelens.json.JsonText;

/**
 * A node's id as its file writes it: an integer (helio, RPG Maker, Unity's 64-bit file ids) or a string
 * (Godot's {@code "1_0r6n5"}, .NET's {@code "12"}, Jackson's UUIDs, Godot node paths). Printed as
 * {@code #123} for an integer and {@code #"1_0r6n5"} (a JSON string) otherwise, in paths and references alike:
 * .NET's {@code "12"} is a string id and stays {@code #"12"}, never confused with the integer 12.
 */
public sealed interface NodeId permits NodeId.Number, NodeId.Name {
    record Number(long value) implements NodeId {
        @Override public String toString() { return "#" + value; }
    }

    record Name(String value) implements NodeId {
        public Name {
            if (value == null) throw new IllegalArgumentException("a string id cannot be null");
        }

        @Override public String toString() { return "#" + JsonText.quote(value); }
    }

    static NodeId of(long value) { return new Number(value); }

    static NodeId of(String value) { return new Name(value); }
}
