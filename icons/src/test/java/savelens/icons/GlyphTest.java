package savelens.icons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class GlyphTest {
    @Test
    void everyGlyphResolvesAtEveryDeclaredSize() throws Exception {
        for (Glyph glyph : Glyph.values())
            for (int size : Glyph.SIZES) {
                String what = glyph + " at " + size;
                BufferedImage image = RenderedImages.decode(glyph.resource(size));
                RenderedImages.assertSquare(image, size, what);
                RenderedImages.assertHasInk(image, what);
            }
    }

    @Test
    void resourceNamesFollowTheSourceFileNames() {
        assertEquals("savelens/icons/glyphs/ecs-table-16.png", Glyph.ECS_TABLE.resourcePath(16));
        assertEquals("savelens/icons/glyphs/node-32.png", Glyph.NODE.resourcePath(32));
    }

    @Test
    void everySourceHasAGlyphAndEveryGlyphASource() throws Exception {
        Set<String> sources;
        try (Stream<Path> files = Files.list(Path.of("src/main/svg/glyphs"))) {
            sources = files.map(p -> p.getFileName().toString().replaceFirst("\\.svg$", ""))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
        Set<String> glyphs = Arrays.stream(Glyph.values()).map(Glyph::fileName).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(glyphs, sources);
    }

    @Test
    void anUndeclaredSizeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Glyph.CYCLE.resourcePath(24));
    }
}
