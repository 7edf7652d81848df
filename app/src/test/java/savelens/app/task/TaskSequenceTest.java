package savelens.app.task;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Steps run one after another, each made only when the one before it is done. */
class TaskSequenceTest {
    final HeldTaskExecutor executor = new HeldTaskExecutor().hold();
    final TaskSequence steps = new TaskSequence(executor);
    final List<String> log = new ArrayList<>();

    BackgroundTask<?> step(String name) {
        log.add("made " + name);
        return BackgroundTask.of(name, context -> {
            log.add("ran " + name);
            return name;
        }).onSuccess(r -> log.add("landed " + name));
    }

    @Test void eachStepIsMadeWhenTheOneBeforeHasLanded() {
        steps.add(() -> step("first"));
        steps.add(() -> step("second"));
        steps.add(() -> step("third"));
        assertEquals(List.of("made first"), log, "the second is not made while the first runs");
        assertEquals(1, executor.held().size());
        assertTrue(steps.isBusy());

        executor.runHeld();
        assertEquals(List.of("made first", "ran first", "landed first", "made second"), log);
        executor.runHeld();
        executor.runHeld();
        assertEquals(List.of("made first", "ran first", "landed first", "made second", "ran second", "landed second",
                "made third", "ran third", "landed third"), log);
        assertFalse(steps.isBusy());
    }

    @Test void aStepWithNothingLeftToDoIsSkipped() {
        steps.add(() -> step("first"));
        steps.add(() -> null); // by its turn, say, nothing was left to undo
        steps.add(() -> step("third"));
        executor.runHeld();
        assertEquals(List.of("made first", "ran first", "landed first", "made third"), log);
        executor.runHeld();
        assertFalse(steps.isBusy());
    }

    @Test void clearDropsTheStepsNotYetBegun() {
        steps.add(() -> step("first"));
        steps.add(() -> step("second"));
        steps.clear();
        assertTrue(steps.isBusy(), "the first still runs");
        executor.runHeld();
        assertEquals(List.of("made first", "ran first", "landed first"), log);
        assertFalse(steps.isBusy());
    }

    @Test void withAnExecutorThatRunsInPlaceTheStepsRunInOrderAtOnce() {
        executor.release();
        steps.add(() -> step("first"));
        steps.add(() -> step("second"));
        assertEquals(List.of("made first", "ran first", "landed first", "made second", "ran second", "landed second"), log);
        assertFalse(steps.isBusy());
    }
}
