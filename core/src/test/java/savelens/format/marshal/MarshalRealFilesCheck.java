package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.edit.SetValue;
import savelens.file.OpenFile;
import savelens.path.DocumentPath;
import savelens.path.ValuePrinter;

/**
 * A check over real RPG Maker files, run by hand: {@code -Dsavelens.marshalFiles=FOLDER} names a folder whose
 * {@code .rxdata}, {@code .rvdata} and {@code .rvdata2} files must all read, index and write back byte for byte, open
 * as documents over their own bytes, show every script of a scripts file inflated, and (files up to 32 KB) take
 * each string set to what {@code get} prints for it without a byte changing.
 * Skipped without it: the files are others' and are not in the repository.
 */
class MarshalRealFilesCheck {
    @Test
    void everyRealFileReadsAndWritesBackByteIdentical() throws IOException {
        String folder = System.getProperty("savelens.marshalFiles");
        if (folder == null) System.err.println("MarshalRealFilesCheck skipped: -Dsavelens.marshalFiles=FOLDER names no folder");
        assumeTrue(folder != null);
        List<Path> files;
        try (Stream<Path> all = Files.walk(Path.of(folder))) {
            files = all.filter(Files::isRegularFile).filter(p -> p.toString().matches(".*\\.r(xdata|vdata2?)$")).sorted().toList();
        }
        List<String> failures = new ArrayList<>();
        long bytes = 0, values = 0, nodes = 0, references = 0, streams = 0, opened = 0, scriptFiles = 0, scripts = 0, strings = 0, stringFiles = 0;
        for (Path file : files) {
            byte[] in = Files.readAllBytes(file);
            try {
                MarshalFile read = MarshalFile.read(in);
                if (!Arrays.equals(in, read.rewrite())) failures.add(file + ": written back differently");
                MarshalNodes index = MarshalNodes.of(read);
                nodes += index.nodes().size();
                references += index.references().size();
                for (MarshalStream s : read.streams()) values += s.values().size();
                streams += read.streams().size();
                bytes += in.length;
                // Opened as the command line and the window open it (over a copy outside the heap): the document's bytes are the file's.
                Document doc = OpenFile.open(file, ReadContext.of(file)).document();
                if (!((MarshalIndex) doc.index()).bytes().isDirect()) failures.add(file + ": opened with its bytes on the heap");
                if (!Arrays.equals(in, doc.text())) failures.add(file + ": the document's bytes differ from the file's");
                opened++;
                if (doc.syntax().readOnly() != null) {
                    scriptFiles++;
                    int all = DocumentPath.parse("$[0]", doc).resolve(doc).value();
                    StringBuilder shown = new StringBuilder();
                    long sourceBytes = 0;
                    for (int e = doc.index().firstChild(all); e >= 0; e = doc.index().nextSibling(e)) {
                        shown.append(doc.index().string(doc.index().child(e, 2))).append('\u0000');
                        sourceBytes += doc.index().string(doc.index().child(e, 2)).getBytes(StandardCharsets.UTF_8).length;
                        scripts++;
                        int source = doc.index().child(e, 2);
                        byte[] deflated = ((MarshalValue.MString) ((MarshalIndex) doc.index()).marshal(source)).bytes();
                        byte[] inflated = RgssScripts.inflate(deflated);
                        if (inflated == null) failures.add(file + ": script " + doc.raw(doc.index().child(e, 1)) + " does not inflate");
                        else if (!doc.index().string(source).equals(new String(inflated, StandardCharsets.UTF_8))) failures.add(file + ": a source is shown otherwise");
                    }
                    String ruby = rubyInflated(file);
                    System.err.println(file + ": " + doc.visibleChildCount(all) + " scripts, " + sourceBytes + " bytes of source"
                            + (ruby == null ? " (no ruby on the PATH to compare)" : ruby.equals(shown.toString()) ? ", as Ruby's Zlib::Inflate gives them" : ""));
                    if (ruby != null && !ruby.equals(shown.toString())) failures.add(file + ": the sources shown differ from Ruby's Zlib::Inflate");
                } else if (in.length <= 32 * 1024) {
                    strings += everyStringSetBack(file, in, doc, failures);
                    stringFiles++;
                }
            } catch (MarshalFormatException e) {
                failures.add(file + ": " + e.getMessage());
            } catch (RuntimeException e) {
                failures.add(file + ": " + e);
            }
        }
        System.err.println("MarshalRealFilesCheck: " + files.size() + " files (" + bytes + " bytes, " + streams + " streams), "
                + (files.size() - failures.size()) + " read and written back byte-identical; " + values + " values, " + nodes
                + " nodes, " + references + " references; " + opened + " opened as documents, " + scriptFiles + " scripts files ("
                + scripts + " scripts decoded); " + strings + " strings of the " + stringFiles + " other files up to 32 KB set to what get prints, bytes unchanged; "
                + failures.size() + " failed");
        failures.forEach(System.err::println);
        assertEquals(List.of(), failures);
    }

    /** Each script's source as Ruby's own {@code Zlib::Inflate} gives it, each followed by a NUL; null without ruby. */
    private static String rubyInflated(Path file) {
        if (!RubyMarshal.available()) return null;
        try {
            Process p = new ProcessBuilder("ruby", "-rzlib", "-e",
                    "Marshal.load(File.binread(ARGV[0])).each { |e| $stdout.write(Zlib::Inflate.inflate(e[2]) + \"\\0\") }", file.toString())
                    .redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            p.waitFor();
            return out;
        } catch (IOException | InterruptedException e) {
            return "ruby failed: " + e;
        }
    }

    /** Sets each string of a file to what {@code get} prints for it: the file's bytes must not change. */
    private static int everyStringSetBack(Path file, byte[] in, Document doc, List<String> failures) {
        MarshalIndex index = (MarshalIndex) doc.index();
        int n = 0;
        for (int v = 1; v < index.count(); v++) {
            if (!(index.marshal(v) instanceof MarshalValue.MString)) continue;
            StringBuilder printed = new StringBuilder();
            new ValuePrinter(doc).value(v, printed);
            if (printed.charAt(0) != '"') {
                failures.add(file + ": value " + v + " (" + doc.kind(v) + ", " + MarshalNodes.type(index.streamOf(v), index.position(v)) + " in "
                        + doc.index().name(v) + " of " + doc.index().name(doc.index().parent(v)) + ") prints as " + printed);
                continue;
            }
            Document same = new SetValue(v, NewValue.parse(printed.toString()), "value " + v).execute(doc);
            if (!Arrays.equals(in, same.text())) failures.add(file + ": value " + v + " set to " + printed + " changes the file");
            n++;
        }
        return n;
    }
}
