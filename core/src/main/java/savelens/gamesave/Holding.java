package savelens.gamesave;

/** An entry of the party's inventory: an item, weapon or armor by its database id, how many, and its name (or null). */
public record Holding(Kind kind, long id, String name, SaveValue quantity) {
    /** The three inventories of {@code Game_Party}, named as {@code Game_Item._dataClass} names them. */
    public enum Kind {
        ITEM("item", "_items"), WEAPON("weapon", "_weapons"), ARMOR("armor", "_armors");

        private final String word;
        private final String field;

        Kind(String word, String field) {
            this.word = word;
            this.field = field;
        }

        /** {@code item}, {@code weapon}, {@code armor}. */
        public String word() { return word; }

        /** The party's field that holds this inventory. */
        public String field() { return field; }
    }
}
