package savelens.icons;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class AppIconTest {
    @Test
    void declaresEverySizeAnInstallerAsksFor() {
        assertEquals(List.of(16, 24, 32, 48, 64, 128, 256, 512, 1024), AppIcon.SIZES);
    }

    @Test
    void everySizeIsOnTheClassPathAsAPngOfExactlyThatSize() throws Exception {
        for (int size : AppIcon.SIZES) {
            assertEquals("savelens/icons/app/savelens-" + size + ".png", AppIcon.resourcePath(size));
            BufferedImage image = RenderedImages.decode(AppIcon.resource(size));
            RenderedImages.assertSquare(image, size, "app icon " + size);
            RenderedImages.assertHasInk(image, "app icon " + size);
        }
    }

    @Test
    void resourcesListEverySizeSmallestFirst() throws Exception {
        var urls = AppIcon.resources();
        assertEquals(AppIcon.SIZES.size(), urls.size());
        for (int i = 0; i < urls.size(); i++)
            RenderedImages.assertSquare(RenderedImages.decode(urls.get(i)), AppIcon.SIZES.get(i), urls.get(i).toString());
    }

    @Test
    void installerFilesOnDiskAreTheSameRenders() throws Exception {
        Path folder = RenderedImages.generatedFolder();
        for (int size : AppIcon.SIZES) {
            byte[] onDisk = Files.readAllBytes(folder.resolve("savelens-" + size + ".png"));
            try (var in = AppIcon.resource(size).openStream()) {
                assertArrayEquals(in.readAllBytes(), onDisk, "savelens-" + size + ".png differs from the jar's");
            }
        }
        assertArrayEquals(Files.readAllBytes(Path.of("src/main/svg/savelens.svg")),
                Files.readAllBytes(folder.resolve("savelens.svg")), "savelens.svg is not a copy of the source");
    }

    @Test
    void anUndeclaredSizeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> AppIcon.resourcePath(20));
    }
}
