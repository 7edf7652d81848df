package savelens.scene;

/**
 * A row of a hierarchy that is no object of the file: a node of another scene that the file places its own nodes
 * under (Godot's {@code [node name="Sprite" parent="Anchor"]} where {@code Anchor} is a node of the instanced or
 * inherited scene). It is shown so that every object sits under the parent its file names; it is no node of the
 * document, and nothing of it can be edited here.
 *
 * @param scene the {@code res://} path of the scene it comes from, or null when no instanced node leads to it
 * @param found whether that scene was read and holds the node
 * @param why   when not found: what is missing, as output says it
 */
public record Inherited(String scene, boolean found, String why) {
    /** What the row is, in a few words: {@code inherited from res://door.tscn}, or a placeholder and why. */
    public String describe() {
        return found ? "inherited from " + scene : "placeholder: " + why;
    }
}
