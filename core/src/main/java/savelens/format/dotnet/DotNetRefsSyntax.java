package savelens.format.dotnet;

import savelens.document.NodeId;
import savelens.document.ReadContext;
import savelens.format.JsonTextSyntax;
import savelens.json.JsonText;

/** How .NET's reference-preserving JSON is written: a reference is {@code {"$ref":"ID"}}, to a string id only. */
final class DotNetRefsSyntax extends JsonTextSyntax {
    DotNetRefsSyntax(DotNetRefsFormat format, ReadContext context) { super(format, context); }

    /** A node without an {@code $id} cannot be referred to: .NET writes references to ids only. */
    @Override public String referenceText(NodeId id) {
        return id instanceof NodeId.Name name ? "{\"$ref\":" + JsonText.quote(name.value()) + "}" : null;
    }

    /** {@code List<Hero>} for {@code System.Collections.Generic.List`1[[Game.Hero, Assembly-CSharp]], mscorlib}. */
    @Override public String shownType(String type) { return ClrTypeNames.shortName(type); }
}
