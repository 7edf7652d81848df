package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

/** Ruby's own {@code Marshal.load} over a file's streams, with stub classes for every class the file names. */
final class RubyMarshal {
    private RubyMarshal() {}

    /** Whether {@code ruby} runs here; tests skip with a printed reason when not. */
    static boolean available() {
        try {
            Process p = new ProcessBuilder("ruby", "-e", "exit 0").redirectErrorStream(true).start();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    /**
     * Asserts that Ruby's {@code Marshal.load} reads every one of {@code streams} streams of {@code bytes}; prints why and
     * passes when {@code ruby} is not on the PATH.
     */
    static void assertLoads(byte[] bytes, int streams, Path scratch, String test) throws IOException, InterruptedException {
        if (!available()) {
            System.err.println(test + ": Ruby check skipped: no ruby on the PATH");
            return;
        }
        Path file = scratch.resolve("edited.rvdata2");
        Files.write(file, bytes);
        assertEquals(String.valueOf(streams), load(file, scratch));
    }

    /** Loads every stream of {@code file} in Ruby; returns what Ruby printed (the stream count, or its error). */
    static String load(Path file, Path scratch) throws IOException, InterruptedException {
        MarshalFile read = MarshalFile.read(Files.readAllBytes(file));
        TreeSet<String> classes = new TreeSet<>();
        for (MarshalStream s : read.streams()) {
            for (int v = 0; v < s.values().size(); v++) {
                MarshalValue value = s.values().get(v).value();
                if (value instanceof MarshalValue.ClassRef c) classes.add(new String(c.name(), StandardCharsets.UTF_8));
                else if (value instanceof MarshalValue.MObject || value instanceof MarshalValue.MStruct || value instanceof MarshalValue.UserDef
                        || value instanceof MarshalValue.UserMarshal) classes.add(MarshalNodes.type(s, v));
            }
        }
        StringBuilder rb = new StringBuilder();
        for (String c : classes) {
            String[] parts = c.split("::");
            String prefix = "";
            for (String part : parts) {
                prefix = prefix.isEmpty() ? part : prefix + "::" + part;
                rb.append("class ").append(prefix).append("; end\n");
            }
        }
        for (String k : new String[] {"Table", "Color", "Tone"}) rb.append("class ").append(k).append("; def self._load(s); new; end; end\n");
        for (String c : classes) rb.append("class ").append(c).append("; def marshal_load(o); @o = o; end; end\n");
        rb.append("n = 0\nFile.open(ARGV[0], 'rb') { |io| until io.eof?; Marshal.load(io); n += 1; end }\nputs n\n");
        Path script = scratch.resolve("load.rb");
        Files.writeString(script, rb.toString());
        Process p = new ProcessBuilder("ruby", script.toString(), file.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        p.waitFor(60, TimeUnit.SECONDS);
        return out;
    }
}
