package savelens.icons;

import java.net.URL;
import java.util.List;

/**
 * The SaveLens application icon, rendered by the build from {@code src/main/svg/savelens.svg} at every size an
 * OS asks for (window title bars, task bars, docks, installers).
 */
public final class AppIcon {
    /** Every size, in pixels, that the build renders; the jar holds one PNG per size. */
    public static final List<Integer> SIZES = List.of(16, 24, 32, 48, 64, 128, 256, 512, 1024);

    private AppIcon() {}

    /** The class-path resource name of the PNG at {@code size}, e.g. {@code savelens/icons/app/savelens-32.png}. */
    public static String resourcePath(int size) {
        if (!SIZES.contains(size)) throw new IllegalArgumentException("no app icon at " + size + " px; sizes: " + SIZES);
        return "savelens/icons/app/savelens-" + size + ".png";
    }

    /** The PNG at {@code size}; never null, since the build guarantees every declared size. */
    public static URL resource(int size) {
        return Resources.require(resourcePath(size));
    }

    /** The PNGs of every size, smallest first: what a window's icon list wants, so the OS can pick. */
    public static List<URL> resources() {
        return SIZES.stream().map(AppIcon::resource).toList();
    }
}
