package savelens.app.ecs;

import javafx.collections.ListChangeListener;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;

/** The world's entity count over time, drawn from {@link LiveChart}'s samples. */
final class EntityChart extends LineChart<Number, Number> {
    private final XYChart.Series<Number, Number> counts = new XYChart.Series<>();

    EntityChart(LiveChart samples) {
        super(axis("seconds"), axis("entities"));
        setId("entityChart");
        setAnimated(false);
        setCreateSymbols(false);
        setLegendVisible(false);
        setTitle("Entities over time");
        setPrefHeight(200);
        setMinHeight(120);
        counts.setName("entities");
        getData().add(counts);
        samples.samples().addListener((ListChangeListener<CountSample>) c -> counts.getData().setAll(
                samples.samples().stream().map(s -> new XYChart.Data<Number, Number>(s.seconds(), s.entities())).toList()));
    }

    private static NumberAxis axis(String label) {
        NumberAxis axis = new NumberAxis();
        axis.setLabel(label);
        axis.setForceZeroInRange(false);
        return axis;
    }
}
