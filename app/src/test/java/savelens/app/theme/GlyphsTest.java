package savelens.app.theme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import savelens.icons.Glyph;

class GlyphsTest {
    @Test void theSvgRendererStaysOutOfTheApp() {
        // The icons module renders with JSVG at build time only; the shipped app must not carry it.
        assertThrows(ClassNotFoundException.class, () -> Class.forName("com.github.weisj.jsvg.SVGDocument"));
    }

    @Test void offTheJavaFxThreadThe1xRendersAreUsedWithoutAskingTheScreen() {
        assertEquals(16, Glyphs.pixelSize());
        assertEquals(Glyph.SIZES.get(0), Glyphs.pixelSize());
    }
}
