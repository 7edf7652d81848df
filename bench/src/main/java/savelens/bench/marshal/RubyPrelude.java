package savelens.bench.marshal;

import java.util.Comparator;
import java.util.Map;

/**
 * The Ruby that defines a save's classes before {@code Marshal.load} reads it, as stubs: a class loaded through
 * {@code _load} (RGSS's {@code Table}, {@code Color}, {@code Tone}) keeps its dump string, one loaded through
 * {@code marshal_load} ({@code Game_Interpreter}) keeps the dumped value, any other is a plain class. Outer names
 * ({@code RPG} of {@code RPG::Event}) that are not classes of the file become modules.
 */
final class RubyPrelude {
    private RubyPrelude() {}

    static String of(Map<String, Character> classes) {
        StringBuilder b = new StringBuilder();
        b.append("def __savelens_class(path)\n")
                .append("  scope = Object\n")
                .append("  names = path.split('::')\n")
                .append("  names[0..-2].each { |n| scope = scope.const_defined?(n, false) ? scope.const_get(n, false) : scope.const_set(n, Module.new) }\n")
                .append("  scope.const_defined?(names[-1], false) ? scope.const_get(names[-1], false) : scope.const_set(names[-1], Class.new)\n")
                .append("end\n");
        // Outer classes before the ones inside them, so RPG::Event is a class before RPG::Event::Page is made in it.
        classes.entrySet().stream().sorted(Comparator.comparingInt((Map.Entry<String, Character> e) -> e.getKey().split("::").length)
                .thenComparing(Map.Entry::getKey)).forEach(e -> {
            String c = "__savelens_class('" + e.getKey() + "')";
            switch (e.getValue()) {
                case 'u' -> b.append(c).append(".class_eval { def self._load(s) o = allocate; o.instance_variable_set(:@dump, s); o end }\n");
                case 'U' -> b.append(c).append(".class_eval { def marshal_load(v) @dump = v end }\n");
                default -> b.append(c).append('\n');
            }
        });
        return b.toString();
    }
}
