package savelens.gamesave;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import savelens.Fixtures;
import savelens.document.Document;
import savelens.document.ReadContext;
import savelens.file.OpenFile;
import savelens.path.DocumentPath;
import savelens.path.Location;

class ChangeNamesTest {
    private static int node(Document doc, String path) {
        Location at = DocumentPath.parse(path).resolve(doc);
        if (at.isNode()) return at.node();
        return doc.target(at.value());
    }

    private static final Path SAVE = Fixtures.dir().resolve("rpgmaker-mv/file1.rpgsave");
    private static final Path DATA = Fixtures.dir().resolve("rpgmaker-mv/data");

    @Test void anActorIsNamedByItsActorIdWhereverTheSaveWritesIt() {
        OpenFile file = OpenFile.open(SAVE, ReadContext.of(SAVE).withGameData(DATA));
        Document doc = file.document();
        ChangeNames names = ChangeNames.of(file.valueNames());
        int leader = node(doc, "$.party._leader");
        assertEquals("actor 1 Harold", names.nodeName(doc, leader, DocumentPath.parse("$.party._leader")),
                "the party's leader is the actor $.actors._data[1] refers to");
        int second = node(doc, "$.actors._data[2]");
        assertEquals("actor 2 Thérèse", names.nodeName(doc, second, DocumentPath.parse("$.actors._data[2]")));
        int party = node(doc, "$.party");
        assertNull(names.nodeName(doc, party, DocumentPath.parse("$.party")), "only actors have a game name");
    }

    @Test void withoutGameDataNothingIsNamed() {
        OpenFile file = OpenFile.open(SAVE, ReadContext.of(SAVE));
        Document doc = file.document();
        int leader = node(doc, "$.party._leader");
        assertNull(ChangeNames.of(file.valueNames()).nodeName(doc, leader, DocumentPath.parse("$.party._leader")));
    }

    private static OpenFile open(String fixture) {
        Path save = Fixtures.dir().resolve(fixture);
        return OpenFile.open(save, ReadContext.of(save));
    }

    @Test void mvPathsAreNamedAsBefore() {
        OpenFile file = OpenFile.open(SAVE, ReadContext.of(SAVE).withGameData(DATA));
        ChangeNames names = ChangeNames.of(file.valueNames());
        assertEquals("gold", names.name(DocumentPath.parse("$.party._gold")));
        assertEquals("actor 1 Harold level", names.name(DocumentPath.parse("$.actors._data[1]._level")));
        assertEquals("actor 1 Harold", names.nodeName(DocumentPath.parse("$.actors._data[1]")));
        assertEquals(true, names.isSwitch(DocumentPath.parse("$.switches._data[1]")));
        assertNull(names.name(DocumentPath.parse("$.party._steps")));
        assertNull(names.name(DocumentPath.parse("$[1].party.@gold")), "a VX Ace path in an MV save names nothing");
    }

    @Test void vxAcePathsWithTypedKeysAreNamedFromItsData() {
        OpenFile file = open("rpgmaker-vxace/Save01.rvdata2");
        Document doc = file.document();
        ChangeNames names = ChangeNames.of(file.valueNames());
        assertEquals("gold", names.name(DocumentPath.parse("$[1].party.@gold", doc)));
        assertEquals("switch 1 Met the king", names.name(DocumentPath.parse("$[1].switches.@data[1]", doc)));
        assertEquals(true, names.isSwitch(DocumentPath.parse("$[1].switches.@data[1]", doc)));
        assertEquals("variable 3 Tax", names.name(DocumentPath.parse("$[1].variables.@data[3]", doc)));
        assertEquals("item 2 Ether élégant", names.name(DocumentPath.parse("$[1].party.@items[2]", doc)));
        assertEquals("weapon 1 Bronze Sword", names.name(DocumentPath.parse("$[1].party.@weapons[1]", doc)));
        assertEquals("actor 1 Eric name", names.name(DocumentPath.parse("$[1].actors.@data[1].@name", doc)));
        assertEquals("actor 2 Natalie HP", names.name(DocumentPath.parse("$[1].actors.@data[2].@hp", doc)));
        assertEquals("actor 2 Natalie", names.nodeName(DocumentPath.parse("$[1].actors.@data[2]", doc)));
        // Typed keys stay apart: a string key "1" is no item id, a symbol .party no party at $[1]["party"].
        assertNull(names.name(DocumentPath.parse("$[1].party.@items[\"1\"]", doc)));
        assertNull(names.name(DocumentPath.parse("$[1][\"party\"].@gold", doc)));
        assertNull(names.name(DocumentPath.parse("$[1].party.@steps", doc)));
    }

    @Test void xpAndVxPathsAreNamedByTheirEnginesLayouts() {
        OpenFile xp = open("rpgmaker-xp/Save1.rxdata");
        ChangeNames x = ChangeNames.of(xp.valueNames());
        assertEquals("gold", x.name(DocumentPath.parse("$[8].@gold", xp.document())));
        assertEquals("switch 3 Boss beaten", x.name(DocumentPath.parse("$[3].@data[3]", xp.document())));
        assertEquals("variable 2 Debt", x.name(DocumentPath.parse("$[4].@data[2]", xp.document())));
        assertEquals("item 4 Perfume", x.name(DocumentPath.parse("$[8].@items[4]", xp.document())));
        assertEquals("actor 8 Gloria MP", x.name(DocumentPath.parse("$[7].@data[8].@sp", xp.document())));
        OpenFile vx = open("rpgmaker-vx/Save1.rvdata");
        ChangeNames v = ChangeNames.of(vx.valueNames());
        assertEquals("gold", v.name(DocumentPath.parse("$[10].@gold", vx.document())));
        assertEquals("switch 2 Door open", v.name(DocumentPath.parse("$[6].@data[2]", vx.document())));
        assertEquals("armor 1 Bronze Shield", v.name(DocumentPath.parse("$[10].@armors[1]", vx.document())));
        assertEquals("actor 1 Eric level", v.name(DocumentPath.parse("$[9].@data[1].@level", vx.document())));
    }

    @Test void aComparisonOfTwoVxAceSavesNamesWhatChanged() {
        OpenFile file = open("rpgmaker-vxace/Save01.rvdata2");
        Document a = file.document();
        Document b = a;
        for (String[] edit : new String[][] {{"$[1].party.@gold", "500"}, {"$[1].switches.@data[2]", "true"}, {"$[1].party.@items[1]", "4"},
                {"$[1].actors.@data[1].@level", "6"}}) {
            int v = DocumentPath.parse(edit[0], b).resolve(b).value();
            b = new savelens.edit.SetValue(v, savelens.document.NewValue.parse(edit[1]), edit[0]).execute(b);
        }
        ChangeNames names = ChangeNames.of(file.valueNames());
        java.util.List<String> lines = savelens.diff.DocumentDiff.between(a, b, savelens.diff.Alignment.of(a)).stream().map(names::line).toList();
        assertEquals(java.util.List.of("$[1].switches.@data[2] (switch 2 Door open): off → on", "$[1].actors.@data[1].@level (actor 1 Eric level): 5 → 6",
                "$[1].party.@gold (gold): 350 → 500", "$[1].party.@items[1] (item 1 Potion): 5 → 4"), lines);
    }
}
