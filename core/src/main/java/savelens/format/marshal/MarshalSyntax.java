package savelens.format.marshal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.document.StructureSyntax;
import savelens.document.Syntax;
import savelens.document.SyntaxRefusedException;
import savelens.format.marshal.MarshalRenumbering.Splice;
import savelens.json.JsonText;

/**
 * How Marshal documents are written through the model: a scalar is spliced in as {@link MarshalEdit} writes it
 * (Marshal's own bytes, not text), the links after it renumbered when it takes another object slot (a Fixnum
 * grown into a Bignum), and every edit is read again. Paths have typed keys. Array elements are inserted and
 * removed, hash entries added and removed ({@link MarshalStructure}). New references, instance variables and nodes are
 * refused with the reason; a scripts file refuses every edit ({@link #readOnly}).
 */
final class MarshalSyntax implements Syntax {
    static final String NO_REFERENCES = "a link in a Marshal document is written by where its object was first written; SaveLens does not write new links yet";

    private final MarshalFormat format;
    private final ReadContext context;
    /** Why no edit is taken (a scripts file), or null. */
    private final String readOnly;
    /** The last scalar planned, so that its follow-ups (the renumbered links) come from the same plan. */
    private Plan last;

    private record Plan(Document doc, int value, byte[] own, List<StructureSyntax.Change> followUps) {}

    MarshalSyntax(MarshalFormat format, ReadContext context, String readOnly) {
        this.format = format;
        this.context = context;
        this.readOnly = readOnly;
    }

    @Override public String name() { return format.name(); }

    @Override public String numberText(String literal) { return literal; }

    @Override public String stringText(String value) { return JsonText.quote(value); }

    @Override public String referenceText(NodeId id) { return null; }

    @Override public boolean referencesNeedRegistry() { return false; }

    @Override public boolean editsReadAgain() { return true; }

    @Override public boolean typedPathKeys() { return true; }

    @Override public boolean writesSymbols() { return true; }

    @Override public boolean writesByteStrings() { return true; }

    @Override public String readOnly() { return readOnly; }

    @Override public String scalarText(Document doc, int container, int current, NewValue.Literal value) {
        throw new SyntaxRefusedException("Marshal values are bytes, not text");
    }

    @Override public byte[] scalarBytes(Document doc, int container, int current, NewValue.Literal value) {
        if (readOnly != null) throw new SyntaxRefusedException(readOnly);
        // A new element is handed to the structure as its literal, which it writes as Marshal where it goes.
        if (current < 0) return value.json().getBytes(java.nio.charset.StandardCharsets.UTF_8);
        Plan p = plan(doc, current, value);
        last = p;
        return p.own().clone();
    }

    @Override public List<StructureSyntax.Change> followUps(Document doc, int value, byte[] newBytes) {
        Plan p = last;
        if (p != null && p.doc() == doc && p.value() == value && Arrays.equals(p.own(), newBytes)) return p.followUps();
        throw new SyntaxRefusedException("this value is not written through SaveLens's Marshal writer");
    }

    @Override public StructureSyntax structure() { return MarshalStructure.INSTANCE; }

    @Override public String referenceText(Document doc, int container, int current, NodeId id) {
        throw new SyntaxRefusedException(NO_REFERENCES);
    }

    /**
     * The bytes that take the place of value {@code v}'s whole span (its {@code I} wrapper and encoding kept), and
     * the renumbered links outside it.
     */
    private static Plan plan(Document doc, int v, NewValue.Literal value) {
        if (!(doc.index() instanceof MarshalIndex index)) throw new SyntaxRefusedException("not a Marshal document");
        MarshalStream s = index.streamOf(v);
        if (s == null) throw new SyntaxRefusedException("$ holds the streams; set a value inside one");
        List<Splice> splices;
        try {
            splices = MarshalEdit.scalarSplices(index.file(), s.number(), index.position(v), value.json());
        } catch (IllegalArgumentException e) {
            throw new SyntaxRefusedException(e.getMessage());
        }
        int from = index.startInt(v), to = index.endInt(v);
        byte[] file = index.text();
        if (splices.isEmpty()) return new Plan(doc, v, Arrays.copyOfRange(file, from, to), List.of());
        List<Splice> inside = new ArrayList<>();
        List<StructureSyntax.Change> outside = new ArrayList<>();
        for (Splice sp : splices) {
            if (sp.start() >= from && sp.end() <= to) inside.add(new Splice(sp.start() - from, sp.end() - from, sp.bytes()));
            else outside.add(StructureSyntax.Change.binary(sp.start(), sp.end() - sp.start(), sp.bytes()));
        }
        byte[] own = MarshalRenumbering.apply(Arrays.copyOfRange(file, from, to), inside);
        return new Plan(doc, v, own, List.copyOf(outside));
    }

    @Override public Document reread(byte[] text) { return format.read(text, context); }
}
