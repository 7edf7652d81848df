package savelens.app.hierarchy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import savelens.icons.Glyph;

/** A Godot node's glyph says the kind of its type, as the editor groups them. */
class NodeKindGlyphsTest {
    @Test void typesGoByTheirKind() {
        assertEquals(Glyph.TIMER, NodeKindGlyphs.of("Timer"));
        assertEquals(Glyph.NODE_2D, NodeKindGlyphs.of("Area2D"));
        assertEquals(Glyph.NODE_2D, NodeKindGlyphs.of("Marker2D"));
        assertEquals(Glyph.NODE_2D, NodeKindGlyphs.of("Node2D"));
        assertEquals(Glyph.NODE_3D, NodeKindGlyphs.of("MeshInstance3D"));
        assertEquals(Glyph.CONTROL, NodeKindGlyphs.of("HBoxContainer"));
        assertEquals(Glyph.CONTROL, NodeKindGlyphs.of("Label"));
        assertEquals(Glyph.CONTROL, NodeKindGlyphs.of("ProgressBar"));
        assertEquals(Glyph.AUDIO, NodeKindGlyphs.of("AudioStreamPlayer2D"));
        assertEquals(Glyph.GAME_OBJECT, NodeKindGlyphs.of("Node"));
        assertEquals(Glyph.GAME_OBJECT, NodeKindGlyphs.of((String) null));
    }
}
