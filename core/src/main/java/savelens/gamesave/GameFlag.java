package savelens.gamesave;

/** A switch or a variable by its number, with its name in {@code System.json} (or null) and its value in the save. */
public record GameFlag(long id, String name, SaveValue value) {
    /** A switch that is on, a variable that is not 0: what the game changed. */
    public boolean isSet() {
        String t = value.literal();
        return !(t.equals("false") || t.equals("null") || t.equals("nil") || t.equals("0") || t.equals("-0"));
    }
}
