package savelens.format.cyclejs;

import java.util.ArrayList;
import java.util.List;
import savelens.json.JsonText;

/**
 * The paths of {@code JSON.decycle}: {@code $} for the root, then {@code [N]} for an array element and
 * {@code ["name"]} for a member, the name written as {@code JSON.stringify} writes a string. Parsed as
 * strictly as {@code JSON.retrocycle} checks them before following one: a string step takes JSON's escapes
 * and no raw control character; anything else is no path.
 */
final class CycleJsPath {
    private CycleJsPath() {}

    static final String ROOT = "$";

    /** One step: a member name, or an element index (a number step on an object names the member of that text). */
    record Step(String name, long index) {
        static Step member(String name) { return new Step(name, -1); }

        static Step element(long index) { return new Step(null, index); }

        boolean isIndex() { return name == null; }

        /** The member name this step reads on an object ({@code $[0]} on an object is its member "0"). */
        String memberName() { return name != null ? name : Long.toString(index); }

        String text() { return "[" + (name != null ? JsonText.quote(name) : Long.toString(index)) + "]"; }
    }

    static String member(String parent, String name) { return parent + "[" + JsonText.quote(name) + "]"; }

    static String element(String parent, int index) { return parent + "[" + index + "]"; }

    static String text(List<Step> steps) {
        StringBuilder s = new StringBuilder(ROOT);
        for (Step step : steps) s.append(step.text());
        return s.toString();
    }

    /** The steps of a path, or null when the text is no path retrocycle would follow. */
    static List<Step> parse(String path) {
        if (path.isEmpty() || path.charAt(0) != '$') return null;
        List<Step> steps = new ArrayList<>();
        int i = 1, n = path.length();
        while (i < n) {
            if (path.charAt(i) != '[' || i + 1 >= n) return null;
            i++;
            char c = path.charAt(i);
            if (c >= '0' && c <= '9') {
                int start = i;
                while (i < n && path.charAt(i) >= '0' && path.charAt(i) <= '9') i++;
                String digits = path.substring(start, i);
                steps.add(Step.element(digits.length() > 18 ? Long.MAX_VALUE : Long.parseLong(digits)));
            } else if (c == '"') {
                StringBuilder name = new StringBuilder();
                i = string(path, i + 1, name);
                if (i < 0) return null;
                steps.add(Step.member(name.toString()));
            } else {
                return null;
            }
            if (i >= n || path.charAt(i) != ']') return null;
            i++;
        }
        return steps;
    }

    /** Reads a JSON string body after its opening quote; returns the index after the closing quote, or -1. */
    private static int string(String s, int i, StringBuilder out) {
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (c == '"') return i + 1;
            if (c < 0x20) return -1;
            if (c != '\\') {
                out.append(c);
                i++;
                continue;
            }
            if (i + 1 >= n) return -1;
            char e = s.charAt(i + 1);
            switch (e) {
                case '"', '\\', '/' -> out.append(e);
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'u' -> {
                    if (i + 6 > n) return -1;
                    int v = 0;
                    for (int k = i + 2; k < i + 6; k++) {
                        int d = Character.digit(s.charAt(k), 16);
                        if (d < 0) return -1;
                        v = v * 16 + d;
                    }
                    out.append((char) v);
                    i += 6;
                    continue;
                }
                default -> {
                    return -1;
                }
            }
            i += 2;
        }
        return -1;
    }
}
