package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import savelens.format.marshal.MarshalRenumbering.Replacement;
import savelens.format.marshal.MarshalValue.*;

/** Inserting or removing a value renumbers every later object link and symbol link of its stream, and nothing else. */
class MarshalRenumberingTest {
    private static byte[] hex(String h) { return HexFormat.of().parseHex(h); }

    // [ "a", :s, "b", @1, ;0, @2 ]: slots array 0, "a" 1, "b" 2; :s is symbol 0
    private static final String SIX = "04085b0b" + "220661" + "3a0673" + "220662" + "4006" + "3b00" + "4007";

    @Test
    void removingAStringShiftsLaterLinksPastIt() {
        MarshalFile f = MarshalFile.read(hex(SIX));
        // remove "b" (slot 2): @1 ("a") stays, @2 ("b") would dangle, so first remove the link to it
        byte[] noLink = MarshalEdit.removeArrayElement(f, 0, 0, 5);
        MarshalFile g = MarshalFile.read(noLink);
        byte[] removed = MarshalEdit.removeArrayElement(g, 0, 0, 2);
        assertArrayEquals(hex("04085b09" + "220661" + "3a0673" + "4006" + "3b00"), removed);
    }

    @Test
    void insertingAStringBeforeLinksShiftsThem() {
        MarshalFile f = MarshalFile.read(hex(SIX));
        byte[] inserted = MarshalEdit.insertArrayElement(f, 0, 0, 0, new MString("z".getBytes()));
        // "z" takes slot 1: "a" becomes 2, "b" 3, so @1 → @2 and @2 → @3
        assertArrayEquals(hex("04085b0c" + "22067a" + "220661" + "3a0673" + "220662" + "4007" + "3b00" + "4008"), inserted);
    }

    @Test
    void insertingASymbolDefinitionShiftsLaterSymbolLinks() {
        MarshalFile f = MarshalFile.read(hex(SIX));
        byte[] inserted = MarshalEdit.insertArrayElement(f, 0, 0, 0, new Symbol("q".getBytes()));
        assertArrayEquals(hex("04085b0c" + "3a0671" + "220661" + "3a0673" + "220662" + "4006" + "3b06" + "4007"), inserted);
    }

    @Test
    void removingALinkedValueIsRefused() {
        MarshalFile f = MarshalFile.read(hex(SIX));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MarshalEdit.removeArrayElement(f, 0, 0, 0));
        assertEquals(true, e.getMessage().contains("names slot 1"), e.getMessage());
    }

    @Test
    void theStepAloneReturnsOnlyTheSplicesItNeeds() {
        MarshalStream s = MarshalFile.read(hex(SIX)).streams().get(0);
        // replacing "b" (bytes 10..13) by a Fixnum: one slot fewer; @1 stays, @2 dangles unless replaced in place
        assertThrows(IllegalArgumentException.class, () -> MarshalRenumbering.splices(s, new Replacement(10, 13, hex("6906"), 0, List.of())));
        // by another string: same slot count, no link moves
        assertEquals(1, MarshalRenumbering.splices(s, new Replacement(10, 13, hex("220663"), 1, List.of())).size());
        // inserting two slots before everything but the array moves both links
        assertEquals(3, MarshalRenumbering.splices(s, new Replacement(4, 4, hex("220678220679"), 2, List.of())).size());
    }
}
