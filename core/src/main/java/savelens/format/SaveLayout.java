package savelens.format;

/**
 * Where an engine keeps what a player looks for in a save, as paths (read with the document's own path syntax):
 * the party and its gold, the party's actors, the actors' data, the inventories, switches, variables, the map, the
 * player and the play time. A format with game data gives its engines' layouts ({@link GameDataSource#saveLayouts});
 * the first whose gold is a number in a document is that document's layout.
 *
 * @param engine          the engine's name as shown ("RPG Maker VX Ace")
 * @param party           the party object
 * @param gold            the gold, a member of the party
 * @param partyActors     the party's list of actors, a member of the party
 * @param actorsHoldIds   true when that list holds actor ids (into {@code actors}); false when it holds the actors
 * @param actors          the array of every actor by id
 * @param actorId         an actor's id member (used when the party holds the actors themselves)
 * @param actorName       an actor's members: name, class id, level, HP, MP, experience
 * @param expByClass      true when the experience member is keyed by class id
 * @param items           the party's item, weapon and armour members (keyed by database id)
 * @param switches        the switches' and variables' arrays, indexed by number
 * @param mapId           the map id and the player's tile
 * @param frames          the frame count of the play time, and how many frames make a second
 * @param saveCount       how many times the game saved, or null
 * @param playtimeText    a play time written as text by the game (VX Ace's header), or null
 */
public record SaveLayout(String engine, String party, String gold, String partyActors, boolean actorsHoldIds, String actors,
                         String actorId, String actorName, String actorClass, String actorLevel, String actorHp, String actorMp,
                         String actorExp, boolean expByClass, String items, String weapons, String armors,
                         String switches, String variables, String mapId, String player, String playerX, String playerY,
                         String frames, int framesPerSecond, String saveCount, String playtimeText) {

    /** RPG Maker MV and MZ: one JSON object of {@code Game_*} objects. */
    public static final SaveLayout MV = new SaveLayout("RPG Maker MV/MZ", "$.party", "_gold", "_actors", true, "$.actors._data",
            "_actorId", "_name", "_classId", "_level", "_hp", "_mp", "_exp", true, "_items", "_weapons", "_armors",
            "$.switches._data", "$.variables._data", "$.map._mapId", "$.player", "_x", "_y",
            "$.system._framesOnSave", 60, "$.system._saveCount", null);

    /** The member of the party that holds an inventory: {@code "item"}, {@code "weapon"} or {@code "armor"}. */
    public String inventory(String kind) {
        return switch (kind) {
            case "item" -> items;
            case "weapon" -> weapons;
            default -> armors;
        };
    }
}
