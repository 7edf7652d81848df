package savelens.document.probe;

import savelens.edit.EditCommand;

/** Breaks "the model knows nothing built on it" on purpose: the document's package naming an edit command. */
final class DocumentNamingAnEdit {
    static Class<?> edit() { return EditCommand.class; }
}
