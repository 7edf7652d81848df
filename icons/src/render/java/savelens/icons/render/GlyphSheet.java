package savelens.icons.render;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import javax.imageio.ImageIO;
import savelens.icons.Glyph;

/**
 * A contact sheet for reviewing the renders by eye: every glyph at every size on a light and on a dark strip (the
 * two app themes), and the app icon at its small sizes. Written beside the installer files, not shipped.
 */
final class GlyphSheet {
    private static final int CELL = 40;
    private static final Color LIGHT = new Color(0xF4F5F7);
    private static final Color DARK = new Color(0x2B2D31);

    private GlyphSheet() {}

    static BufferedImage draw(Map<Glyph, Map<Integer, BufferedImage>> glyphs, Map<Integer, byte[]> app) {
        int columns = glyphs.size();
        int rows = 2 * Glyph.SIZES.size() + 1;
        BufferedImage sheet = new BufferedImage(columns * CELL, rows * CELL + 64, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = sheet.createGraphics();
        try {
            int row = 0;
            for (Color background : new Color[] {LIGHT, DARK}) {
                for (int size : Glyph.SIZES) {
                    g.setColor(background);
                    g.fillRect(0, row * CELL, columns * CELL, CELL);
                    int column = 0;
                    for (var glyph : glyphs.values()) {
                        g.drawImage(glyph.get(size), column * CELL + (CELL - size) / 2, row * CELL + (CELL - size) / 2, null);
                        column++;
                    }
                    row++;
                }
            }
            g.setColor(LIGHT);
            g.fillRect(0, row * CELL, columns * CELL, CELL + 64);
            int x = 4;
            for (int size : new int[] {16, 24, 32, 48, 64}) {
                g.drawImage(decode(app.get(size)), x, row * CELL + 4, null);
                x += size + 12;
            }
        } finally {
            g.dispose();
        }
        return sheet;
    }

    private static BufferedImage decode(byte[] png) {
        try {
            return ImageIO.read(new ByteArrayInputStream(png));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
