package savelens.format.godot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.edit.AddField;
import savelens.edit.Container;
import savelens.edit.EditRefusedException;
import savelens.edit.InsertElement;
import savelens.path.DocumentPath;
import savelens.path.Location;

/** New values (an added property, an inserted element) take the same Godot source text as {@code set}. */
class GodotNewValueTest {
    private static final String SCENE = """
            [gd_scene format=3]

            [node name="Root" type="Node2D"]
            points = [Vector2(0, 0)]
            """;

    private static int container(Document doc, String path) {
        Location at = DocumentPath.parse(path).resolve(doc);
        return Container.at(doc, at.node(), at.value());
    }

    private static String added(String given) {
        Document doc = GodotFixtures.read(SCENE);
        Document after = new AddField(container(doc, "#\".\""), "extra", NewValue.parse(given), "Root").execute(doc);
        return new String(after.text(), StandardCharsets.UTF_8);
    }

    @ParameterizedTest(name = "{0} is written {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', value = {
        "'\"Vector2(1, 2)\"'|Vector2(1, 2)",
        "'\"Color(1, 0.5, 0, 1)\"'|Color(1, 0.5, 0, 1)",
        "'\"Transform2D(1, 0, 0, 1, 0, 0)\"'|Transform2D(1, 0, 0, 1, 0, 0)",
        "'\"PackedVector2Array(0, 0, 1, 1)\"'|PackedVector2Array(0, 0, 1, 1)",
        "'\"&\\\"idle\\\"\"'|'&\"idle\"'",
        "'\"^\\\"Panel/Button\\\"\"'|'^\"Panel/Button\"'",
        "'\"NodePath(\\\"Panel\\\")\"'|'NodePath(\"Panel\")'",
        "'\"plain words\"'|'\"plain words\"'",
        "'\"inf\"'|'\"inf\"'",
        "12|12",
        "true|true",
    })
    void addFieldWritesGodotValuesAsSetDoes(String given, String written) {
        String text = added(given);
        assertEquals(SCENE + "extra = " + written + "\n", text, "only the new line is added");
        Document again = GodotFixtures.read(text);
        int v = DocumentPath.parse("#\".\".extra").resolve(again).value();
        assertEquals(written, again.raw(v), "it reads back as the value given");
    }

    @Test
    void aNewValueIsCheckedAgainstGodotsGrammar() {
        EditRefusedException broken = assertThrows(EditRefusedException.class, () -> added("\"Vector2(1, \""));
        assertTrue(broken.getMessage().endsWith("\"Vector2(1, \" is not a Godot value (unclosed ( at character 8)"), broken.getMessage());
        assertThrows(EditRefusedException.class, () -> added("\"Vector2(1 2)\""));
        EditRefusedException resource = assertThrows(EditRefusedException.class, () -> added("\"ExtResource(\\\"1_a\\\")\""));
        assertTrue(resource.getMessage().contains("#ID"), resource.getMessage());
    }

    @Test
    void anInsertedElementIsAGodotValueToo() {
        Document doc = GodotFixtures.read(SCENE);
        InsertElement insert = new InsertElement(container(doc, "#\".\".points"), 1, NewValue.parse("\"Vector2(3, 4)\""), "points");
        Document after = insert.execute(doc);
        assertEquals(SCENE.replace("[Vector2(0, 0)]", "[Vector2(0, 0), Vector2(3, 4)]"), new String(after.text(), StandardCharsets.UTF_8));
        assertArrayEquals(doc.text(), insert.undo(after).text());
    }
}
