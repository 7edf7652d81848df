package savelens.app.ecs;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/** The Live ECS chart's one job: the world's entity count over time, the last {@link #HISTORY} samples. */
public final class LiveChart {
    /** Entity-count samples kept. */
    public static final int HISTORY = 600;

    private final ObservableList<CountSample> samples = FXCollections.observableArrayList();
    // made once: an unmodifiable view listens to its list weakly, so a fresh one per call would be collected
    private final ObservableList<CountSample> view = FXCollections.unmodifiableObservableList(samples);

    /** A sample taken {@code seconds} after connecting; the oldest go past {@link #HISTORY}. */
    void add(double seconds, long entities) {
        samples.add(new CountSample(seconds, entities));
        if (samples.size() > HISTORY) samples.remove(0, samples.size() - HISTORY);
    }

    void clear() {
        samples.clear();
    }

    public ObservableList<CountSample> samples() {
        return view;
    }
}
