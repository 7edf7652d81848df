package savelens.document;

/**
 * Names for a document's values that come from outside it: an RPG Maker game's database names the switch,
 * variable, actor and item numbers its saves hold.
 */
public interface ValueNames {
    /** No names at all. */
    ValueNames NONE = (doc, value) -> null;

    /** The name for a value of {@code doc}, or null. */
    String nameFor(Document doc, int value);
}
