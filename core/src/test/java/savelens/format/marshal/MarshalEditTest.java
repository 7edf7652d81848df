package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import savelens.Fixtures;
import savelens.format.marshal.MarshalStream.Located;
import savelens.format.marshal.MarshalValue.*;

/** Scalar edits splice in place, renumber what they must, keep every other byte, and load in Ruby. */
class MarshalEditTest {
    @TempDir Path tmp;

    private static MarshalFile xp() { return MarshalFile.read(Fixtures.bytes("rpgmaker-xp/Save1.rxdata")); }

    private static MarshalFile ace() { return MarshalFile.read(Fixtures.bytes("rpgmaker-vxace/Save01.rvdata2")); }

    /** The position of ivar {@code name}'s value in the object at position {@code object}. */
    static int ivar(MarshalStream s, int object, String name) {
        MObject o = (MObject) s.values().get(object).value();
        for (int k = 0; k < o.ivars().size(); k++) {
            if (s.symbolText(o.ivars().get(k).key()).equals(name)) return MarshalEdit.element(s, object, 2 * k + 2);
        }
        throw new AssertionError("no " + name);
    }

    /** The position of the value under symbol key {@code key} of the hash at position {@code hash}. */
    static int entry(MarshalStream s, int hash, String key) {
        MHash h = (MHash) s.values().get(hash).value();
        for (int k = 0; k < h.entries().size(); k++) {
            if (s.symbolText(h.entries().get(k).key()).equals(key)) return MarshalEdit.element(s, hash, 2 * k + 1);
        }
        throw new AssertionError("no " + key);
    }

    /** Every object link of a stream with the class of what it names: an edit must not change what a link names. */
    static List<String> linkTargets(MarshalStream s) {
        List<String> out = new ArrayList<>();
        for (Located l : s.values()) if (l.value() instanceof ObjectLink) out.add(MarshalNodes.type(s, s.values().indexOf(s.resolve(l))));
        return out;
    }

    private void rubyLoads(byte[] bytes, int streams) throws Exception {
        RubyMarshal.assertLoads(bytes, streams, tmp, "MarshalEditTest");
    }

    @Test
    void goldGrowingPastItsFormSplicesOnlyItsBytes() throws Exception {
        MarshalFile f = xp();
        MarshalStream party = f.streams().get(8);
        int gold = ivar(party, 0, "@gold");
        Located old = party.values().get(gold);
        byte[] edited = MarshalEdit.setScalar(f, 8, gold, "99999");
        assertEquals(1, edited.length - f.bytes().length, "1234 takes 2 bytes after i, 99999 takes 3");
        assertArrayEquals(Arrays.copyOf(f.bytes(), old.start()), Arrays.copyOf(edited, old.start()));
        assertArrayEquals(Arrays.copyOfRange(f.bytes(), old.end(), f.bytes().length), Arrays.copyOfRange(edited, old.end() + 1, edited.length));
        MarshalFile again = MarshalFile.read(edited);
        assertEquals(new Fixnum(99999), again.streams().get(8).values().get(gold).value());
        assertArrayEquals(edited, again.rewrite(), "patch = reread");
        rubyLoads(edited, 12);
    }

    @Test
    void aFixnumPast2To30BecomesABignumAndLaterLinksRenumber() throws Exception {
        MarshalFile f = ace();
        MarshalStream s = f.streams().get(1);
        int data = ivar(s, entry(s, 0, "variables"), "@data");
        int third = MarshalEdit.element(s, data, 3);
        assertEquals(new Fixnum((1 << 30) - 1), s.values().get(third).value());
        List<String> before = linkTargets(s);
        byte[] edited = MarshalEdit.setScalar(f, 1, third, "1073741824");
        MarshalStream after = MarshalFile.read(edited).streams().get(1);
        Bignum big = (Bignum) after.values().get(third).value();
        assertEquals(BigInteger.ONE.shiftLeft(30), new BigInteger(1, reverse(big.magnitude())));
        assertEquals(s.objects().size() + 1, after.objects().size());
        assertEquals(before, linkTargets(after), "each link still names the same object");
        assertEquals(List.of("Game_Player"), before);
        rubyLoads(edited, 2);
        // and back: the Bignum's slot goes away again, the links shift back, the bytes are the original ones
        assertArrayEquals(f.bytes(), MarshalEdit.setScalar(MarshalFile.read(edited), 1, third, "1073741823"));
    }

    @Test
    void aStringKeepsItsEncodingIvar() throws Exception {
        MarshalFile f = ace();
        MarshalStream s = f.streams().get(1);
        int actors = ivar(s, entry(s, 0, "actors"), "@data");
        int eric = MarshalEdit.element(s, actors, 1);
        int nameWrapper = ivar(s, eric, "@name");
        int name = nameWrapper + 1;
        byte[] edited = MarshalEdit.setScalar(f, 1, name, "\"Ériç \\xFF\"");
        MarshalStream after = MarshalFile.read(edited).streams().get(1);
        Ivars iv = (Ivars) after.values().get(nameWrapper).value();
        assertArrayEquals("Ériç ".getBytes(StandardCharsets.UTF_8), Arrays.copyOf(((MString) iv.inner()).bytes(), 7));
        assertEquals("E", after.symbolText(iv.ivars().get(0).key()));
        assertEquals("\"Ériç \\xFF\"", MarshalText.string(((MString) iv.inner()).bytes()));
        assertThrows(IllegalArgumentException.class, () -> MarshalEdit.setScalar(f, 1, name, "5"));
        rubyLoads(edited, 2);
    }

    @Test
    void aSymbolValueLinksToAnEarlierDefinitionOrIsWrittenInFull() throws Exception {
        MarshalFile f = ace();
        MarshalStream s = f.streams().get(1);
        int gold = ivar(s, entry(s, 0, "party"), "@gold");
        byte[] linked = MarshalEdit.setScalar(f, 1, gold, ":system");
        assertInstanceOf(SymbolLink.class, MarshalFile.read(linked).streams().get(1).values().get(gold).value());
        byte[] fresh = MarshalEdit.setScalar(f, 1, gold, ":brand_new");
        MarshalStream after = MarshalFile.read(fresh).streams().get(1);
        assertEquals(s.symbols().size() + 1, after.symbols().size());
        rubyLoads(fresh, 2);
    }

    @Test
    void aBignumBecomingAFixnumGivesUpItsSlot() throws Exception {
        MarshalFile f = xp();
        MarshalStream s = f.streams().get(4);
        int data = ivar(s, 0, "@data");
        int big = MarshalEdit.element(s, data, 4);
        assertInstanceOf(Bignum.class, s.values().get(big).value());
        byte[] edited = MarshalEdit.setScalar(f, 4, big, "-7");
        assertEquals(s.objects().size() - 1, MarshalFile.read(edited).streams().get(4).objects().size());
        rubyLoads(edited, 12);
    }

    @Test
    void linksAndNonScalarsAreRefused() {
        MarshalFile f = ace();
        MarshalStream s = f.streams().get(1);
        int link = -1;
        for (int k = 0; k < s.values().size(); k++) if (s.values().get(k).value() instanceof ObjectLink) link = k;
        int at = link;
        assertThrows(IllegalArgumentException.class, () -> MarshalEdit.setScalar(f, 1, at, "1"));
        assertThrows(IllegalArgumentException.class, () -> MarshalEdit.setScalar(f, 1, 0, "1"));
        int className = entry(s, 0, "system") + 1;
        assertThrows(IllegalArgumentException.class, () -> MarshalEdit.setScalar(f, 1, className, ":x"), "a class name is not a value");
        MarshalEdit.setScalar(f, 1, 1, ":x"); // a hash key symbol is a value
    }

    @Test
    void unchangedValueGivesTheSameBytes() {
        MarshalFile f = xp();
        int gold = ivar(f.streams().get(8), 0, "@gold");
        assertArrayEquals(f.bytes(), MarshalEdit.setScalar(f, 8, gold, "1234"));
    }

    private static byte[] reverse(byte[] b) {
        byte[] r = new byte[b.length];
        for (int k = 0; k < b.length; k++) r[k] = b[b.length - 1 - k];
        return r;
    }
}
