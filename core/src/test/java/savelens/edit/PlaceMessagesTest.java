package savelens.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.file.Formats;
import savelens.path.DocumentPath;
import savelens.path.Location;
import savelens.path.PathException;

/** What a path or an edit that leads nowhere says: plainly, for synthetic roots and places nested in arrays. */
class PlaceMessagesTest {
    private static Document open(Path file) { return Formats.open(file, ReadContext.of(file)); }

    private static String pathError(Document doc, String path) {
        return assertThrows(PathException.class, () -> DocumentPath.parse(path).resolve(doc)).getMessage();
    }

    private static int container(Document doc, String path) {
        Location l = DocumentPath.parse(path).resolve(doc);
        return Container.at(doc, l.node(), l.value());
    }

    @Test
    void aSceneRootListIsDollarHoweverItIsReached() {
        Document scene = open(Fixtures.path("unity/village.unity"));
        assertEquals("$ has no element [3] (its elements are [0] to [2])", pathError(scene, "#\"$\"[3]"));
        assertEquals("$ has no element [3] (its elements are [0] to [2])", pathError(scene, "$[3]"));
        assertEquals(DocumentPath.parse("$[0]").resolve(scene), DocumentPath.parse("#\"$\"[0]").resolve(scene));
        String added = assertThrows(EditRefusedException.class,
                () -> new AddField(container(scene, "$"), "x", NewValue.parse("1"), "$").execute(scene)).getMessage();
        assertEquals("$ is part of the root list SaveLens works out from the objects' parents; it is not written in the file:"
                + " change the objects' parent links instead", added);
    }

    @Test
    void elementsOutOfRangeAndFieldsOfArraysAreNamedPlainly() {
        Document guild = open(Fixtures.path("dotnet-refs/guild.json"));
        assertEquals("$.Members[0].Friends has no element [4] (its one element is [0])", pathError(guild, "$.Members[0].Friends[4]"));
        assertEquals("$.Chests has no element [9] (its elements are [0] to [1])", pathError(guild, "$.Chests[9]"));
        String field = assertThrows(EditRefusedException.class,
                () -> new AddField(container(guild, "$.Members"), "x", NewValue.parse("1"), "$.Members").execute(guild)).getMessage();
        assertEquals("$.Members is an array: it holds elements, not fields", field);
        String meta = assertThrows(EditRefusedException.class,
                () -> new AddField(container(guild, "$.Members[0]"), "$ref", NewValue.parse("\"3\""), "$.Members[0]").execute(guild)).getMessage();
        assertEquals("\"$ref\" is a name dotnet-refs keeps for itself", meta);
    }

    @Test
    void referrersAreNamedByTheirPlaceAndAQualifiedTypeIsLeftOut() {
        Document guild = open(Fixtures.path("dotnet-refs/guild.json"));
        Location hero = DocumentPath.parse("$.Members[0]").resolve(guild);
        String m = assertThrows(EditRefusedException.class, () -> new RemoveChild(hero.value(), "$.Members[0]").execute(guild)).getMessage();
        assertEquals("$.Members[0] holds a node that is still referenced by #\"1\".Leader, #\"6\"[0]; change those references first", m);
    }
}
