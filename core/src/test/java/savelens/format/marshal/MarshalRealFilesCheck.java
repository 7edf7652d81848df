package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A check over real RPG Maker files, run by hand: {@code -Dsavelens.marshalFiles=FOLDER} names a folder whose
 * {@code .rxdata}, {@code .rvdata} and {@code .rvdata2} files must all read, index and write back byte for byte.
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
        long bytes = 0, values = 0, nodes = 0, references = 0, streams = 0;
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
            } catch (MarshalFormatException e) {
                failures.add(file + ": " + e.getMessage());
            }
        }
        System.err.println("MarshalRealFilesCheck: " + files.size() + " files (" + bytes + " bytes, " + streams + " streams), "
                + (files.size() - failures.size()) + " read and written back byte-identical; " + values + " values, " + nodes
                + " nodes, " + references + " references; " + failures.size() + " failed");
        failures.forEach(System.err::println);
        assertEquals(List.of(), failures);
    }
}
