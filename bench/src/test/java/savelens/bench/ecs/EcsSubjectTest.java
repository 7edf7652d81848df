package savelens.bench.ecs;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Every system in the ECS benchmark does the same work, so their figures compare like with like. */
class EcsSubjectTest {
    private static final List<String> ALL = List.of("archetype", "hybrid", "views", "records", "shared-records", "static-records", "sparse", "artemis", "ashley", "before", "plain");
    private static final int N = 500;

    @Test
    void movingAddsTheVelocityToEveryPosition() {
        for (String name : ALL) {
            EcsSubject s = EcsSubject.named(name);
            s.populate(N);
            s.update();
            s.update();
            for (int i = 0; i < N; i += 37) assertEquals(i + 2.0, s.positionX(i), name + " entity " + i);
        }
    }

    @Test
    void readingByHandleSumsTheSamePositions() {
        int[] picks = {0, 7, 499, 250, 7};
        double expected = 0 + 7 + 499 + 250 + 7; // y is 0 before any move
        for (String name : ALL) {
            EcsSubject s = EcsSubject.named(name);
            s.populate(N);
            assertEquals(expected, s.read(picks, 0, picks.length), name);
        }
    }

    @Test
    void migratingAndChurningLeaveTheEntitiesAsTheyWere() {
        for (String name : List.of("archetype", "hybrid", "records", "sparse", "artemis", "ashley", "before")) {
            EcsSubject s = EcsSubject.named(name);
            s.populate(N);
            s.stopSystems();
            s.addRemove(N - 10, 100); // wraps past the end
            if (!name.equals("before")) s.createDestroy(300);
            for (int i = 0; i < N; i += 23) assertEquals(i, s.positionX(i), name + " entity " + i);
        }
    }

    @Test
    void aChurnedWorldHoldsTheSameEntitiesUnderNewHandles() {
        int[] churned = EcsBenchmark.churned(N, 1000);
        assertEquals(N / 2, java.util.Arrays.stream(churned).distinct().count(), "half the entities, each once");
        int[] picks = {0, 7, 499, 250, 7, churned[0], churned[1]};
        for (String name : List.of("archetype", "records", "sparse", "artemis", "ashley", "plain")) {
            EcsSubject s = EcsSubject.named(name);
            s.populate(N);
            s.stopSystems();
            double before = s.read(picks, 0, picks.length);
            s.churn(churned);
            assertEquals(before, s.read(picks, 0, picks.length), name);
            for (int i = 0; i < N; i += 19) assertEquals(i, s.positionX(i), name + " entity " + i);
        }
    }

    @Test
    void plainArraysRefuseWorkTheyHaveNoMeaningFor() {
        EcsSubject plain = EcsSubject.named("plain");
        plain.populate(10);
        assertThrows(UnsupportedOperationException.class, () -> plain.addRemove(0, 1));
        assertThrows(UnsupportedOperationException.class, () -> plain.createDestroy(1));
    }
}
