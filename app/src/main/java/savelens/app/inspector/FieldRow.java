package savelens.app.inspector;

import savelens.document.ValueKind;
import savelens.path.DocumentPath;
import savelens.registry.FieldKind;

/**
 * One field (or element) shown in the inspector: {@code name} as shown, {@code text} what its editor starts
 * with (a string as {@link savelens.json.VisibleText} shows it, a reference as {@code #ID}, anything else as
 * written), {@code slot} what the registry says the place holds (null when it says nothing; {@code REF} for an
 * element of an array of references), {@code registryKind} that as shown ("unregistered" when it says nothing; nothing where no registry applies to the
 * format), followed by the name the game's data gives the value (an RPG Maker item id's “Potion”). A reference's
 * target: {@code targetLabel} whole ({@code Root/Lamp  (#-4617375467376130530 GameObject)}), {@code targetName} as its
 * link says it ({@code Root/Lamp}).
 */
public record FieldRow(String name, DocumentPath path, ValueKind kind, FieldKind slot, String registryKind, String text,
                       String targetLabel, String targetName) {
    /** A row whose link says its target's whole label. */
    public FieldRow(String name, DocumentPath path, ValueKind kind, FieldKind slot, String registryKind, String text, String targetLabel) {
        this(name, path, kind, slot, registryKind, text, targetLabel, targetLabel);
    }
}
