package savelens.scene;

import savelens.json.JsonText;

/**
 * An object's layer as its file writes it: Unity and helio give a number, an engine may give a name.
 * {@code text} is the number's exact text or the name.
 */
public record SceneLayer(String text, boolean number) {
    public SceneLayer {
        if (text == null) throw new IllegalArgumentException("a layer has a text");
    }

    /** The layer as a JSON value: the number as written, or the name as a string. */
    public String json() { return number ? text : JsonText.quote(text); }

    @Override public String toString() { return text; }
}
