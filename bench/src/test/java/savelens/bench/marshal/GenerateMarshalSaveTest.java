package savelens.bench.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.format.Format;
import savelens.path.DocumentPath;
import savelens.path.ValuePrinter;

class GenerateMarshalSaveTest {
    @TempDir Path dir;

    @Test
    void theSameSizeAndSeedWriteTheSameBytesNearTheSizeAsked() throws IOException {
        Path a = dir.resolve("a.rvdata2"), b = dir.resolve("b.rvdata2");
        GenerateMarshalSave.write(300_000, GenerateMarshalSave.DEFAULT_SEED, a);
        GenerateMarshalSave.write(300_000, GenerateMarshalSave.DEFAULT_SEED, b);
        assertArrayEquals(Files.readAllBytes(a), Files.readAllBytes(b));
        assertTrue(Math.abs(Files.size(a) - 300_000) < 3_000, "within 1 % of 300 kB: " + Files.size(a));
    }

    @Test
    void saveLensReadsItAsAVxAceSaveWithItsLinks() throws IOException {
        Path file = dir.resolve("save.rvdata2");
        GenerateMarshalSave.Shape shape = GenerateMarshalSave.write(200_000, GenerateMarshalSave.DEFAULT_SEED, file);
        byte[] bytes = Files.readAllBytes(file);
        ReadContext context = ReadContext.of(file);
        Format format = Formats.formatFor(bytes, context);
        assertEquals("ruby-marshal", format.name());
        Document doc = Formats.read(format, bytes, context);
        assertEquals("98765", get(doc, "$[1].party.@gold"));
        assertEquals("\"12:34:56\"", get(doc, "$[0].playtime_s"));
        assertEquals("\":walk\"", get(doc, "$[1].player.@vehicle_type"));
        assertEquals("true", get(doc, "$[1].self_switches.@data{0}"));
        // A Game_Event links back to the RPG::Event of the map written before it.
        String linked = get(doc, "$[1].map.@events[1].@event");
        assertTrue(linked.startsWith("#\"1."), linked);
        assertEquals(get(doc, "$[1].map.@map.@events[1].@id"), get(doc, "$[1].map.@events[1].@id"));
        int last = shape.events();
        assertEquals(String.valueOf(last), get(doc, "$[1].map.@events[" + last + "].@id"));
    }

    @Test
    void rubysMarshalLoadReadsEveryStreamWithTheGeneratedClasses() throws Exception {
        boolean ruby = rubyRuns();
        if (!ruby) System.out.println("skipped: ruby is not on the PATH, so Ruby's Marshal.load does not check the generated save here");
        assumeTrue(ruby, "ruby is not on the PATH");
        Path file = dir.resolve("save.rvdata2");
        GenerateMarshalSave.write(200_000, GenerateMarshalSave.DEFAULT_SEED, file);
        String check = "File.open(ARGV[0], 'rb') { |f| h = Marshal.load(f); c = Marshal.load(f); raise 'more' unless f.eof?\n"
                + "m = c[:map]; e = m.instance_variable_get(:@events)[1]\n"
                + "raise 'not shared' unless e.instance_variable_get(:@event).equal?(m.instance_variable_get(:@map).instance_variable_get(:@events)[1])\n"
                + "raise 'no table' unless m.instance_variable_get(:@map).instance_variable_get(:@data).is_a?(Table)\n"
                + "puts [h[:playtime_s], c.keys.join(','), c[:party].instance_variable_get(:@gold)].join(' ') }";
        Process p = new ProcessBuilder("ruby", "-r", GenerateMarshalSave.prelude(file).toAbsolutePath().toString(), "-e", check, file.toString())
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        assertEquals("12:34:56 system,timer,message,switches,variables,self_switches,actors,party,troop,map,player 98765", out);
    }

    private static String get(Document doc, String path) {
        return new ValuePrinter(doc).print(DocumentPath.parse(path, doc).resolve(doc));
    }

    private static boolean rubyRuns() {
        try {
            Process p = new ProcessBuilder("ruby", "-e", "exit 0").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }
}
