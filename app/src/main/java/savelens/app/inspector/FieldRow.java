package savelens.app.inspector;

import savelens.document.ValueKind;
import savelens.path.DocumentPath;
import savelens.registry.FieldKind;

/**
 * One field (or element) shown in the inspector: {@code name} as shown, {@code text} what its editor starts
 * with (a string as {@link savelens.json.VisibleText} shows it, a reference as {@code #ID}, anything else as
 * written), {@code slot} what the registry says the place holds (null when it says nothing; {@code REF} for an
 * element of an array of references), {@code registryKind} that as shown ("unregistered" when it says nothing; nothing where no registry applies to the
 * format), followed by the name the game's data gives the value (an RPG Maker item id's “Potion”).
 */
public record FieldRow(String name, DocumentPath path, ValueKind kind, FieldKind slot, String registryKind, String text,
                       String targetLabel) {}
