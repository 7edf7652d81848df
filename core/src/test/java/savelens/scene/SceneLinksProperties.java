package savelens.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Links grown at the rate their reader meets them ({@link SceneFacts.Links#progress}) hold what a plain list holds:
 * on random runs of adds, truncations and progress (early, late, none, past the end), every entry's node and value.
 */
class SceneLinksProperties {
    /** An add (node, value), a truncation to {@code a}, or progress {@code a} of {@code b}. */
    record Step(int kind, int a, int b) {}

    @Provide
    Arbitrary<List<Step>> runs() {
        Arbitrary<Step> add = Arbitraries.integers().between(-1, 1_000_000).tuple2().map(t -> new Step(0, t.get1(), t.get2()));
        Arbitrary<Step> truncate = Arbitraries.integers().between(0, 300).map(n -> new Step(1, n, 0));
        Arbitrary<Step> progress = Arbitraries.integers().between(0, 2_000).tuple2().map(t -> new Step(2, t.get1(), t.get2()));
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(20, add), net.jqwik.api.Tuple.of(1, truncate), net.jqwik.api.Tuple.of(3, progress)).list().ofMaxSize(600);
    }

    @Property(tries = 400)
    void linksHoldWhatAPlainListHolds(@ForAll("runs") List<Step> run) {
        SceneFacts.Links links = new SceneFacts.Links();
        List<int[]> plain = new ArrayList<>();
        for (Step s : run) {
            switch (s.kind()) {
                case 0 -> {
                    links.add(s.a(), s.b());
                    plain.add(new int[] {s.a(), s.b()});
                }
                case 1 -> {
                    links.truncate(s.a());
                    while (plain.size() > s.a()) plain.remove(plain.size() - 1);
                }
                default -> links.progress(s.a(), s.b());
            }
        }
        assertEquals(plain.size(), links.size());
        for (int i = 0; i < plain.size(); i++) {
            assertEquals(plain.get(i)[0], links.node(i), "node of entry " + i);
            assertEquals(plain.get(i)[1], links.value(i), "value of entry " + i);
        }
    }
}
