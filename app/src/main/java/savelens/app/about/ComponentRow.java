package savelens.app.about;

/** One shipped component in the About dialog: {@code org.openjfx:javafx-base}, its version and licence. */
public record ComponentRow(String component, String version, String licence, String url) {}
