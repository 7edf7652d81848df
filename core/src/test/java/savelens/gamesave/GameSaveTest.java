package savelens.gamesave;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.document.ReadContext;
import savelens.document.ValueNames;
import savelens.file.OpenFile;
import savelens.format.rpgmaker.RpgMakerMvFormat;

class GameSaveTest {
    @TempDir Path tmp;

    private static GameSave open(Path save) {
        OpenFile file = OpenFile.open(save, ReadContext.of(save));
        return GameSave.read(file.document(), file.valueNames()).orElseThrow();
    }

    @Test void anMvSaveBesideItsDataFolderReadsWithNames() throws IOException {
        checkPlayThrough(open(GeneratedGame.mvGame(tmp.resolve("mv"))));
    }

    @Test void anMzSaveReadsTheSame() throws IOException {
        checkPlayThrough(open(GeneratedGame.mzGame(tmp.resolve("mz"))));
    }

    private static void checkPlayThrough(GameSave save) {
        assertEquals("Harbour Tales", save.names().gameTitle());
        assertEquals("G", save.names().currencyUnit());
        assertEquals("2500", save.gold().literal());
        assertEquals("$.party._gold", save.gold().path().toString());

        List<PartyMember> party = save.party();
        assertEquals(2, party.size());
        PartyMember harold = party.get(0);
        assertEquals(1, harold.actorId());
        assertEquals("\"Harold\\r\"", harold.name().literal(), "the save's own name, as written");
        assertEquals("Harold\\r", harold.name().shown());
        assertEquals("Harold", harold.databaseName());
        assertEquals("Hero", harold.className());
        assertEquals("12", harold.level().literal());
        assertEquals("312", harold.hp().literal());
        assertEquals("5000", harold.exp().literal(), "EXP of the actor's class");
        assertEquals("$.actors._data[1]._hp", harold.hp().path().toString());
        assertEquals("Mage", party.get(1).className());
        assertEquals("88.5", party.get(1).mp().literal());

        List<Holding> inventory = save.inventory();
        assertEquals(3, inventory.size());
        assertEquals(new Holding(Holding.Kind.ITEM, 41, "Книга Правил 1", inventory.get(1).quantity()), inventory.get(1));
        assertEquals("1", inventory.get(1).quantity().literal());
        assertEquals("Potion", inventory.get(0).name());
        assertEquals(Holding.Kind.WEAPON, inventory.get(2).kind());
        assertEquals("Sword", inventory.get(2).name());

        // Named ones and set ones: switch 1 (named, on), 3 (named, not stored), 4 (on, unnamed); 2 is neither.
        List<GameFlag> switches = save.switches();
        assertEquals(List.of(1L, 3L, 4L), switches.stream().map(GameFlag::id).toList());
        assertEquals("Door opened", switches.get(0).name());
        assertEquals("null", switches.get(1).value().literal(), "stored as null: the game reads it as off");
        assertFalse(switches.get(1).isSet());
        assertNull(switches.get(2).name());
        assertTrue(switches.get(2).isSet());

        List<GameFlag> variables = save.variables();
        assertEquals(List.of(1L, 2L, 3L), variables.stream().map(GameFlag::id).toList());
        assertEquals("Coins found", variables.get(0).name());
        assertEquals("0", variables.get(0).value().literal());
        assertNull(variables.get(1).name());
        assertEquals("Steps", variables.get(2).name());
        assertEquals("$.variables._data[3]", variables.get(2).value().path().toString());

        MapPosition at = save.position();
        assertEquals("2", at.mapId().literal());
        assertEquals("Lighthouse", at.mapName());
        assertEquals("10", at.x().literal());
        assertEquals("8", at.y().literal());
        assertEquals("00:24:00", save.playtime());
        assertEquals("7", save.saveCount().literal());
    }

    /**
     * A switch the database names past the end of the save's array: shown as off with the element it would be,
     * and set there in one edit that writes the holes before it as null (as the game writes them); undone, the
     * text is what it was, byte for byte.
     */
    @Test void aNamedSwitchPastTheEndOfTheArrayIsSetThereInOneEdit() throws IOException {
        for (Path save : List.of(GeneratedGame.mvGame(tmp.resolve("mv")), GeneratedGame.mzGame(tmp.resolve("mz")))) {
            Path system = save.getParent().resolveSibling("data").resolve("System.json");
            Files.writeString(system, Files.readString(system).replace("\"Boss beaten\"]", "\"Boss beaten\",\"\",\"\",\"Lighthouse lit\"]"));
            OpenFile file = OpenFile.open(save, ReadContext.of(save));
            GameSave before = GameSave.read(file.document(), file.valueNames()).orElseThrow();
            GameFlag lit = before.switches().stream().filter(f -> f.id() == 6).findFirst().orElseThrow();
            assertEquals("Lighthouse lit", lit.name());
            assertFalse(lit.value().isStored());
            assertEquals("$.switches._data[6]", lit.value().slot().toString(), save.toString());

            savelens.document.Document doc = file.document();
            savelens.path.Location array = lit.value().slot().parent().resolve(doc);
            savelens.edit.SetPastEnd set = new savelens.edit.SetPastEnd(savelens.edit.Container.at(doc, array.node(), array.value()), 6,
                    savelens.document.NewValue.parse("true"), lit.value().slot().toString());
            savelens.document.Document after = set.execute(doc);
            GameSave read = GameSave.read(after, file.valueNames()).orElseThrow();
            GameFlag now = read.switches().stream().filter(f -> f.id() == 6).findFirst().orElseThrow();
            assertTrue(now.isSet(), save.toString());
            assertEquals("$.switches._data[6]", now.value().path().toString());
            String data = new String(after.text(), java.nio.charset.StandardCharsets.UTF_8);
            assertTrue(data.contains("[null,true,false,null,true,null,true]"), data);
            assertEquals(new String(doc.text(), java.nio.charset.StandardCharsets.UTF_8),
                    new String(set.undo(after).text(), java.nio.charset.StandardCharsets.UTF_8));
            assertThrows(savelens.edit.EditRefusedException.class, () -> new savelens.edit.SetPastEnd(
                    savelens.edit.Container.at(doc, array.node(), array.value()), 2, savelens.document.NewValue.parse("true"), "$.switches._data[2]").execute(doc),
                    "an element already there is set in place, not made again");
        }
    }

    @Test void withoutTheDataFolderTheValuesStayAndTheNamesAreNull() throws IOException {
        Path save = GeneratedGame.mvGame(tmp.resolve("bare"));
        Files.walk(tmp.resolve("bare/data")).sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        GameSave read = open(save);
        assertTrue(read.names().isEmpty());
        assertNull(read.inventory().get(1).name());
        assertEquals(41, read.inventory().get(1).id());
        assertEquals(List.of(1L, 4L), read.switches().stream().map(GameFlag::id).toList(), "only the switches that are on");
        assertNull(read.position().mapName());
        assertEquals("2", read.position().mapId().literal());
    }

    @Test void aGlobalSaveOrAnotherDocumentIsNoGameSave() {
        String global = "[null,{\"globalId\":\"RPGMV\",\"title\":\"T\",\"playtime\":\"00:01:00\"}]";
        var doc = new RpgMakerMvFormat().read(global.getBytes(java.nio.charset.StandardCharsets.UTF_8), ReadContext.of(tmp.resolve("global.rpgsave")));
        assertTrue(GameSave.read(doc, ValueNames.NONE).isEmpty());
    }
}
