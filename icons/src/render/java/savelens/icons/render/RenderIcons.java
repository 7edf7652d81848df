package savelens.icons.render;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import javax.imageio.ImageIO;
import savelens.icons.AppIcon;
import savelens.icons.Glyph;

/**
 * Build step of the icons module (run by exec-maven-plugin before the tests): renders the SVG sources to the PNGs
 * on the class path and the installer files on disk. The sizes and names come from {@link AppIcon} and
 * {@link Glyph}, so the API and the rendered files cannot drift apart.
 *
 * <p>Arguments: the SVG source folder, the class output folder, the folder for installer files.
 */
public final class RenderIcons {
    /** The .ico holds the sizes Windows asks for; 256 is the largest an .ico directory can state. */
    static final int[] ICO_SIZES = {16, 24, 32, 48, 64, 128, 256};

    private RenderIcons() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 3) throw new IllegalArgumentException("usage: RenderIcons SVG_DIR CLASSES_DIR OUT_DIR");
        Path svg = Path.of(args[0]);
        Path classes = Path.of(args[1]);
        Path out = Path.of(args[2]);
        Files.createDirectories(out);

        Map<Integer, byte[]> app = renderAppIcon(svg.resolve("savelens.svg"), classes, out);
        SortedMap<Integer, byte[]> ico = new TreeMap<>();
        for (int size : ICO_SIZES) ico.put(size, app.get(size));
        Files.write(out.resolve("savelens.ico"), IcoWriter.write(ico));
        Files.write(out.resolve("savelens.icns"), IcnsWriter.write(app::get));
        Files.copy(svg.resolve("savelens.svg"), out.resolve("savelens.svg"), StandardCopyOption.REPLACE_EXISTING);

        Map<Glyph, Map<Integer, BufferedImage>> glyphs = renderGlyphs(svg.resolve("glyphs"), classes);
        ImageIO.write(GlyphSheet.draw(glyphs, app), "png", out.resolve("glyph-sheet.png").toFile());
    }

    private static Map<Integer, byte[]> renderAppIcon(Path source, Path classes, Path out) throws IOException {
        SvgRasterizer rasterizer = new SvgRasterizer(source);
        Map<Integer, byte[]> pngs = new TreeMap<>();
        for (int size : AppIcon.SIZES) {
            byte[] png = png(rasterizer.render(size));
            pngs.put(size, png);
            write(classes.resolve(AppIcon.resourcePath(size)), png);
            write(out.resolve("savelens-" + size + ".png"), png);
        }
        return pngs;
    }

    private static Map<Glyph, Map<Integer, BufferedImage>> renderGlyphs(Path folder, Path classes) throws IOException {
        Map<Glyph, Map<Integer, BufferedImage>> images = new TreeMap<>();
        for (Glyph glyph : Glyph.values()) {
            Path source = folder.resolve(glyph.fileName() + ".svg");
            if (!Files.isRegularFile(source)) throw new IOException("glyph " + glyph + " has no source " + source);
            SvgRasterizer rasterizer = new SvgRasterizer(source);
            Map<Integer, BufferedImage> bySize = new TreeMap<>();
            for (int size : Glyph.SIZES) {
                BufferedImage image = rasterizer.render(size);
                bySize.put(size, image);
                write(classes.resolve(glyph.resourcePath(size)), png(image));
            }
            images.put(glyph, bySize);
        }
        return images;
    }

    private static byte[] png(BufferedImage image) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            if (!ImageIO.write(image, "png", out)) throw new IllegalStateException("no PNG writer in this JDK");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static void write(Path file, byte[] bytes) throws IOException {
        Files.createDirectories(file.getParent());
        Files.write(file, bytes);
    }
}
