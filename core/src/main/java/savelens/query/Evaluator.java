package savelens.query;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Runs a parsed query over a tree (RFC 9535 §2.3–2.6). Values inside filters are a tree value (an Integer), a
 * literal (String, Boolean, {@link Num}, {@link Nothing#NULL}) or {@link Nothing#NOTHING}. The descendant segment
 * walks with a stack of its own, so deep documents cannot overflow the thread's.
 */
final class Evaluator {
    private final QueryTree tree;
    private final int root;
    private final Map<String, Pattern> patterns = new HashMap<>();

    Evaluator(QueryTree tree) {
        this.tree = tree;
        this.root = tree.root();
    }

    NodeList select(PathQuery query, boolean withPaths) {
        return run(query, root, withPaths);
    }

    private NodeList run(PathQuery query, int current, boolean withPaths) {
        NodeList in = new NodeList(withPaths);
        in.add(query.relative() ? current : root, withPaths ? QueryPath.root() : null);
        for (Segment segment : query.segments()) {
            NodeList out = new NodeList(withPaths);
            step(in, segment, out);
            in = out;
        }
        return in;
    }

    private void step(NodeList in, Segment segment, NodeList out) {
        for (int i = 0; i < in.size; i++) {
            tick();
            QueryPath path = out.paths != null ? in.paths[i] : null;
            if (segment.descendant()) descend(in.values[i], path, segment, out);
            else apply(in.values[i], path, segment, out);
        }
    }

    /** Where {@link #stream} hands each hit; false stops the evaluation. */
    interface Sink {
        boolean hit(int value, QueryPath path);
    }

    /** Thrown to leave an evaluation that its caller stopped. */
    static final class Stopped extends RuntimeException {
        Stopped() { super(null, null, false, false); }
    }

    private java.util.function.BooleanSupplier stop;
    private int tested;

    /**
     * As {@link #select} with paths, but the last segment's hits go to the sink as they are found (in the same
     * order), so a window can show the first ones while the rest are looked for. {@code stop} is asked every
     * thousand or so steps (filter tests, values walked by a segment). Returns false when stopped.
     */
    boolean stream(PathQuery query, java.util.function.BooleanSupplier stop, Sink sink) {
        this.stop = stop;
        NodeList in = new NodeList(true);
        in.add(root, QueryPath.root());
        List<Segment> segments = query.segments();
        try {
            if (segments.isEmpty()) return sink.hit(root, QueryPath.root());
            for (int s = 0; s < segments.size(); s++) {
                NodeList out = s < segments.size() - 1 ? new NodeList(true) : new NodeList(true) {
                    @Override void add(int value, QueryPath path) {
                        if (!sink.hit(value, path)) throw new Stopped();
                    }
                };
                step(in, segments.get(s), out);
                in = out;
            }
            return true;
        } catch (Stopped stopped) {
            return false;
        }
    }

    private void apply(int value, QueryPath path, Segment segment, NodeList out) {
        for (Selector s : segment.selectors()) select(value, path, s, out);
    }

    private void select(int value, QueryPath path, Selector selector, NodeList out) {
        int kind = tree.kind(value);
        boolean paths = out.paths != null;
        if (selector instanceof Selector.Name n) {
            if (kind != QueryTree.OBJECT) return;
            int child = tree.member(value, n.name());
            if (child >= 0) out.add(child, paths ? path.member(n.name()) : null);
        } else if (selector instanceof Selector.Wildcard) {
            if (kind != QueryTree.OBJECT && kind != QueryTree.ARRAY) return;
            tree.forEachChild(value, (child, name, index) -> {
                tick();
                out.add(child, !paths ? null : name != null ? path.member(name) : path.element(index));
            });
        } else if (selector instanceof Selector.Index x) {
            if (kind != QueryTree.ARRAY) return;
            int n = tree.size(value);
            long i = x.index() < 0 ? n + x.index() : x.index();
            if (i < 0 || i >= n) return;
            int child = tree.element(value, (int) i);
            if (child >= 0) out.add(child, paths ? path.element((int) i) : null);
        } else if (selector instanceof Selector.Slice s) {
            if (kind == QueryTree.ARRAY) slice(value, path, s, out);
        } else {
            if (kind != QueryTree.OBJECT && kind != QueryTree.ARRAY) return;
            Expression condition = ((Selector.Filter) selector).condition();
            tree.forEachChild(value, (child, name, index) -> {
                if (test(condition, child)) out.add(child, !paths ? null : name != null ? path.member(name) : path.element(index));
            });
        }
    }

    /** RFC 9535 §2.3.4.2.2: bounds normalized and clamped, then stepped through forwards or backwards. */
    private void slice(int array, QueryPath path, Selector.Slice s, NodeList out) {
        long step = s.step() == null ? 1 : s.step();
        if (step == 0) return;
        int n = tree.size(array);
        int[] elements = new int[n];
        tree.forEachChild(array, (child, name, index) -> elements[index] = child);
        boolean paths = out.paths != null;
        if (step > 0) {
            long lower = Math.min(Math.max(normalize(s.start() == null ? 0 : s.start(), n), 0), n);
            long upper = Math.min(Math.max(normalize(s.end() == null ? n : s.end(), n), 0), n);
            for (long i = lower; i < upper; i += step) out.add(elements[(int) i], paths ? path.element((int) i) : null);
        } else {
            long upper = Math.min(Math.max(normalize(s.start() == null ? n - 1 : s.start(), n), -1), n - 1);
            long lower = Math.min(Math.max(normalize(s.end() == null ? -n - 1 : s.end(), n), -1), n - 1);
            for (long i = upper; lower < i; i += step) out.add(elements[(int) i], paths ? path.element((int) i) : null);
        }
    }

    private static long normalize(long i, int n) { return i >= 0 ? i : n + i; }

    /** The descendant segment: the value and everything below it, each before what it holds, in document order. */
    private void descend(int start, QueryPath startPath, Segment segment, NodeList out) {
        boolean paths = out.paths != null;
        int[] stack = new int[16];
        QueryPath[] stackPaths = paths ? new QueryPath[16] : null;
        int top = 0;
        stack[top++] = start;
        if (paths) stackPaths[0] = startPath;
        NodeList children = new NodeList(paths);
        while (top > 0) {
            tick();
            int value = stack[--top];
            QueryPath path = paths ? stackPaths[top] : null;
            apply(value, path, segment, out);
            int kind = tree.kind(value);
            if (kind != QueryTree.OBJECT && kind != QueryTree.ARRAY) continue;
            children.size = 0;
            tree.forEachChild(value, (child, name, index) -> {
                if (!tree.isBoundary(value, child)) children.add(child, !paths ? null : name != null ? path.member(name) : path.element(index));
            });
            if (top + children.size > stack.length) {
                int grown = Math.max(stack.length * 2, top + children.size);
                stack = java.util.Arrays.copyOf(stack, grown);
                if (paths) stackPaths = java.util.Arrays.copyOf(stackPaths, grown);
            }
            for (int i = children.size - 1; i >= 0; i--) {
                stack[top] = children.values[i];
                if (paths) stackPaths[top] = children.paths[i];
                top++;
            }
        }
    }

    // ---- filters

    /** Asks {@code stop} every thousand or so steps (filter tests, values walked), and leaves when it says so. */
    private void tick() {
        if (stop != null && (++tested & 0x3FF) == 0 && stop.getAsBoolean()) throw new Stopped();
    }

    private boolean test(Expression e, int current) {
        tick();
        if (e instanceof Expression.Compare c) {
            // A field against a number (@.hp < 10): compared as numbers with no boxed value, once per node of a filter
            if (c.left() instanceof Operand.Query q && c.right() instanceof Operand.Literal l && l.value() instanceof Num n) {
                return compareToNumber(singular(q.query(), current, root), c.op(), n, false);
            }
            if (c.right() instanceof Operand.Query q && c.left() instanceof Operand.Literal l && l.value() instanceof Num n) {
                return compareToNumber(singular(q.query(), current, root), c.op(), n, true);
            }
            return compare(value(c.left(), current), c.op(), value(c.right(), current));
        }
        if (e instanceof Expression.Exists x) {
            return x.query().isSingular() ? singular(x.query(), current, root) >= 0 : run(x.query(), current, false).size > 0;
        }
        if (e instanceof Expression.And a) {
            for (Expression o : a.operands()) if (!test(o, current)) return false;
            return true;
        }
        if (e instanceof Expression.Or o) {
            for (Expression x : o.operands()) if (test(x, current)) return true;
            return false;
        }
        if (e instanceof Expression.Not n) return !test(n.operand(), current);
        Expression.Test t = (Expression.Test) e;
        Object result = call(t.call(), current);
        return result instanceof Boolean b ? b : result instanceof NodeList l && l.size > 0;
    }

    /** A singular query's one value, or -1 when it selects nothing. */
    private int singular(PathQuery query, int current, int queryRoot) {
        int v = query.relative() ? current : queryRoot;
        List<Segment> segments = query.segments();
        for (int k = 0; k < segments.size(); k++) { // no iterator per node a filter tests
            Selector sel = segments.get(k).selectors().get(0);
            if (sel instanceof Selector.Name n) {
                if (tree.kind(v) != QueryTree.OBJECT) return -1;
                v = tree.member(v, n.name());
            } else {
                if (tree.kind(v) != QueryTree.ARRAY) return -1;
                long i = ((Selector.Index) sel).index();
                int size = tree.size(v);
                if (i < 0) i += size;
                if (i < 0 || i >= size) return -1;
                v = tree.element(v, (int) i);
            }
            if (v < 0) return -1;
        }
        return v;
    }

    private Object value(Operand o, int current) {
        if (o instanceof Operand.Literal l) return l.value();
        if (o instanceof Operand.Query q) {
            int v = singular(q.query(), current, root);
            return v < 0 ? Nothing.NOTHING : (Object) v;
        }
        return call((Operand.Call) o, current);
    }

    private NodeList nodes(Operand o, int current) {
        return run(((Operand.Query) o).query(), current, false);
    }

    private Object call(Operand.Call c, int current) {
        switch (c.function()) {
            case LENGTH -> {
                Object v = value(c.arguments().get(0), current);
                if (v instanceof String s) return Num.of(s.codePointCount(0, s.length()));
                if (!(v instanceof Integer h)) return Nothing.NOTHING;
                return switch (tree.kind(h)) {
                    case QueryTree.STRING -> {
                        String s = tree.string(h);
                        yield Num.of(s.codePointCount(0, s.length()));
                    }
                    case QueryTree.ARRAY, QueryTree.OBJECT -> Num.of(tree.size(h));
                    default -> Nothing.NOTHING;
                };
            }
            case COUNT -> {
                return Num.of(nodes(c.arguments().get(0), current).size);
            }
            case VALUE -> {
                NodeList l = nodes(c.arguments().get(0), current);
                return l.size == 1 ? (Object) l.values[0] : Nothing.NOTHING;
            }
            case MATCH, SEARCH -> {
                String s = stringOf(value(c.arguments().get(0), current));
                String regex = stringOf(value(c.arguments().get(1), current));
                if (s == null || regex == null) return false;
                Pattern p = pattern(regex);
                if (p == null) return false;
                return c.function() == Function.MATCH ? p.matcher(s).matches() : p.matcher(s).find();
            }
            case TYPE -> {
                String type = value(c.arguments().get(0), current) instanceof Integer h ? tree.typeName(h) : null;
                return type == null ? Nothing.NOTHING : type;
            }
            case ID -> {
                String id = value(c.arguments().get(0), current) instanceof Integer h ? tree.nodeId(h) : null;
                return id == null ? Nothing.NOTHING : id;
            }
            default -> { // DEREF
                if (!(value(c.arguments().get(0), current) instanceof Integer h)) return Nothing.NOTHING;
                int target = tree.deref(h);
                if (target < 0) return Nothing.NOTHING;
                int v = singular(c.inner(), target, target);
                return v < 0 ? Nothing.NOTHING : (Object) v;
            }
        }
    }

    /** The compiled I-Regexp, or null when the text is none (then nothing matches it). */
    private Pattern pattern(String regex) {
        if (patterns.containsKey(regex)) return patterns.get(regex);
        Pattern p;
        try {
            p = IRegexp.compile(regex);
        } catch (IllegalArgumentException e) {
            p = null;
        }
        patterns.put(regex, p);
        return p;
    }

    private String stringOf(Object v) {
        if (v instanceof String s) return s;
        if (v instanceof Integer h && tree.kind(h) == QueryTree.STRING) return tree.string(h);
        return null;
    }

    // ---- comparisons (RFC 9535 §2.3.5.2.2)

    private boolean compare(Object a, Expression.Comparator op, Object b) {
        return switch (op) {
            case EQ -> equal(a, b);
            case NE -> !equal(a, b);
            case LT -> less(a, b);
            case LE -> less(a, b) || equal(a, b);
            case GT -> less(b, a);
            case GE -> less(b, a) || equal(a, b);
        };
    }

    /**
     * {@link #compare} of value v (-1: nothing) with the number n, n on the right unless {@code numberLeft}: as compare
     * answers, without boxing v. A value that is nothing or no number equals no number and is neither less nor more.
     */
    private boolean compareToNumber(int v, Expression.Comparator op, Num n, boolean numberLeft) {
        if (v < 0 || tree.kind(v) != QueryTree.NUMBER) return op == Expression.Comparator.NE;
        int c = compareNumber(v, n);
        if (numberLeft) c = -c;
        return switch (op) {
            case EQ -> c == 0;
            case NE -> c != 0;
            case LT -> c < 0;
            case LE -> c <= 0;
            case GT -> c > 0;
            case GE -> c >= 0;
        };
    }

    /** {@link #compareNumbers} of a number value with a literal number. */
    private int compareNumber(int v, Num n) {
        double x = tree.number(v), y = n.value();
        if (x < y) return -1;
        if (x > y) return 1;
        String tx = tree.numberText(v), ty = n.text();
        if (tx.length() <= 15 && ty.length() <= 15 && Double.isFinite(x)) return 0;
        try {
            return new java.math.BigDecimal(tx.strip()).compareTo(new java.math.BigDecimal(ty.strip()));
        } catch (NumberFormatException e) {
            return Double.compare(x, y);
        }
    }

    private int kindOf(Object v) {
        if (v instanceof Integer h) return tree.kind(h);
        if (v instanceof String) return QueryTree.STRING;
        if (v instanceof Num) return QueryTree.NUMBER;
        if (v instanceof Boolean b) return b ? QueryTree.TRUE : QueryTree.FALSE;
        return v == Nothing.NULL ? QueryTree.NULL : -1;
    }

    private boolean equal(Object a, Object b) {
        if (a == Nothing.NOTHING || b == Nothing.NOTHING) return a == b;
        int ka = kindOf(a), kb = kindOf(b);
        if (ka != kb) return false;
        return switch (ka) {
            case QueryTree.NUMBER -> compareNumbers(a, b) == 0;
            case QueryTree.STRING -> stringOf(a).equals(stringOf(b));
            case QueryTree.ARRAY, QueryTree.OBJECT -> deepEqual((Integer) a, (Integer) b);
            default -> true;
        };
    }

    private boolean less(Object a, Object b) {
        int ka = kindOf(a), kb = kindOf(b);
        if (ka != kb) return false;
        if (ka == QueryTree.NUMBER) return compareNumbers(a, b) < 0;
        if (ka == QueryTree.STRING) return compareCodePoints(stringOf(a), stringOf(b)) < 0;
        return false;
    }

    /** By value; doubles decide unless they are equal and either number has more digits than a double keeps. */
    private int compareNumbers(Object a, Object b) {
        double x = a instanceof Num n ? n.value() : tree.number((Integer) a);
        double y = b instanceof Num n ? n.value() : tree.number((Integer) b);
        if (x < y) return -1;
        if (x > y) return 1;
        String tx = a instanceof Num n ? n.text() : tree.numberText((Integer) a);
        String ty = b instanceof Num n ? n.text() : tree.numberText((Integer) b);
        if (tx.length() <= 15 && ty.length() <= 15 && Double.isFinite(x)) return 0;
        try {
            return new java.math.BigDecimal(tx.strip()).compareTo(new java.math.BigDecimal(ty.strip()));
        } catch (NumberFormatException e) {
            return Double.compare(x, y);
        }
    }

    /** By Unicode scalar values, as the RFC orders strings (UTF-16 order differs above U+FFFF). */
    private static int compareCodePoints(String a, String b) {
        int i = 0, j = 0;
        while (i < a.length() && j < b.length()) {
            int x = a.codePointAt(i), y = b.codePointAt(j);
            if (x != y) return Integer.compare(x, y);
            i += Character.charCount(x);
            j += Character.charCount(y);
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }

    /**
     * Whether two values are equal as the RFC compares them, member by member: the pairs still to compare wait on a
     * stack of their own, so values nested as deep as a document is read take no frame per level.
     */
    private boolean deepEqual(int a, int b) {
        Pairs todo = new Pairs();
        todo.push(a, b);
        while (todo.size > 0) {
            int y = todo.items[--todo.size], x = todo.items[--todo.size];
            int kx = tree.kind(x);
            if (kx != tree.kind(y)) return false;
            switch (kx) {
                case QueryTree.NUMBER -> {
                    if (compareNumbers(x, y) != 0) return false;
                }
                case QueryTree.STRING -> {
                    if (!tree.string(x).equals(tree.string(y))) return false;
                }
                case QueryTree.ARRAY -> {
                    int n = tree.size(x);
                    if (tree.size(y) != n) return false;
                    int[] xs = new int[n], ys = new int[n];
                    tree.forEachChild(x, (c, name, i) -> xs[i] = c);
                    tree.forEachChild(y, (c, name, i) -> ys[i] = c);
                    for (int i = n - 1; i >= 0; i--) todo.push(xs[i], ys[i]);
                }
                case QueryTree.OBJECT -> {
                    if (tree.size(x) != tree.size(y)) return false;
                    boolean[] missing = {false};
                    tree.forEachChild(x, (c, name, i) -> {
                        int other = missing[0] ? -1 : tree.member(y, name);
                        if (other < 0) missing[0] = true;
                        else todo.push(c, other);
                    });
                    if (missing[0]) return false;
                }
                default -> { }
            }
        }
        return true;
    }

    /** Pairs of values, two ints each. */
    private static final class Pairs {
        int[] items = new int[32];
        int size;

        void push(int x, int y) {
            if (size + 2 > items.length) items = java.util.Arrays.copyOf(items, items.length * 2);
            items[size++] = x;
            items[size++] = y;
        }
    }
}
