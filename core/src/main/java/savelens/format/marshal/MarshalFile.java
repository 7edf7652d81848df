package savelens.format.marshal;

import java.util.List;

/** A file of one or more Marshal streams back to back, as read from {@code bytes} (which the file owns). */
public record MarshalFile(byte[] bytes, List<MarshalStream> streams) {
    public static MarshalFile read(byte[] bytes) { return MarshalReader.read(bytes); }

    /** The streams written again from their values: equal to {@link #bytes()} when the file was written canonically. */
    public byte[] rewrite() {
        return MarshalWriter.write(streams.stream().map(MarshalStream::root).toList());
    }
}
