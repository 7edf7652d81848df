package savelens.app.inspector;

import savelens.document.ValueKind;

/**
 * One field (or element) shown in the inspector: {@code name} as shown, {@code text} what its editor starts
 * with (a string as {@link savelens.json.VisibleText} shows it, a reference as {@code #ID}, anything else as
 * written), {@code registryKind} what the registry says it holds ("unregistered" when it says nothing).
 */
public record FieldRow(String name, String path, ValueKind kind, String registryKind, String text, String targetLabel) {}
