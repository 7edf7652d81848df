package savelens.app.about;

/** One shipped component in the About dialog: {@code org.openjfx} {@code javafx-base}, its version and licence. */
public record ComponentRow(String group, String artifact, String version, String licence, String url) {
    /** {@code group:artifact} */
    public String component() { return group + ":" + artifact; }
}
