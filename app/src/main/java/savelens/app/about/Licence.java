package savelens.app.about;

/** A licence by name, and where to read it (empty when there is nothing to link to). */
public record Licence(String name, String url) {}
