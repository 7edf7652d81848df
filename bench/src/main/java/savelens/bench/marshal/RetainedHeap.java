package savelens.bench.marshal;

import java.nio.file.Files;
import java.nio.file.Path;
import savelens.bench.measure.Measure;
import savelens.document.ReadContext;
import savelens.file.Formats;

/**
 * {@code RetainedHeap FILE}: the bytes of heap a loaded document keeps (its file's bytes included), after full
 * collections, printed alone. Run as a process of its own on the packaged app's core, so the figure is that of
 * the code {@code info} runs.
 */
public final class RetainedHeap {
    private RetainedHeap() {}

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        long retained = Measure.retained(() -> {
            byte[] bytes = Files.readAllBytes(file);
            ReadContext context = ReadContext.of(file);
            return Formats.read(Formats.formatFor(bytes, context), bytes, context);
        });
        System.out.println(retained);
    }
}
