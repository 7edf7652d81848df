package savelens.format.dotnet;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The name a C# programmer writes for a type Json.NET wrote assembly-qualified in {@code "$type"}:
 * {@code System.Collections.Generic.List`1[[Game.Hero, Assembly-CSharp]], mscorlib} reads {@code List<Hero>}.
 * The file's string is the type's identity and stays what {@code --json} prints and searches match; this is only
 * how a line shows it. A string that is not an assembly-qualified CLR name (a helio type, a name with no assembly)
 * comes back as it is.
 */
public final class ClrTypeNames {
    private static final Map<String, String> KEYWORDS = Map.ofEntries(
            Map.entry("System.Boolean", "bool"), Map.entry("System.Byte", "byte"), Map.entry("System.SByte", "sbyte"),
            Map.entry("System.Char", "char"), Map.entry("System.Decimal", "decimal"), Map.entry("System.Double", "double"),
            Map.entry("System.Single", "float"), Map.entry("System.Int32", "int"), Map.entry("System.UInt32", "uint"),
            Map.entry("System.Int64", "long"), Map.entry("System.UInt64", "ulong"), Map.entry("System.Int16", "short"),
            Map.entry("System.UInt16", "ushort"), Map.entry("System.Object", "object"), Map.entry("System.String", "string"));

    private ClrTypeNames() {}

    /** The short form of an assembly-qualified name, or {@code type} itself when it is not one. */
    public static String shortName(String type) {
        if (type == null || type.indexOf(',') < 0) return type;
        Parser p = new Parser(type);
        try {
            String shown = p.qualified(true);
            return p.at == type.length() ? shown : type;
        } catch (IllegalArgumentException notClr) {
            return type;
        }
    }

    /** A recursive-descent reading of the names .NET's {@code Type.AssemblyQualifiedName} writes. */
    private static final class Parser {
        private final String s;
        private int at;

        Parser(String s) { this.s = s; }

        /** A type and its assembly (required at the top, optional inside a generic's brackets). */
        String qualified(boolean assemblyRequired) {
            String type = type();
            boolean assembly = false;
            while (at < s.length() && s.charAt(at) == ',') {
                at++;
                skipSpaces();
                assemblyPart();
                assembly = true;
            }
            if (assemblyRequired && !assembly) throw new IllegalArgumentException();
            return type;
        }

        String type() {
            int start = at;
            while (at < s.length() && "[],`".indexOf(s.charAt(at)) < 0) at++;
            String full = s.substring(start, at).strip();
            if (full.isEmpty() || full.indexOf(' ') >= 0) throw new IllegalArgumentException();
            int arity = 0;
            if (at < s.length() && s.charAt(at) == '`') {
                int digits = ++at;
                while (at < s.length() && Character.isDigit(s.charAt(at))) at++;
                if (at == digits || at - digits > 2) throw new IllegalArgumentException();
                arity = Integer.parseInt(s, digits, at, 10);
            }
            StringBuilder shown = new StringBuilder(simple(full));
            // An open generic (`List`1` with no arguments) shows as its bare name; closed ones list as many as the arity says.
            if (arity > 0 && at + 1 < s.length() && s.charAt(at) == '[' && s.charAt(at + 1) == '[') shown.append(arguments(arity));
            while (at < s.length() && s.charAt(at) == '[') shown.append(arraySuffix());
            return shown.toString();
        }

        private String arguments(int arity) {
            List<String> args = new ArrayList<>();
            at++; // the list's '['
            while (true) {
                expect('[');
                args.add(qualified(false));
                expect(']');
                if (at < s.length() && s.charAt(at) == ',') { at++; continue; }
                expect(']');
                if (args.size() != arity) throw new IllegalArgumentException();
                return "<" + String.join(", ", args) + ">";
            }
        }

        private String arraySuffix() {
            int start = at++;
            while (at < s.length() && s.charAt(at) == ',') at++;
            expect(']');
            return s.substring(start, at);
        }

        /** {@code Assembly-CSharp}, {@code Version=1.0.0.0}, …: anything up to the next comma or closing bracket. */
        private void assemblyPart() {
            int start = at;
            while (at < s.length() && s.charAt(at) != ',' && s.charAt(at) != ']') at++;
            if (s.substring(start, at).isBlank()) throw new IllegalArgumentException();
        }

        private void expect(char c) {
            if (at >= s.length() || s.charAt(at) != c) throw new IllegalArgumentException();
            at++;
        }

        private void skipSpaces() {
            while (at < s.length() && s.charAt(at) == ' ') at++;
        }

        /** {@code Game.Outer+Inner} → {@code Outer.Inner}; C#'s keywords for the built-in types. */
        private static String simple(String full) {
            String keyword = KEYWORDS.get(full);
            if (keyword != null) return keyword;
            int nested = full.indexOf('+');
            String outer = nested < 0 ? full : full.substring(0, nested);
            String name = outer.substring(outer.lastIndexOf('.') + 1);
            return nested < 0 ? name : name + "." + full.substring(nested + 1).replace('+', '.');
        }
    }
}
