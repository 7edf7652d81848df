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
}
