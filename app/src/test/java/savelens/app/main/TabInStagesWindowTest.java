package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.collections.ListChangeListener;
import javafx.scene.control.TreeCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.document.DocumentViewModel;
import savelens.app.task.FxTaskExecutor;

/**
 * A document's tab is built in stages: its first frame holds what it shows (the tree, the inspector, the search row),
 * and the views behind other tabs (the Hierarchy, the Size, Query, Save and Raw views) are made after the frame that
 * first shows the tree's rows, one a pulse, without the user asking for them.
 */
@ExtendWith(ApplicationExtension.class)
class TabInStagesWindowTest {
    @TempDir Path dir;
    final FxTaskExecutor executor = new FxTaskExecutor();
    WindowUnderTest w;

    @Start void start(Stage stage) {
        w = WindowUnderTest.starting().executor(executor).sized(1000, 700).show(stage);
    }

    @AfterEach void stop() {
        executor.shutdown();
    }

    @Test void theViewsTheFirstFrameDoesNotShowAreMadeAfterIt(FxRobot robot) throws Exception {
        Path file = savelens.app.Fixtures.copy(dir, "helio/island.json");
        List<String> atConstruction = new ArrayList<>();
        List<List<String>> atTreeShown = new ArrayList<>();
        robot.interact(() -> {
            // After the window's own listener: the tab is made by then.
            w.model.documents().addListener((ListChangeListener<DocumentViewModel>) c -> {
                DocumentTab tab = w.window.currentTab();
                if (tab != null && atConstruction.isEmpty()) atConstruction.addAll(List.of("made:", String.join(",", tab.viewsMadeLater())));
            });
            w.window.scene().addPostLayoutPulseListener(() -> {
                DocumentTab tab = w.window.currentTab();
                if (tab != null && atTreeShown.isEmpty() && rowsShown(tab)) atTreeShown.add(tab.viewsMadeLater());
            });
            w.model.open(file);
        });
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !atTreeShown.isEmpty());
        assertEquals(List.of("made:", ""), atConstruction, "none is made with the tab");
        assertEquals(List.of(), atTreeShown.get(0), "none is made before the frame that shows the tree's rows");

        DocumentTab[] tab = {null};
        robot.interact(() -> { tab[0] = w.window.currentTab(); });
        List<String> made = new ArrayList<>();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> {
            robot.interact(() -> made.addAll(tab[0].viewsMadeLater()));
            if (made.size() == 5) return true;
            made.clear();
            return false;
        });
        assertTrue(made.containsAll(List.of("hierarchy", "size", "query", "save", "raw")), made.toString());
        robot.interact(() -> assertNotNull(tab[0].hierarchy().tree(), "the Hierarchy's view is the one made"));
    }

    private static boolean rowsShown(DocumentTab tab) {
        return tab.tree().view().lookupAll(".tree-cell").stream()
                .anyMatch(n -> n instanceof TreeCell<?> cell && cell.isVisible() && cell.getItem() != null && cell.getText() != null);
    }
}
