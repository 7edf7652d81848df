package savelens.format.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ReadContext;
import savelens.edit.InsertElement;
import savelens.edit.RemoveChild;
import savelens.edit.SetValue;

/**
 * Files nested deeper than a thousand levels are read, written back and edited with no stack frame per level: the
 * edits read the file's values ({@link MarshalReader}), splice, renumber and read the result again, all on a small
 * thread stack.
 */
class MarshalDeepEditTest {
    /** Levels of nesting, deeper than a frame per level fits in the small stack below. */
    private static final int DEPTH = 2_500;

    /**
     * Every kind of nesting by turns: {@code [1, …]}, {@code {"k" => …}}, an object's {@code @n}, a {@code U} dump,
     * and an {@code I}-wrapped array whose ivar comes after what is inside it; innermost an array {@code [7, "s"]},
     * and after it, on the way out, links to that string.
     */
    static byte[] mixedNesting(int levels) {
        MarshalBytes b = new MarshalBytes();
        int wrapped = 0, slots = 0;
        for (int i = 0; i < levels; i++) {
            switch (i % 5) {
                case 0 -> b.array(2).fixnum(1);
                case 1 -> {
                    b.hash(1).string("k");
                    slots++; // the key's
                }
                case 2 -> b.object("Node", 1).symbol("@n");
                case 3 -> b.type('U').symbol("Dumped");
                default -> {
                    b.type('I').array(1);
                    wrapped++;
                }
            }
            slots++;
        }
        int innermostString = slots + 1;
        b.array(2).fixnum(7).string("s");
        for (int i = 0; i < wrapped; i++) b.count(1).symbol("@e").link(innermostString);
        return b.bytes();
    }

    /** What {@code task} gives on a stack far too small for a frame per level, or what it threw. */
    static Object onASmallStack(Supplier<Object> task) throws InterruptedException {
        AtomicReference<Object> result = new AtomicReference<>();
        Thread t = new Thread(null, () -> {
            try {
                result.set(task.get());
            } catch (Throwable e) {
                result.set(e);
            }
        }, "small stack", 64 * 1024);
        t.start();
        t.join(TimeUnit.SECONDS.toMillis(50));
        if (result.get() instanceof Throwable e && !(e instanceof MarshalFormatException)) throw new AssertionError("on a 64 KB stack", e);
        return result.get();
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aDeepFileIsReadAsValuesWithNoStackPerLevel() throws Exception {
        byte[] bytes = mixedNesting(DEPTH);
        MarshalFile file = assertInstanceOf(MarshalFile.class, onASmallStack(() -> MarshalReader.read(bytes)));
        MarshalStream s = file.streams().get(0);
        assertEquals(bytes.length, s.end());
        assertEquals(DEPTH / 5, s.values().stream().filter(l -> l.value() instanceof MarshalValue.ObjectLink).count());
        assertEquals(MarshalIndex.of(bytes).end(1), s.values().get(0).end());
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aDeepFileIsWrittenBackWithNoStackPerLevel() throws Exception {
        byte[] bytes = mixedNesting(DEPTH);
        MarshalFile file = MarshalReader.read(bytes);
        assertArrayEquals(bytes, assertInstanceOf(byte[].class, onASmallStack(file::rewrite)));
        // As Ruby dumps it: the links to "s" are to the same Java object, so they stay links.
        assertArrayEquals(bytes, assertInstanceOf(byte[].class, onASmallStack(() -> MarshalWriter.asRuby(List.of(file.streams().get(0).root())))));
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aFileDeeperThanMarshalIsReadIsRefusedWithTheByte() throws Exception {
        byte[] tooDeep = nestedArrays(MarshalReader.MAX_DEPTH), deepest = nestedArrays(MarshalReader.MAX_DEPTH - 1);
        MarshalFormatException e = assertInstanceOf(MarshalFormatException.class,
                onASmallStack(() -> new MarshalFormat().read(tooDeep, ReadContext.of(null))));
        assertEquals("byte " + (2 + 2 * MarshalReader.MAX_DEPTH) + ": nested deeper than " + MarshalReader.MAX_DEPTH + " values", e.getMessage());
        assertInstanceOf(Document.class, onASmallStack(() -> new MarshalFormat().read(deepest, ReadContext.of(null))));
    }

    /** {@code n} arrays one inside the other, the innermost holding 1: {@code n + 1} values deep. */
    private static byte[] nestedArrays(int n) {
        MarshalBytes b = new MarshalBytes();
        for (int i = 0; i < n; i++) b.array(1);
        return b.fixnum(1).bytes();
    }

    /** The innermost array's position in the document's values: the one holding "s" where it is written. */
    private static int innermostArray(Document doc) {
        int v = 1;
        while (!"\"s\"".equals(doc.raw(v))) v++;
        return doc.index().parent(v);
    }

    /**
     * The innermost 7 set to 2^31, a 5 inserted before it and removed again. A Bignum takes the slot before "s",
     * so each link to "s" after it moves up by one.
     */
    private static byte[] edited(byte[] bytes) {
        Document doc = new MarshalFormat().read(bytes, ReadContext.of(null));
        int array = innermostArray(doc);
        doc = new SetValue(doc.index().firstChild(array), NewValue.parse("2147483648"), "innermost").execute(doc);
        doc = new InsertElement(array, 0, NewValue.parse("5"), "innermost").execute(doc);
        doc = new RemoveChild(doc.index().firstChild(innermostArray(doc)), "innermost").execute(doc);
        return doc.text();
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aDeepFileIsEditedWithNoStackPerLevel() throws Exception {
        edited(mixedNesting(10)); // the classes loaded here: loading them takes more stack than the small one has
        byte[] bytes = mixedNesting(DEPTH);
        byte[] text = assertInstanceOf(byte[].class, onASmallStack(() -> edited(bytes)));
        MarshalFile file = MarshalReader.read(text);
        MarshalStream s = file.streams().get(0);
        int bignum = -1;
        for (int i = 0; i < s.values().size(); i++) if (s.values().get(i).value() instanceof MarshalValue.Bignum) bignum = i;
        int slot = s.values().get(bignum).objectSlot();
        int links = 0;
        for (MarshalStream.Located l : s.values()) {
            if (l.value() instanceof MarshalValue.ObjectLink link) {
                assertEquals(slot + 1, link.index());
                links++;
            }
        }
        assertEquals(DEPTH / 5, links);
        assertInstanceOf(MarshalValue.MString.class, s.values().get(s.objects().get(slot + 1)).value());
        assertEquals(bytes.length + 5, text.length); // i 0c → l + 07 00 00 00 80 (2^31 in two 16-bit words)
    }
}
