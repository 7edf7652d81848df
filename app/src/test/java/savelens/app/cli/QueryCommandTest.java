package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.app.Fixtures;
import savelens.app.cli.CliTest.Result;

/** {@code query} and {@code set --all}: output, exit codes, one save for many values, all or nothing. */
class QueryCommandTest {
    @TempDir Path dir;

    private static String fixture(String relative) { return Fixtures.folder().resolve(relative).toString(); }

    @Test
    void eachHitIsAPathAndAValue() {
        Result r = CliTest.run("query", fixture("rpgmaker-mv/shop.rpgsave"), "$.party._items[?@ > 10]");
        assertEquals(0, r.code(), r.err());
        assertEquals("$.party._items.1 12\n$.party._items.7 40\n", r.out());
    }

    @Test
    void nothingFoundFromTheRootOfASceneSaysWhereEachNodeWouldLook() {
        Result root = CliTest.run("query", fixture("godot/outpost.tscn"), "$[?type(@) == 'Timer']");
        assertEquals(1, root.code());
        assertEquals("savelens: " + fixture("godot/outpost.tscn") + ": nothing matches $[?type(@) == 'Timer'] (from the root only; --each-node looks in every node)\n", root.err());
        Result every = CliTest.run("query", fixture("godot/outpost.tscn"), "--each-node", "$[?type(@) == 'Nothing']");
        assertEquals(1, every.code());
        assertEquals("savelens: " + fixture("godot/outpost.tscn") + ": nothing matches $[?type(@) == 'Nothing']\n", every.err());
    }

    @Test
    void jsonGivesReferencesAsTheirIdStringsAndNames() {
        Result r = CliTest.run("query", fixture("godot/outpost.tscn"), "--each-node", "$[?type(@) == 'Timer'].wait_time", "--json");
        assertEquals(0, r.code(), r.err());
        assertEquals("[{\"path\":\"#\\\"WaveTimer\\\".wait_time\",\"value\":30.0},{\"path\":\"#\\\"Tower/Cooldown\\\".wait_time\",\"value\":1.5}]\n", r.out());
        Result parent = CliTest.run("query", fixture("godot/outpost.tscn"), "--each-node", "$[?@.name == 'Cooldown']", "--json");
        assertTrue(parent.out().contains("\"parent\":\"#\\\"Tower\\\"\""), parent.out());
        assertTrue(parent.out().endsWith(",\"name\":\"Cooldown\"}]\n"), parent.out());
    }

    @Test
    void nodeByNodeAValueReachedFromItsNodeAndFromTheNodeAroundItIsListedAndSetOnce() throws IOException {
        // MV writes the actors inside #12's array: #13._name is also #12[1]._name, one value.
        String query = "$..[?@._hp > 100]._name";
        Result r = CliTest.run("query", fixture("rpgmaker-mv/file1.rpgsave"), query, "--each-node");
        assertEquals(0, r.code(), r.err());
        assertEquals("#13._name \"Harold\\r\"\n#22._name \"Thérèse\"\n", r.out());
        Result json = CliTest.run("query", fixture("rpgmaker-mv/file1.rpgsave"), query, "--each-node", "--json");
        assertEquals("[{\"path\":\"#13._name\",\"value\":\"Harold\\r\"},{\"path\":\"#22._name\",\"value\":\"Thérèse\"}]\n", json.out());
        Path save = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        Result set = CliTest.run("set", save.toString(), "--all", "--each-node", query, "\"Ann\"");
        assertEquals(0, set.code(), set.err());
        assertEquals("""
                #13._name: "Harold\\r" → "Ann"
                #22._name: "Thérèse" → "Ann"
                2 values set (backup: file1.rpgsave.bak)
                """, set.out());
        assertEquals("#13._name \"Ann\"\n#22._name \"Ann\"\n", CliTest.run("query", save.toString(), query, "--each-node").out());
    }

    @Test
    void exitCodesFollowTheTable() throws IOException {
        assertEquals(1, CliTest.run("query", fixture("rpgmaker-mv/shop.rpgsave"), "$.party._items[?@ > 100]").code());
        Result bad = CliTest.run("query", fixture("rpgmaker-mv/shop.rpgsave"), "$.party[?@._gold = 1]");
        assertEquals(64, bad.code());
        assertEquals("savelens: bad query $.party[?@._gold = 1]: column 18: = is no operator; compare with ==\n", bad.err());
        Path empty = Files.writeString(dir.resolve("empty.json"), "");
        assertEquals(2, CliTest.run("query", empty.toString(), "$").code());
    }

    @Test
    void setAllWritesOnceWithOneBackup() throws IOException {
        Path shop = Fixtures.copy(dir, "rpgmaker-mv/shop.rpgsave");
        Result r = CliTest.run("set", shop.toString(), "--all", "$.party[*][?@ > 10]", "0");
        assertEquals(0, r.code(), r.err());
        assertEquals("""
                $.party._items.1: 12 → 0
                $.party._items.7: 40 → 0
                $.party._weapons.4: 11 → 0
                $.party._armors.5: 25 → 0
                4 values set (backup: shop.rpgsave.bak)
                """, r.out());
        assertEquals(List.of("shop.rpgsave", "shop.rpgsave.bak"), files());
        assertEquals("$.party._items {\"1\":0,\"2\":3,\"7\":0,\"9\":10}\n", CliTest.run("query", shop.toString(), "$.party._items").out());
    }

    @Test
    void setAllRefusesEverythingWhenOneHitCannotTakeTheValue() throws IOException {
        Path shop = Fixtures.copy(dir, "rpgmaker-mv/shop.rpgsave");
        byte[] before = Files.readAllBytes(shop);
        Result r = CliTest.run("set", shop.toString(), "--all", "--each-node", "$[?@._gold]", "1");
        assertEquals(1, r.code());
        assertTrue(r.err().contains("#3 is a whole node; select its fields"), r.err());
        Result nested = CliTest.run("set", shop.toString(), "--all", "$..[?@ == 12 || @['1'] == 12]", "1");
        assertEquals(1, nested.code());
        assertTrue(nested.err().contains("overlap"), nested.err());
        assertArrayEquals(before, Files.readAllBytes(shop));
        assertFalse(Files.exists(dir.resolve("shop.rpgsave.bak")));
    }

    private List<String> files() throws IOException {
        List<String> names = new ArrayList<>();
        try (var s = Files.list(dir)) {
            s.forEach(p -> names.add(p.getFileName().toString()));
        }
        names.sort(null);
        return names;
    }
}
