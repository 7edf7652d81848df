package savelens.gamesave;

/** Where the player stands: the map (its id, and its name in {@code MapInfos.json} or null) and the tile. */
public record MapPosition(SaveValue mapId, String mapName, SaveValue x, SaveValue y) {}
