package savelens.app.panels;

import java.util.ArrayList;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import savelens.app.document.DocumentState;
import savelens.app.document.DocumentViewModel;
import savelens.app.document.NodeLabels;
import savelens.app.document.PathNames;
import savelens.document.Diagnostic;
import savelens.document.Document;
import savelens.graph.Cycle;
import savelens.path.DocumentPath;

/** The cycles and diagnostics of the current revision; choosing one reveals it in the tree. */
public final class FindingsViewModel {
    static final int MAX_EXAMPLE = 12;

    private final DocumentViewModel document;
    private final ObservableList<CycleRow> cycles = FXCollections.observableArrayList();
    private final ObservableList<DiagnosticRow> diagnostics = FXCollections.observableArrayList();

    public FindingsViewModel(DocumentViewModel document) {
        this.document = document;
        document.stateProperty().addListener((o, was, now) -> refresh(now));
        refresh(document.state());
    }

    private void refresh(DocumentState state) {
        Document doc = state.document();
        PathNames paths = state.paths();
        List<CycleRow> c = new ArrayList<>();
        for (Cycle cycle : state.analysis().cycles()) {
            StringBuilder example = new StringBuilder();
            List<Integer> nodes = cycle.example();
            for (int i = 0; i < nodes.size(); i++) {
                if (i == MAX_EXAMPLE && nodes.size() > MAX_EXAMPLE + 1) {
                    example.append(" → … (").append(nodes.size() - MAX_EXAMPLE - 1).append(" more) → ")
                            .append(NodeLabels.brief(doc, nodes.get(nodes.size() - 1)));
                    break;
                }
                if (i > 0) example.append(" → ");
                example.append(NodeLabels.brief(doc, nodes.get(i)));
            }
            c.add(new CycleRow(cycle.size(), example.toString(), paths.node(cycle.example().get(0))));
        }
        cycles.setAll(c);
        List<DiagnosticRow> d = new ArrayList<>();
        for (Diagnostic diagnostic : state.diagnostics()) {
            DocumentPath path = diagnostic.value() >= 0 ? paths.value(diagnostic.value())
                    : diagnostic.node() >= 0 ? paths.node(diagnostic.node()) : null;
            d.add(new DiagnosticRow(diagnostic.severity(), diagnostic.message(), path));
        }
        diagnostics.setAll(d);
    }

    public void choose(CycleRow row) {
        if (row != null) document.jumpTo(row.path());
    }

    public void choose(DiagnosticRow row) {
        if (row != null && row.path() != null) document.jumpTo(row.path());
    }

    public ObservableList<CycleRow> cycles() { return cycles; }

    public ObservableList<DiagnosticRow> diagnostics() { return diagnostics; }
}
