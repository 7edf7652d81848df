package savelens.naming;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.NodeId;
import savelens.document.OwnNames;
import savelens.document.ReadContext;
import savelens.document.ShownIds;
import savelens.document.ValueNames;
import savelens.file.OpenFile;
import savelens.gamesave.GameSave;
import savelens.gamesave.PartyMember;
import savelens.path.DocumentPath;
import savelens.path.Location;
import savelens.query.document.DocumentHit;
import savelens.query.document.HitNames;
import savelens.scene.SceneHierarchy;

/** One rule names nodes, their ids read as written, and only RPG Maker saves are game saves: on the repository's fixtures. */
class NodeNamingRuleTest {
    private static Document open(String fixture) {
        Path file = Fixtures.path(fixture);
        return OpenFile.open(file, ReadContext.of(file)).document();
    }

    @Test void aDotNetNodeIsNamedByItsNameField() {
        Document doc = open("dotnet-refs/guild.json");
        int guild = doc.nodeById(NodeId.of("1"));
        assertEquals("Lantern \"Hall\" é", OwnNames.of(doc, guild));
        assertEquals("Lantern \"Hall\" é", HitNames.of(doc, ValueNames.NONE, new DocumentHit(DocumentPath.node(doc.nodeId(guild)), new Location(guild, -1), doc.nodeValue(guild))));
    }

    @Test void aHelioSceneIsNamedByItsTitle() {
        Document doc = open("helio/scene.json");
        assertEquals("Harbour at dusk", OwnNames.of(doc, doc.nodeById(NodeId.of(0))));
        assertEquals("Harbour at dusk", SceneHierarchy.of(doc).orElseThrow().name());
    }

    @Test void aCycleJsNodeShowsItsPathAsWrittenWhilePathsKeepTheQuotedId() {
        Document doc = open("cyclejs/crew.json");
        int ship = doc.nodeById(NodeId.of("$[\"ship\"]"));
        assertEquals("$[\"ship\"]", ShownIds.of(doc, ship));
        assertEquals("#\"$[\\\"ship\\\"]\"", doc.nodeId(ship).toString(), "what paths and --json write is unchanged");
        assertEquals(doc.nodeId(ship), NodeId.parse(doc.nodeId(ship).toString()));
        Document helio = open("helio/scene.json");
        assertEquals("#3", ShownIds.of(helio, helio.nodeById(NodeId.of(3))));
    }

    @Test void aJsonExLitePartyWithGoldIsNoGameSave() {
        Document doc = open("jsonex-lite/party.json");
        assertTrue(GameSave.read(doc, ValueNames.NONE).isEmpty());
        Path mv = Fixtures.path("rpgmaker-mv/file1.rpgsave");
        OpenFile save = OpenFile.open(mv, ReadContext.of(mv));
        assertTrue(GameSave.read(save.document(), save.valueNames()).isPresent(), "a real save still is one");
    }

    @Test void anActorWithoutExperienceShowsAnEmptyCellAndNullInJson() {
        Path mv = Fixtures.path("rpgmaker-mv/file1.rpgsave");
        OpenFile save = OpenFile.open(mv, ReadContext.of(mv));
        PartyMember first = GameSave.read(save.document(), save.valueNames()).orElseThrow().party().get(0);
        assertEquals("", first.exp().shown());
        assertEquals("null", first.exp().json());
        assertEquals("12", first.level().shown());
    }
}
