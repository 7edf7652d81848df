package savelens.format;

/** A folder the user named as a game's data folder is none; the message says why. */
public final class NotGameDataException extends IllegalArgumentException {
    public NotGameDataException(String reason) { super(reason); }
}
