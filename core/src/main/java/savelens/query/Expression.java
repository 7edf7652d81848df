package savelens.query;

import java.util.List;

/** A filter's logical expression (RFC 9535 LogicalType): true or false for the node at {@code @}. */
sealed interface Expression {
    record Or(List<Expression> operands) implements Expression {}

    record And(List<Expression> operands) implements Expression {}

    record Not(Expression operand) implements Expression {}

    /** {@code left op right}, each side a literal, a singular query or a function of ValueType. */
    record Compare(Operand left, Comparator op, Operand right) implements Expression {}

    /** A query as a test: true when it selects at least one node. */
    record Exists(PathQuery query) implements Expression {}

    /** A function of LogicalType (its result) or NodesType (true when not empty) as a test. */
    record Test(Operand.Call call) implements Expression {}

    enum Comparator {
        EQ("=="), NE("!="), LT("<"), LE("<="), GT(">"), GE(">=");

        final String text;

        Comparator(String text) { this.text = text; }
    }
}
