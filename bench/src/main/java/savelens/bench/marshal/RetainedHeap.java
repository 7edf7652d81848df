package savelens.bench.marshal;

import java.nio.file.Path;
import savelens.bench.measure.Measure;
import savelens.document.ReadContext;
import savelens.file.OpenFile;

/**
 * {@code RetainedHeap FILE}: the bytes of heap a file opened as {@code info} opens it keeps, after full collections,
 * printed alone: the file's bytes included where its format reads them on the heap, not where it reads them from a copy
 * outside it (Marshal). Run as a process of its own on the packaged app's core, so the figure is that of the code
 * {@code info} runs.
 */
public final class RetainedHeap {
    private RetainedHeap() {}

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        long retained = Measure.retained(() -> OpenFile.open(file, ReadContext.of(file)));
        System.out.println(retained);
    }
}
