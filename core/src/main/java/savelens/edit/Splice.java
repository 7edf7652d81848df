package savelens.edit;

/** Replace {@code length} bytes at {@code offset} of a document's JSON text with {@code replacement}. */
public record Splice(long offset, int length, byte[] replacement) {}
