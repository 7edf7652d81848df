package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import savelens.app.Fixtures;
import savelens.app.cli.CliTest.Result;

/** The command line's lines name nodes as the window does; {@code --json} keeps the ids paths write. */
class NamingCliTest {
    private static String fixture(String relative) { return Fixtures.folder().resolve(relative).toString(); }

    @Test void cycleJsNodesAreShownByTheirPathAsWrittenAndJsonKeepsTheIds() {
        Result lines = CliTest.run("cycles", fixture("cyclejs/crew.json"));
        assertEquals(0, lines.code(), lines.err());
        assertEquals("cycle 1: 2 nodes: $ Object -> $[\"log\"] Array -> $ Object\n"
                + "cycle 2: 4 nodes: $[\"ship\"] Object -> $[\"ship\"][\"crew\"] Array -> $[\"ship\"][\"crew\"][1] Object -> $[\"ship\"] Object\n", lines.out());
        Result json = CliTest.run("cycles", fixture("cyclejs/crew.json"), "--json");
        assertTrue(json.out().contains("\"#\\\"$[\\\\\\\"ship\\\\\\\"]\\\"\""), json.out());
    }

    @Test void dotNetNodesAreNamedByTheirNameField() {
        Result size = CliTest.run("size", fixture("dotnet-refs/guild.json"));
        assertEquals(0, size.code(), size.err());
        assertTrue(size.out().contains("$.Leader \"Ayla\""), size.out());
    }

    @Test void namesLeavesOutAnExperienceTheSaveDoesNotHold() {
        Result r = CliTest.run("names", fixture("rpgmaker-mv/file1.rpgsave"), "--party");
        assertEquals(0, r.code(), r.err());
        assertEquals("actor 1 \"Harold\\r\" class ? level 12 HP 312 MP 40\nactor 2 \"Thérèse\" class ? level 9 HP 201 MP 88.5\n", r.out());
        assertTrue(CliTest.run("names", fixture("rpgmaker-mv/file1.rpgsave"), "--json").out().contains("\"mp\":40,\"exp\":null}"));
    }

    @Test void aJsonExLitePartyIsNoGameSave() {
        Result r = CliTest.run("names", fixture("jsonex-lite/party.json"));
        assertEquals(1, r.code(), r.out());
        assertTrue(r.err().contains("not an RPG Maker game save"), r.err());
    }
}
