package savelens.app.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Labeled;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeView;
import javafx.scene.layout.FlowPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import savelens.app.Fixtures;
import savelens.app.panels.CyclesPanel;
import savelens.path.DocumentPath;
import savelens.scene.SceneObject;

/**
 * The window says places in the user's words: the breadcrumb names a scene object by its scene path and the rest by
 * component and field (each step's tooltip says its place so, and where it is in the file dimmed below), a scene of one root opens with that root unfolded,
 * and the Cycles panel and the breadcrumb name an RPG Maker actor by the game's name, its control characters shown escaped.
 */
@ExtendWith(ApplicationExtension.class)
class UserWordsWindowTest {
    @TempDir Path dir;
    WindowUnderTest ui;

    @Start void start(Stage stage) { ui = WindowUnderTest.show(stage, 1200, 800); }

    @Test void theBreadcrumbOfAUnityObjectsFieldNamesItsScenePathAndTheComponent(FxRobot robot) throws Exception {
        openScene(robot, Fixtures.copy(dir, "unity/village.unity"));
        SceneObject knob = object(robot, "Knob");
        int transform = knob.components().stream().filter(c -> c.kind().equals("Transform")).findFirst().orElseThrow().node();
        DocumentPath y = select(robot, ui.model.current().document().nodeId(transform) + ".m_LocalPosition.y");

        List<Labeled> steps = steps(robot);
        assertEquals("Root/Door/Knob › Transform.m_LocalPosition.y", text(steps), "the breadcrumb: " + describe(steps));
        assertTooltipsSayThePlace(robot, steps, y);
        // The last step's tooltip: the place as the inspector says a scene's place, its id path in the file dimmed below.
        Labeled last = steps.get(steps.size() - 1);
        assertEquals("Root/Door/Knob › Transform.m_LocalPosition.y", last.getTooltip().getText());
        assertEquals("in the file: #211.m_LocalPosition.y", detail(last));

        // A step still goes where it stands for: the one before the fields to Knob's Transform.
        Hyperlink transformStep = (Hyperlink) steps.get(steps.size() - 3);
        assertTrue(transformStep.getText().endsWith("Knob › Transform"), describe(steps));
        assertEquals("Root/Door/Knob › Transform", transformStep.getTooltip().getText());
        assertEquals("in the file: #211", detail(transformStep));
        DocumentPath target = inFile(robot, transformStep);
        robot.interact(transformStep::fire);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(target, ui.model.current().selectedPath());
        assertEquals("Root/Door/Knob › Transform", text(steps(robot)), describe(steps) + " then " + describe(steps(robot)));
    }

    @Test void theBreadcrumbOfAHelioObjectsFieldNamesItsScenePathAndTheComponent(FxRobot robot) throws Exception {
        openScene(robot, Fixtures.copy(dir, "helio/scene.json"));
        DocumentPath power = select(robot, "#8.power"); // keeper's Walker, under Lighthouse/stairs

        List<Labeled> steps = steps(robot);
        String shown = text(steps);
        // The Lighthouse's name holds a backslash and a tab: shown as the Hierarchy's scene paths show them.
        assertEquals(ui.model.current().placeName(power), shown);
        assertTrue(shown.startsWith("Lighthouse «灯台» \"north\" \\\\ beam\\t/"), shown);
        assertTrue(shown.endsWith("/keeper › Walker.power"), shown);
        assertFalse(shown.contains("$") || shown.contains("[0]") || shown.contains("children"), "no reference steps: " + describe(steps));
        assertTrue(steps.size() >= 3, "a step per part of the place: " + describe(steps));
        assertTooltipsSayThePlace(robot, steps, power);
        assertEquals(shown, steps.get(steps.size() - 1).getTooltip().getText());
        assertEquals("in the file: #8.power", detail(steps.get(steps.size() - 1)));
    }

    /**
     * A scalar edit of a scene carries its names over to the edited document, which says the selection's place in the
     * same words: the breadcrumb's links stay as they are, not made again (styled, laid out and drawn anew, their
     * tooltips made) for every edit. Another place is said anew.
     */
    @Test void anEditThatLeavesThePlaceSaidAlikeKeepsTheBreadcrumbsLinks(FxRobot robot) throws Exception {
        openScene(robot, Fixtures.copy(dir, "helio/scene.json"));
        DocumentPath power = select(robot, "#8.power");
        List<Labeled> before = steps(robot);
        String said = text(before);

        robot.interact(() -> assertEquals(null, ui.model.current().setValue(power, savelens.document.NewValue.parse("17"))));
        WaitForAsyncUtils.waitForFxEvents();
        assertSameSteps(before, steps(robot), "after an edit of the selected field");
        robot.interact(() -> ui.model.current().undo());
        WaitForAsyncUtils.waitForFxEvents();
        assertSameSteps(before, steps(robot), "after its undo");

        DocumentPath other = select(robot, "#8");
        assertTrue(!text(steps(robot)).equals(said) && said.startsWith(text(steps(robot))), "another place said anew: " + describe(steps(robot)));
        assertEquals(ui.model.current().placeName(other), text(steps(robot)));
    }

    /**
     * The inspector's heading and the place it names are set once per refresh, to the scene's words: not to the node's
     * generic label first and back (three refreshes per edit of a scene, each changing them twice, the fields showing
     * them laid out again each time). An edit that leaves them as they were changes none of them.
     */
    @Test void anEditLeavesTheInspectorsHeadingUntouched(FxRobot robot) throws Exception {
        openScene(robot, Fixtures.copy(dir, "helio/scene.json"));
        DocumentPath power = select(robot, "#8.power");
        var inspector = ui.window.currentTab().inspector().model();
        List<String> changes = new ArrayList<>();
        String heading = inspector.headingProperty().get();
        robot.interact(() -> {
            inspector.headingProperty().addListener((o, was, now) -> changes.add("heading " + now));
            inspector.nodePathProperty().addListener((o, was, now) -> changes.add("path " + now));
            inspector.nodePathHeadingProperty().addListener((o, was, now) -> changes.add("path heading " + now));
            assertEquals(null, ui.model.current().setValue(power, savelens.document.NewValue.parse("17")));
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(), changes, "nothing the edit left alike is set anew");
        assertEquals(heading, inspector.headingProperty().get());
        assertTrue(heading.endsWith("/keeper › Walker"), "the scene's words head it: " + heading);
    }

    private static void assertSameSteps(List<Labeled> expected, List<Labeled> actual, String when) {
        assertEquals(describe(expected), describe(actual), when);
        for (int i = 0; i < expected.size(); i++) assertTrue(expected.get(i) == actual.get(i), when + ": step " + i + " made again");
    }

    @Test void aSceneOfOneRootOpensWithThatRootUnfolded(FxRobot robot) throws Exception {
        openScene(robot, Fixtures.copy(dir, "godot/outpost.tscn"));
        robot.interact(() -> ui.window.currentTab().showNavigator(true));
        WaitForAsyncUtils.waitForFxEvents();
        TreeTableView<SceneObject> tree = robot.lookup("#hierarchyTree").queryAs(TreeTableView.class);
        assertEquals(1, tree.getRoot().getChildren().size());
        TreeItem<SceneObject> outpost = tree.getRoot().getChildren().get(0);
        assertEquals("Outpost", outpost.getValue().name());
        assertTrue(outpost.isExpanded(), "the lone root is unfolded the first time the scene shows");
        List<String> rows = new ArrayList<>();
        robot.interact(() -> {
            for (Node n : tree.lookupAll(".hierarchy-row"))
                if (n instanceof TreeTableRow<?> r && r.isVisible() && r.getItem() instanceof SceneObject o) rows.add(o.name());
        });
        assertTrue(rows.containsAll(List.of("Outpost", "WaveTimer", "Tower")), "its children show as rows: " + rows);
    }

    @Test void theCyclesPanelNamesAnActorByTheGamesNameWithItsControlCharactersEscaped(FxRobot robot) throws Exception {
        Path game = dir.resolve("game");
        Path data = Files.createDirectories(game.resolve("data"));
        Files.writeString(data.resolve("System.json"), "{\"switches\":[\"\"],\"variables\":[\"\"]}");
        Files.writeString(data.resolve("Actors.json"), "[null,{\"id\":1,\"name\":\"Har\\nold\\t\\u0007\"},{\"id\":2,\"name\":\"Therese\"}]");
        for (String f : new String[] {"Items.json", "Weapons.json", "Armors.json"}) Files.writeString(data.resolve(f), "[null]");
        Path save = Fixtures.copy(Files.createDirectories(game.resolve("save")), "rpgmaker-mv/file1.rpgsave");
        robot.interact(() -> ui.model.open(save));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> ui.window.currentTab() != null && ui.model.current().analysedProperty().get()
                && !ui.window.currentTab().findings().cycles().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        String harold = "#13 actor 1 Har\\nold\\t\\u0007";

        TreeView<CyclesPanel.Entry> cycles = robot.lookup("#cyclesTree").queryAs(TreeView.class);
        TreeItem<CyclesPanel.Entry> actorsCycle = cycles.getRoot().getChildren().stream()
                .filter(i -> i.getValue().cycle() != null && i.getValue().cycle().nodes().contains(actorNode(robot))).findFirst()
                .orElseThrow(() -> new AssertionError("no cycle through the actor: " + cycles.getRoot().getChildren()));
        assertTrue(actorsCycle.getValue().text().contains(harold + " → "), actorsCycle.getValue().text());
        robot.interact(() -> actorsCycle.setExpanded(true));
        List<String> members = actorsCycle.getChildren().stream().map(i -> i.getValue().text()).toList();
        assertTrue(members.contains(harold), "the actor as the Size panel names it: " + members);
        for (String m : members) assertFalse(m.chars().anyMatch(Character::isISOControl), "a control character shown raw: " + m);
        assertEquals(harold, ui.window.currentTab().sizeModel().label(ui.model.current().document(), actorNode(robot)),
                "the Size panel names it the same way");

        // Outside a scene the breadcrumb says the actor by the game's name too, the steps it has none for as they are.
        DocumentPath hp = select(robot, "#13._hp");
        List<Labeled> steps = steps(robot);
        assertEquals("$.actors._data › actor 1 Har\\nold\\t\\u0007 HP", text(steps), describe(steps));
        assertTooltipsSayThePlace(robot, steps, hp);
        // A place the game names: that name, its path from the root dimmed below; a step it has no name for, its path.
        assertEquals("actor 1 Har\\nold\\t\\u0007 HP", steps.get(steps.size() - 1).getTooltip().getText());
        assertEquals("path from root: $.actors._data[1]._hp", detail(steps.get(steps.size() - 1)));
        Labeled actors = steps.get(steps.size() - 3);
        assertEquals("._data", actors.getText(), describe(steps));
        assertEquals("$.actors._data", actors.getTooltip().getText());
        assertEquals(null, detail(actors));
    }

    /**
     * fixtures/godot/project/main.tscn: the tree reaches FrontDoor through the Clock's signal connection; the inspector
     * says its scene path, and in the file it is #"FrontDoor", not $[4].connections[0].
     */
    @Test void aGodotNodeIsPlacedByItsScenePathNotByTheConnectionThatReachesIt(FxRobot robot) throws Exception {
        Path project = Files.createDirectories(dir.resolve("project"));
        for (String f : List.of("project.godot", "main.tscn", "door.tscn", "ghost.tscn", "ghost_base.tscn")) {
            Files.copy(Fixtures.folder().resolve("godot/project").resolve(f), project.resolve(f));
        }
        openScene(robot, project.resolve("main.tscn"));
        SceneObject door = object(robot, "FrontDoor");
        robot.interact(() -> ui.model.current().selectNode(door.node()));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(ui.model.current().selectedPath().toString().contains("connections"), "the tree's way to it: " + ui.model.current().selectedPath());

        assertEquals("Main/FrontDoor", robot.lookup("#nodePath").queryAs(javafx.scene.control.TextField.class).getText());
        assertEquals("Scene path", robot.lookup("#nodePathHeading").queryAs(javafx.scene.control.Label.class).getText());
        assertEquals("in the file: #\"FrontDoor\"", robot.lookup("#nodePlace").queryAs(javafx.scene.control.Label.class).getText());
        assertEquals("Main/FrontDoor", robot.lookup("#statusSelection").queryAs(javafx.scene.control.Label.class).getText());
        List<Labeled> steps = steps(robot);
        assertEquals("Main/FrontDoor", text(steps), describe(steps));
    }

    /**
     * fixtures/unity/village.unity: Crate (1) is placed by its scene path, not through its MonoBehaviour's m_GameObject;
     * Lamp's 19-digit file id is a dimmed detail beside its name, and a link to Lamp says its name alone.
     */
    @Test void aUnityObjectIsNamedFirstAndItsLongFileIdComesSecond(FxRobot robot) throws Exception {
        openScene(robot, Fixtures.copy(dir, "unity/village.unity"));
        SceneObject crate = object(robot, "Crate (1)");
        robot.interact(() -> ui.model.current().selectNode(crate.node()));
        WaitForAsyncUtils.waitForFxEvents();
        String cratePath = robot.lookup("#nodePath").queryAs(javafx.scene.control.TextField.class).getText();
        assertFalse(cratePath.contains("m_GameObject") || cratePath.startsWith("$"), cratePath);
        assertTrue(cratePath.endsWith("/Crate (1)"), cratePath);
        assertEquals("in the file: #302", robot.lookup("#nodePlace").queryAs(javafx.scene.control.Label.class).getText());

        SceneObject lamp = object(robot, "Lamp");
        robot.interact(() -> ui.model.current().selectNode(lamp.node()));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Lamp", robot.lookup("#inspectorHeading").queryAs(javafx.scene.control.Label.class).getText());
        assertEquals("#-4617375467376130530 GameObject", robot.lookup("#inspectorHeadingDetail").queryAs(javafx.scene.control.Label.class).getText());

        int transform = lamp.components().get(0).node();
        robot.interact(() -> ui.model.current().selectNode(transform));
        WaitForAsyncUtils.waitForFxEvents();
        Hyperlink toLamp = robot.lookup("#inspector #follow-m_GameObject").queryAs(Hyperlink.class);
        assertEquals("→ Lamp", toLamp.getText(), "the link says the object's name, not its id");
        assertTrue(toLamp.getTooltip().getText().contains("#-4617375467376130530"), "the id is in its tooltip: " + toLamp.getTooltip().getText());

        // A node of no scene object with a long id: its type leads, the id follows dimmed.
        robot.interact(() -> ui.model.current().jumpTo(DocumentPath.parse("#9223372036854775807")));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("SceneRoots", robot.lookup("#inspectorHeading").queryAs(javafx.scene.control.Label.class).getText());
        assertEquals("#9223372036854775807", robot.lookup("#inspectorHeadingDetail").queryAs(javafx.scene.control.Label.class).getText());

        // A link to it says its type; the id is in the tooltip, as for a scene object.
        robot.interact(() -> ui.model.current().jumpTo(DocumentPath.parse("$")));
        WaitForAsyncUtils.waitForFxEvents();
        java.util.List<Hyperlink> links = robot.lookup("#inspector").queryAll().stream().findFirst().orElseThrow()
                .lookupAll(".hyperlink").stream().filter(Hyperlink.class::isInstance).map(Hyperlink.class::cast).toList();
        Hyperlink toRoots = links.stream().filter(l -> l.getText().contains("SceneRoots")).findFirst().orElseThrow();
        assertEquals("→ SceneRoots", toRoots.getText());
        assertTrue(toRoots.getTooltip().getText().contains("#9223372036854775807"), toRoots.getTooltip().getText());
    }

    /**
     * An RPG Maker MV save beside its game's data/: the status bar says the selected actor as the game names it, and
     * so does a link to it.
     */
    @Test void theStatusBarSaysAnActorByTheGamesName(FxRobot robot) throws Exception {
        Path game = dir.resolve("game");
        Path data = Files.createDirectories(game.resolve("data"));
        Files.writeString(data.resolve("System.json"), "{\"switches\":[\"\"],\"variables\":[\"\"]}");
        Files.writeString(data.resolve("Actors.json"), "[null,{\"id\":1,\"name\":\"Harold\"},{\"id\":2,\"name\":\"Therese\"}]");
        for (String f : new String[] {"Items.json", "Weapons.json", "Armors.json"}) Files.writeString(data.resolve(f), "[null]");
        Path save = Fixtures.copy(Files.createDirectories(game.resolve("save")), "rpgmaker-mv/file1.rpgsave");
        robot.interact(() -> ui.model.open(save));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> ui.window.currentTab() != null && ui.model.current().analysedProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        DocumentPath actor = select(robot, "#13");
        assertEquals("$.actors._data[1]", actor.toString());
        assertEquals("actor 1 Harold", robot.lookup("#statusSelection").queryAs(javafx.scene.control.Label.class).getText());
        select(robot, "#13._hp");
        assertEquals("actor 1 Harold HP", robot.lookup("#statusSelection").queryAs(javafx.scene.control.Label.class).getText(),
                "a field of it as the breadcrumb says it");

        // A reference to the actor says the game's name on its link, its id and type in the tooltip.
        select(robot, "$.party._leader");
        Hyperlink leader = robot.lookup("#inspector #follow-_leader").queryAs(Hyperlink.class);
        assertEquals("→ actor 1 Harold", leader.getText());
        assertTrue(leader.getTooltip().getText().contains("actor 1 Harold  (#13 Game_Actor"), leader.getTooltip().getText());
    }

    // ---- helpers

    private int actorNode(FxRobot robot) {
        int[] node = new int[1];
        robot.interact(() -> node[0] = ui.model.current().paths().resolve(ui.model.current().paths().parse("#13")).node());
        return node[0];
    }

    private void openScene(FxRobot robot, Path file) throws Exception {
        robot.interact(() -> ui.model.open(file));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> ui.window.currentTab() != null
                && ui.window.currentTab().hierarchyModel().namedSceneProperty().get() != null
                && ui.model.current().analysedProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private SceneObject object(FxRobot robot, String name) {
        List<SceneObject> found = new ArrayList<>();
        robot.interact(() -> ui.window.currentTab().hierarchyModel().scene().objects().stream().filter(o -> o.name().equals(name)).forEach(found::add));
        assertEquals(1, found.size(), "one object named " + name);
        return found.get(0);
    }

    /** Selects the place at this path, written from a node ({@code #8.power}); returns its reference path from the root. */
    private DocumentPath select(FxRobot robot, String place) {
        List<DocumentPath> at = new ArrayList<>();
        robot.interact(() -> {
            var paths = ui.model.current().paths();
            at.add(paths.canonical(paths.parse(place)));
            ui.model.current().jumpTo(at.get(0));
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(at.get(0).toString().startsWith("$"), at.get(0).toString());
        assertEquals(at.get(0), ui.model.current().selectedPath());
        return at.get(0);
    }

    private static List<Labeled> steps(FxRobot robot) {
        List<Labeled> out = new ArrayList<>();
        robot.interact(() -> {
            for (Node n : robot.lookup("#breadcrumb").queryAs(FlowPane.class).getChildren()) out.add((Labeled) n);
        });
        return out;
    }

    private static String text(List<Labeled> steps) {
        StringBuilder b = new StringBuilder();
        for (Labeled l : steps) b.append(l.getText());
        return b.toString();
    }

    private static String describe(List<Labeled> steps) {
        return steps.stream().map(l -> "[" + l.getText() + " | " + (l.getTooltip() == null ? null : l.getTooltip().getText()) + "]").toList().toString();
    }

    /**
     * Each step's tooltip says the place it stands for in the user's words, as the step does (a reference path only
     * where the window has no other words for it), and where it is in the file on a dimmed line below: a place the
     * selection lies in, the last one's the selection itself.
     */
    private void assertTooltipsSayThePlace(FxRobot robot, List<Labeled> steps, DocumentPath selected) {
        String shown = text(steps);
        for (Labeled l : steps) {
            assertNotNull(l.getTooltip(), "a tooltip on " + l.getText());
            String said = l.getTooltip().getText();
            assertTrue(l instanceof Hyperlink || l == steps.get(steps.size() - 1), "every step but the last is a link: " + l.getText());
            if (detail(l) == null) {
                assertTrue(said.startsWith("$") && selected.toString().startsWith(said), "a step without words of its own: " + said);
                continue;
            }
            assertFalse(said.startsWith("$"), "said in the user's words: " + said);
            assertTrue(shown.contains(said.substring(said.lastIndexOf('›') + 1)), said + " is in the breadcrumb " + shown);
            assertTrue(selected.startsWith(inFile(robot, l)), l.getText() + ": " + detail(l) + " is not on the way to " + selected);
        }
        assertEquals(selected, inFile(robot, steps.get(steps.size() - 1)), describe(steps));
    }

    /** The dimmed line of a step's tooltip ({@code in the file: #211}), or null. */
    private static String detail(Labeled step) {
        return step.getTooltip().getGraphic() instanceof Labeled l ? l.getText() : null;
    }

    /** The place a step's tooltip gives in the file, as the tree's reference path. */
    private DocumentPath inFile(FxRobot robot, Labeled step) {
        String line = detail(step);
        String written = line.substring(line.indexOf(": ") + 2);
        List<DocumentPath> at = new ArrayList<>();
        robot.interact(() -> {
            var paths = ui.model.current().paths();
            at.add(paths.canonical(paths.parse(written)));
        });
        return at.get(0);
    }
}
