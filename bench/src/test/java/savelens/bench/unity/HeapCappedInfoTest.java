package savelens.bench.unity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class HeapCappedInfoTest {
    @Test
    void thePeakIsTheFullestHeapBeforeAnyCollection() {
        List<String> log = List.of(
                "[0.012s][info][gc] Using G1",
                "[0.311s][info][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 24M->3M(64M) 5.123ms",
                "[0.912s][info][gc] GC(1) Pause Young (Concurrent Start) (G1 Humongous Allocation) 190M->150M(290M) 9.000ms",
                "[1.100s][info][gc] GC(2) Pause Remark 1024K->1024K(290M) 1.000ms");
        assertEquals(190L << 20, HeapCappedInfo.peak(log));
    }

    @Test
    void aRunWithoutCollectionsHasNoPeak() {
        assertEquals(-1, HeapCappedInfo.peak(List.of("[0.012s][info][gc] Using G1")));
    }
}
