package savelens.query;

import java.util.List;

/** What a comparison compares or a function takes: a literal, a query, a function call, or a logical expression. */
sealed interface Operand {
    /** A string, a {@link Num}, a Boolean, or {@link Nothing#NULL}. */
    record Literal(Object value) implements Operand {}

    record Query(PathQuery query) implements Operand {}

    record Logical(Expression expression) implements Operand {}

    /** A function and its arguments; {@code inner} is deref's second argument read as a singular query. */
    record Call(Function function, List<Operand> arguments, PathQuery inner) implements Operand {}
}
