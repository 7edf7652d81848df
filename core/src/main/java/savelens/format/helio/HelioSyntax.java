package savelens.format.helio;

import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.document.StructureSyntax;
import savelens.format.JsonTextSyntax;

/**
 * How helio documents are written: JSON text whose references are bare integer ids, which only the registry (or
 * inference) tells from numbers, and whose nodes live in the {@code nodes} table ({@link HelioStructure}).
 */
final class HelioSyntax extends JsonTextSyntax {
    HelioSyntax(HelioFormat format, ReadContext context) { super(format, context); }

    @Override public String referenceText(NodeId id) { return id instanceof NodeId.Number n ? Long.toString(n.value()) : null; }

    @Override public boolean referencesNeedRegistry() { return true; }

    @Override public StructureSyntax structure() { return HelioStructure.INSTANCE; }
}
