package savelens.icons.render;

import com.github.weisj.jsvg.SVGDocument;
import com.github.weisj.jsvg.parser.SVGLoader;
import com.github.weisj.jsvg.view.ViewBox;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.net.MalformedURLException;
import java.nio.file.Path;

/** Renders one SVG file to a square ARGB image with JSVG (a small, maintained, dependency-free SVG renderer). */
final class SvgRasterizer {
    private final SVGDocument document;
    private final Path source;

    SvgRasterizer(Path source) throws IOException {
        this.source = source;
        this.document = load(source);
    }

    BufferedImage render(int size) {
        BufferedImage image = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
            // The SVG's own viewBox is scaled into the requested square, so one source serves every size.
            document.render(null, g, new ViewBox(0, 0, size, size));
        } finally {
            g.dispose();
        }
        if (isBlank(image)) throw new IllegalStateException(source + " rendered as an empty image at " + size + " px");
        return image;
    }

    private static SVGDocument load(Path source) throws IOException {
        SVGDocument document;
        try {
            document = new SVGLoader().load(source.toUri().toURL());
        } catch (MalformedURLException e) {
            throw new IOException(e);
        }
        if (document == null) throw new IOException("not a readable SVG: " + source);
        return document;
    }

    /** A typo in a source usually renders nothing at all rather than failing, so the build checks for it. */
    private static boolean isBlank(BufferedImage image) {
        for (int y = 0; y < image.getHeight(); y++)
            for (int x = 0; x < image.getWidth(); x++)
                if ((image.getRGB(x, y) >>> 24) != 0) return false;
        return true;
    }
}
