package savelens.format;

/**
 * A kind of file a format reads, as the installers register it: {@code extension} without its dot
 * ({@code rpgsave}, {@code helio.json}), its MIME type and the description a file manager shows.
 */
public record FileType(String extension, String mimeType, String description) {
    public FileType {
        if (extension.startsWith(".")) throw new IllegalArgumentException("an extension is written without its dot: " + extension);
    }
}
