package savelens.app.tree;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import savelens.app.document.DocumentViewModel;
import savelens.path.DocumentPath;

/**
 * The selection's place as links, one per step ({@code #breadcrumb}); a link jumps to that step, and its tooltip
 * says the place the step stands for, in the same words, with where it is in the file dimmed below. Steps are said in
 * the user's words where the window has them (see
 * {@link BreadcrumbSteps}): {@code Root/Door/Knob › Transform.m_LocalPosition.y} in a scene,
 * {@code $.actors._data › actor 1 Harold} in an RPG Maker save with its game's data.
 */
public final class Breadcrumb {
    /**
     * Steps shown at a long path's start and end; the ones between are counted, not shown (a node deep in a linked
     * list has a path of a hundred thousand steps, and a control per step would hold the window up for minutes).
     */
    static final int FIRST = 3, LAST = 12;
    /** A reference path longer than this many steps is written into its tooltip only when the tooltip shows. */
    private static final int TIP_NOW = 1_000;
    private final FlowPane bar = new FlowPane();
    private final DocumentViewModel model;

    public Breadcrumb(DocumentViewModel model) {
        this.model = model;
        bar.setId("breadcrumb");
        bar.getStyleClass().add("breadcrumb");
        model.selectedPathProperty().addListener((o, was, now) -> show(now));
        // A scene's names come once it is read, a game's with its data: the same place is then said in them.
        model.sceneNamesProperty().addListener((o, was, now) -> show(model.selectedPath()));
        model.stateProperty().addListener((o, was, now) -> {
            if (was == null || was.names() != now.names()) show(model.selectedPath());
        });
        show(model.selectedPath());
    }

    public FlowPane view() { return bar; }

    private void show(DocumentPath path) {
        List<DocumentPath> prefixes = (path == null ? DocumentPath.root() : path).prefixes();
        int n = prefixes.size();
        // A long path: its start and its end, a step of each; the count of the ones between in place of them.
        List<DocumentPath> shown = new ArrayList<>();
        int gapAt = -1;
        for (int i = 0; i < n; i++) {
            if (n > FIRST + LAST + 1 && i == FIRST) {
                gapAt = shown.size();
                i = n - LAST;
            }
            shown.add(prefixes.get(i));
        }
        List<BreadcrumbSteps.Step> steps = BreadcrumbSteps.of(model, shown);
        List<Tip> tips = new ArrayList<>(steps.size());
        for (BreadcrumbSteps.Step step : steps) tips.add(tipOf(step.path()));
        // An edit, or the scene's names carried over to it, mostly says the same place in the same words: the links
        // stay as they are, rather than made again (styled, laid out and drawn anew, their tooltips made) per edit.
        Shown now = new Shown(n, gapAt, steps, tips);
        if (now.equals(showing)) return;
        showing = now;
        bar.getChildren().clear();
        // The gap shows where it falls among the steps kept (none when it falls among those a scene path stands for).
        boolean gapShown = gapAt < 0 || steps.isEmpty() || steps.get(0).from() >= gapAt;
        for (int i = 0; i < steps.size(); i++) {
            if (!gapShown && steps.get(i).from() >= gapAt) {
                gapShown = true;
                Label gap = new Label(String.format(java.util.Locale.ROOT, "… %,d steps …", n - FIRST - LAST));
                gap.getStyleClass().add("breadcrumb-gap");
                bar.getChildren().add(gap);
            }
            BreadcrumbSteps.Step step = steps.get(i);
            Labeled control;
            if (i == steps.size() - 1) {
                control = new Label(step.text());
                control.getStyleClass().add("breadcrumb-current");
            } else {
                Hyperlink link = new Hyperlink(step.text());
                link.getStyleClass().add("breadcrumb-step");
                link.setOnAction(e -> model.jumpTo(step.path()));
                control = link;
            }
            control.setMnemonicParsing(false);
            control.setTooltip(placeTip(step.path(), tips.get(i)));
            bar.getChildren().add(control);
        }
    }

    /** What the bar shows: the path's length, where its gap falls, its steps and their tooltips' words. */
    private record Shown(int length, int gapAt, List<BreadcrumbSteps.Step> steps, List<Tip> tips) {}

    /** A step's tooltip in words: its text and its dimmed line (null: none); for a very long path null, written when shown. */
    private record Tip(String text, String detail) {}

    /** The words shown by the bar now, or null before the first show. */
    private Shown showing;

    /**
     * The place a step stands for, as the inspector says it: a scene's place by its scene path, with where it is in
     * the file dimmed below ({@code in the file: #211.m_LocalPosition}); a place the game's data names by that name,
     * its path from the root below; any other place by its reference path ({@code $.objects[3].components[1]}) alone.
     * A very long path is written when the tooltip shows, its middle left out.
     */
    private Tooltip placeTip(DocumentPath path, Tip words) {
        Tooltip tip = new Tooltip();
        if (words != null) describe(tip, words);
        else tip.setOnShowing(e -> {
            String whole = path.toString();
            tip.setText(whole.substring(0, 200) + " … " + whole.substring(whole.length() - 600));
        });
        tip.setWrapText(true);
        tip.setMaxWidth(640);
        return tip;
    }

    /** The words of a step's tooltip, or null for a path too long to write now (see {@link #TIP_NOW}). */
    private Tip tipOf(DocumentPath path) {
        if (path.length() > TIP_NOW) return null;
        String scene = model.sceneName(path);
        String game = scene == null ? model.gameName(path) : null;
        if (scene == null && game == null) return new Tip(path.toString(), null);
        return new Tip(scene != null ? scene : game, scene != null ? TIP_IN_FILE + model.placeInFile(path) : TIP_FROM_ROOT + path);
    }

    private static void describe(Tooltip tip, Tip words) {
        tip.setText(words.text());
        if (words.detail() == null) return;
        Label detail = new Label(words.detail());
        detail.getStyleClass().add("breadcrumb-tip-detail");
        // Dimmed, as the inspector's details are. A tooltip is light text on a dark ground in either theme, and a label
        // put in it keeps a label's dark text, unseen there: its colour is said here.
        detail.setStyle("-fx-text-fill: rgba(255, 255, 255, 0.6);");
        detail.setWrapText(true);
        tip.setGraphic(detail);
        tip.setContentDisplay(javafx.scene.control.ContentDisplay.BOTTOM);
    }

    /** How the dimmed line of a step's tooltip starts, in the inspector's words ("Scene path" … "in the file:", "Path from root"). */
    public static final String TIP_IN_FILE = "in the file: ", TIP_FROM_ROOT = "path from root: ";
}
