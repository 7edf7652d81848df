package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.document.ValueNames;
import savelens.file.Formats;
import savelens.format.GameData;
import savelens.gamesave.GameFlag;
import savelens.gamesave.GameSave;
import savelens.gamesave.Holding;
import savelens.gamesave.PartyMember;
import savelens.path.DocumentPath;

/** The Save tab's facts for RPG Maker XP, VX and VX Ace saves, named from the {@code Data/} folder beside each. */
class RgssGameSaveTest {
    private static GameSave save(String fixture) {
        ReadContext context = ReadContext.of(Fixtures.path(fixture));
        Document doc = Formats.read(Fixtures.bytes(fixture), context);
        GameData names = (GameData) new MarshalFormat().valueNames(context);
        assertNotNull(names.dataDir(), fixture + ": no Data/ found");
        return GameSave.read(doc, names).orElseThrow(() -> new AssertionError(fixture + " is not read as a game save"));
    }

    private static List<String> party(GameSave s) {
        return s.party().stream().map(m -> m.actorId() + " " + m.name().literal() + "/" + m.databaseName() + " L" + m.level().literal()
                + " HP " + m.hp().literal() + " MP " + m.mp().literal()).toList();
    }

    private static List<String> inventory(GameSave s) {
        return s.inventory().stream().map(h -> h.kind().word() + " " + h.id() + " " + h.name() + " x" + h.quantity().literal()).toList();
    }

    private static List<String> flags(List<GameFlag> flags) {
        return flags.stream().map(f -> f.id() + " " + f.name() + " = " + f.value().literal()).toList();
    }

    @Test
    void vxAce() {
        GameSave s = save("rpgmaker-vxace/Save01.rvdata2");
        assertEquals("RPG Maker VX Ace", s.layout().engine());
        assertEquals("350", s.gold().literal());
        assertEquals("$[1].party.@gold", s.gold().path().toString());
        assertEquals("G", s.names().currencyUnit());
        assertEquals(List.of("1 \"Eric\"/Eric L5 HP 612 MP 80", "2 \"Natalie\"/Natalie L4 HP 455 MP 120"), party(s));
        assertEquals("1184", s.party().get(0).exp().literal());
        assertEquals(List.of("item 1 Potion x5", "item 2 Ether élégant x1", "weapon 1 Bronze Sword x1"), inventory(s));
        assertEquals(List.of("1 Met the king = true", "2 Door open = false"), flags(s.switches()));
        assertEquals(List.of("1 Quest step = 42", "2 Coins found = 0", "3 Tax = 1073741823"), flags(s.variables()));
        assertEquals("Harbour Town", s.position().mapName());
        assertEquals("00:12:47", s.playtime());
        assertEquals("\"00:12:47\"", s.playtimeText().literal());
        assertEquals("3", s.saveCount().literal());
    }

    @Test
    void vx() {
        GameSave s = save("rpgmaker-vx/Save1.rvdata");
        assertEquals("RPG Maker VX", s.layout().engine());
        assertEquals("780", s.gold().literal());
        assertEquals("$[10].@gold", s.gold().path().toString());
        assertEquals("Crowns", s.names().currencyUnit());
        assertEquals(List.of("1 \"Ralph\"/Eric L6 HP 480 MP 52", "2 \"Ulrika\"/Natalie L5 HP 300 MP 95"), party(s));
        assertEquals(List.of("item 1 Potion x4", "item 4 Perfume x2", "weapon 2 Iron Sword x1", "armor 1 Bronze Shield x1"), inventory(s));
        assertEquals(List.of("1 Met the king = true", "2 Door open = false", "3 Bridge built = true"), flags(s.switches()));
        assertEquals("Old Mine", s.position().mapName());
        assertEquals("12", s.position().x().literal());
        assertEquals("00:12:35", s.playtime()); // 45300 frames at 60 a second
    }

    @Test
    void xp() {
        GameSave s = save("rpgmaker-xp/Save1.rxdata");
        assertEquals("RPG Maker XP", s.layout().engine());
        assertEquals("1234", s.gold().literal());
        assertEquals("$[8].@gold", s.gold().path().toString());
        assertEquals("Gold", s.names().currencyUnit());
        // XP's party holds the actors themselves, with their SP as MP.
        assertEquals(List.of("1 \"Aluxes\"/Aluxes L3 HP 741 MP 534", "8 \"Gloria\"/Gloria L2 HP 402 MP 290"), party(s));
        assertEquals("$[8].@actors[0].@level", s.party().get(0).level().path().toString());
        assertEquals(List.of("item 1 Potion x3", "item 4 Perfume x1", "weapon 1 Bronze Sword x1"), inventory(s));
        assertEquals(List.of("1 Met the king = true", "2 Door open = false", "3 Boss beaten = true"), flags(s.switches()));
        assertEquals("Harbour Town", s.position().mapName());
        assertEquals("00:04:03", s.playtime()); // 9731 frames at 40 a second
    }

    @Test
    void aMarshalValueIsAJsonLiteralForNamesJson() {
        assertEquals("null", new savelens.gamesave.SaveValue(null, "nil", "nil").json());
        assertEquals("\":system\"", new savelens.gamesave.SaveValue(null, ":system", ":system").json());
        assertEquals("\"inf\"", new savelens.gamesave.SaveValue(null, "inf", "inf").json());
        assertEquals("\"\\\"\\\\xFF\\\"\"", new savelens.gamesave.SaveValue(null, "\"\\xFF\"", "").json());
        assertEquals("12", new savelens.gamesave.SaveValue(null, "12", "12").json());
        assertEquals("\"Eric\"", new savelens.gamesave.SaveValue(null, "\"Eric\"", "Eric").json());
    }

    @Test
    void databaseNamesLabelASavesValues() {
        ReadContext context = ReadContext.of(Fixtures.path("rpgmaker-vxace/Save01.rvdata2"));
        Document doc = Formats.read(Fixtures.bytes("rpgmaker-vxace/Save01.rvdata2"), context);
        GameData names = (GameData) new MarshalFormat().valueNames(context);
        assertEquals("Met the king", names.nameFor(doc, DocumentPath.parse("$[1].switches.@data[1]", doc).resolve(doc).value()));
        assertEquals("Potion", names.nameFor(doc, DocumentPath.parse("$[1].party.@items[1]", doc).resolve(doc).value()));
        assertEquals("Natalie", names.nameFor(doc, DocumentPath.parse("$[1].party.@actors[1]", doc).resolve(doc).value()));
        assertTrue(names.nameFor(doc, DocumentPath.parse("$[1].party.@gold", doc).resolve(doc).value()) == null);
    }

    /** Each engine's save streams are named as its save code names them, with the game's database or without it. */
    @Test
    void aSavesStreamsAreNamedAsItsEngineWritesThem(@TempDir Path dir) throws IOException {
        for (String[] c : new String[][] {{"rpgmaker-xp/Save1.rxdata", "$[1]", "frame_count", "$[8]", "$game_party"},
                {"rpgmaker-vx/Save1.rvdata", "$[3]", "last_bgs", "$[10]", "$game_party"},
                {"rpgmaker-vxace/Save01.rvdata2", "$[0]", "header", "$[1]", "contents"}}) {
            Path beside = Fixtures.path(c[0]);
            Path alone = Files.write(dir.resolve(beside.getFileName()), Fixtures.bytes(c[0]));
            for (Path file : List.of(beside, alone)) {
                ReadContext context = ReadContext.of(file);
                Document doc = Formats.read(Fixtures.bytes(c[0]), context);
                ValueNames names = new MarshalFormat().valueNames(context);
                assertEquals(c[2], names.nameFor(doc, DocumentPath.parse(c[1], doc).resolve(doc).value()), file.toString());
                assertEquals(c[4], names.nameFor(doc, DocumentPath.parse(c[3], doc).resolve(doc).value()), file.toString());
            }
        }
        // A database file has one stream, which its engine's save code does not name.
        ReadContext context = ReadContext.of(Fixtures.path("rpgmaker-xp/Data/Actors.rxdata"));
        Document actors = Formats.read(Fixtures.bytes("rpgmaker-xp/Data/Actors.rxdata"), context);
        assertNull(new MarshalFormat().valueNames(context).nameFor(actors, DocumentPath.parse("$[0]", actors).resolve(actors).value()));
    }
}
