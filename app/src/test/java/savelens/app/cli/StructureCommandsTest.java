package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import savelens.app.Fixtures;

/** {@code insert}, {@code remove}, {@code add-field}, {@code add-node} and {@code delete-node}: each edits, saves and fails as {@code set} does. */
class StructureCommandsTest {
    @TempDir Path dir;
    Path scene;
    String original;

    @BeforeEach void copy() throws IOException {
        scene = Fixtures.copy(dir, "helio/scene.json");
        original = Files.readString(scene);
    }

    private static CliTest.Result run(String... args) { return CliTest.run(args); }

    private void assertDone(CliTest.Result r, String out, String expectedText) throws IOException {
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        assertEquals(out, r.out());
        assertEquals(expectedText, Files.readString(scene));
        assertEquals(original, Files.readString(dir.resolve("scene.json.bak")), "the file as it was is the backup");
    }

    private void assertUntouched() throws IOException {
        assertEquals(original, Files.readString(scene));
        assertFalse(Files.exists(dir.resolve("scene.json.bak")), "nothing was saved, so nothing was backed up");
    }

    @Test void insertPutsOneElementWhereAsked() throws IOException {
        assertDone(run("insert", scene.toString(), "#1.children", "1", "#9"), "",
                original.replace("\"children\":[3,5]", "\"children\":[3,9,5]"));
        assertEquals(0, run("insert", scene.toString(), "#1.children", "3", "#7").code(), "the array's length appends");
        assertEquals("[{\"$ref\":\"#3\"},{\"$ref\":\"#9\"},{\"$ref\":\"#5\"},{\"$ref\":\"#7\"}]\n", run("get", scene.toString(), "#1.children").out());
    }

    @Test void insertFollowsAReferenceToTheArrayOfAnRpgMakerNode() throws IOException {
        Path save = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        assertEquals(0, run("insert", save.toString(), "$.actors._data[1]._skills", "0", "1").code());
        assertEquals("[1,3,5,8]\n", run("get", save.toString(), "$.actors._data[1]._skills").out());
        assertEquals("#13\n", run("get", save.toString(), "$.party._leader").out(), "the rest reads as before");
    }

    @Test void removeTakesAFieldOrAnElementWithItsSeparator() throws IOException {
        assertDone(run("remove", scene.toString(), "#2.scale"), "", original.replace(",\"scale\":2.50", ""));
        assertEquals(0, run("remove", scene.toString(), "#1.children[0]").code());
        assertEquals(original.replace(",\"scale\":2.50", "").replace("\"children\":[3,5]", "\"children\":[5]"), Files.readString(scene));
    }

    @Test void addFieldAppendsANamedValue() throws IOException {
        assertDone(run("add-field", scene.toString(), "#10", "target", "#9"), "",
                original.replace("\"rate\":0.5}", "\"rate\":0.5,\"target\":9}"));
        assertEquals(0, run("add-field", scene.toString(), "#1.children[1]", "note", "\"a \\\"lamp\\\"\"").code(), "a reference leads to its node");
        assertEquals("\"a \\\"lamp\\\"\"\n", run("get", scene.toString(), "#5.note").out());
    }

    @Test void addNodePrintsTheNewIdAndDeleteNodeTakesItAway() throws IOException {
        CliTest.Result r = run("add-node", scene.toString(), "Component", "{\"kind\":\"Lamp\",\"owner\":{\"$ref\":\"#5\"},\"power\":2.50}");
        String node = ",{\"id\":12,\"type\":\"Component\",\"fields\":{\"kind\":\"Lamp\",\"owner\":5,\"power\":2.50}}";
        assertDone(r, "#12\n", original.substring(0, original.length() - 2) + node + "]}");
        assertEquals("#13\n", run("add-node", scene.toString(), "GameObject").out(), "fields are optional");
        assertEquals(0, run("delete-node", scene.toString(), "#13").code());
        assertEquals(0, run("delete-node", scene.toString(), "#12").code());
        assertEquals(original, Files.readString(scene));
    }

    @Test void deleteNodeIsRefusedWhileReferencedNamingTheReferrers() throws IOException {
        CliTest.Result r = run("delete-node", scene.toString(), "#7");
        assertEquals(1, r.code());
        assertEquals("savelens: " + scene + ": #7 GameObject is still referenced by #3 GameObject.children, #8 Component.owner;"
                + " change those references first\n", r.err());
        assertUntouched();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "insert|#1.children|0|\"x\"|GameObject.children[] of #1 is registered as a reference (give #ID or null); \"x\" is a string",
            "insert|#1.children|3|#9|#1.children has 2 elements; cannot insert at 3",
            "insert|#1.name|0|1|#1.name is not an array",
            "insert|#1.children|0|#99|no node #99 to refer to",
            "insert|#1.nothing|0|1|#1 has no field \"nothing\"",
            "insert|#1.children|0|lamp|\"lamp\" is not a JSON value (quote strings: '\"lamp\"')",
            "remove|$|||$ is a whole node; remove the field or element that holds it, or delete the node with delete-node",
            "remove|#4|||#4 is a whole node; remove the field or element that holds it, or delete the node with delete-node",
            "add-field|#2|power|1|#2 already has a field \"power\"",
            "add-field|#2.power|x|1|#2.power has no fields",
            "add-field|#1|layer2|#3|GameObject.layer2 of #1 is not a reference field; #3 cannot go there",
            "add-node|Nope|||type Nope is not in the registry",
            "add-node|Component|{\"owner\":{\"$ref\":\"#2\"}}||Component.owner of #12 refers to GameObject nodes; #2 is a Component",
            "add-node|Component|{\"owner\":|| the fields are not JSON",
            "delete-node|#99|||no node #99",
            "delete-node|$|||#0 is the root and cannot be deleted",
            "delete-node|#1.name|||#1.name is not a node; delete-node takes one as #ID",
    })
    void aRefusedEditExitsOneAndWritesNothing(String command, String a, String b, String c, String reason) throws IOException {
        List<String> args = Stream.of(command, scene.toString(), a, b, c).filter(s -> s != null).toList();
        CliTest.Result r = CliTest.run(args.toArray(String[]::new));
        assertEquals(1, r.code(), r.err());
        assertTrue(r.err().startsWith("savelens: " + scene + ": "), r.err());
        assertTrue(r.err().contains(reason), r.err());
        assertEquals(1, r.err().lines().count(), "one line");
        assertUntouched();
    }

    @Test void anRpgMakerSaveTakesNoTableNode() throws IOException {
        Path save = Fixtures.copy(dir, "rpgmaker-mv/file1.rpgsave");
        CliTest.Result r = run("add-node", save.toString(), "Game_Actor");
        assertEquals(1, r.code());
        assertEquals("savelens: " + save + ": rpgmaker-mv nodes live where they are written; insert an object into a field instead\n", r.err());
        CliTest.Result nested = run("remove", save.toString(), "$.actors._data[1]");
        assertEquals(1, nested.code());
        assertTrue(nested.err().contains("holds a node that is still referenced by #30 Game_Party._leader"), nested.err());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "insert,#1.children,x,#9|INDEX is a whole number from 0",
            "insert,#1.children,-1,#9|INDEX is a whole number from 0",
            "insert,#1.children,0|usage: savelens insert FILE PATH INDEX VALUE",
            "remove|usage: savelens remove FILE PATH",
            "add-field,#1,x|usage: savelens add-field FILE PATH NAME VALUE",
            "add-node,A,{},more|usage: savelens add-node FILE TYPE [FIELDS-JSON]",
            "delete-node,#1,--json|--json does not apply here; usage: savelens delete-node FILE #ID",
            "delete-node,#1,--to,helio|--to does not apply here",
    })
    void aWrongCommandLineIsAUsageError(String args, String message) throws IOException {
        String[] parts = args.split(",");
        List<String> all = new java.util.ArrayList<>(List.of(parts[0], scene.toString()));
        all.addAll(List.of(parts).subList(1, parts.length));
        CliTest.Result r = CliTest.run(all.toArray(String[]::new));
        assertEquals(64, r.code(), r.err());
        assertTrue(r.err().contains(message), r.err());
        assertUntouched();
    }

    @Test void anUnreadableFileExitsTwo() throws IOException {
        Path broken = Files.writeString(dir.resolve("broken.json"), "{\"root\":0,\"nodes\":[");
        for (String[] args : List.of(new String[] {"insert", broken.toString(), "$.a", "0", "1"}, new String[] {"remove", broken.toString(), "$.a"},
                new String[] {"add-field", broken.toString(), "$", "a", "1"}, new String[] {"add-node", broken.toString(), "A"},
                new String[] {"delete-node", broken.toString(), "#1"}, new String[] {"remove", dir.resolve("none.json").toString(), "$.a"})) {
            CliTest.Result r = CliTest.run(args);
            assertEquals(2, r.code(), args[0] + ": " + r.err());
            assertEquals(1, r.err().lines().count(), r.err());
        }
        assertEquals("{\"root\":0,\"nodes\":[", Files.readString(broken));
    }

    @Test void outWritesElsewhereAndLeavesTheFileAsItWas() throws IOException {
        Path out = dir.resolve("out.json");
        for (String[] args : List.of(new String[] {"insert", "#1.children", "0", "#9"}, new String[] {"remove", "#2.scale"},
                new String[] {"add-field", "#10", "target", "#9"}, new String[] {"add-node", "GameObject"}, new String[] {"delete-node", "#11"})) {
            Files.deleteIfExists(out);
            List<String> all = new java.util.ArrayList<>(List.of(args[0], scene.toString()));
            all.addAll(List.of(args).subList(1, args.length));
            all.addAll(List.of("-o", out.toString()));
            CliTest.Result r = CliTest.run(all.toArray(String[]::new));
            if (args[0].equals("delete-node")) {
                assertEquals(1, r.code(), "#11 is referenced by #9");
                assertFalse(Files.exists(out));
                continue;
            }
            assertEquals(0, r.code(), r.err());
            assertFalse(Files.readString(out).equals(original), args[0]);
            assertUntouched();
        }
    }

    @Test void backupsAndReadOnlyFilesAreHandledAsSetHandlesThem() throws IOException {
        for (int i = 0; i < 3; i++) assertEquals(0, run("add-node", scene.toString(), "GameObject", "--backups", "3").code());
        assertEquals(original, Files.readString(dir.resolve("scene.json.bak.3")), "the first original survives three saves");
        assertTrue(Files.readString(dir.resolve("scene.json.bak")).contains("\"id\":13"));

        boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
        if (!posix) System.err.println("StructureCommandsTest: read-only part skipped, no POSIX permissions on this file system");
        Assumptions.assumeTrue(posix);
        Path locked = Files.copy(scene, dir.resolve("locked.json"), StandardCopyOption.REPLACE_EXISTING);
        Files.copy(dir.resolve("scene.registry.json"), dir.resolve("locked.registry.json"));
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r--r--r--"));
        CliTest.Result r = run("remove", locked.toString(), "#2.scale");
        assertEquals(1, r.code());
        assertEquals("savelens: " + locked + " is read-only; use -o OUT or Save As\n", r.err());
    }
}
