package savelens.gamesave;

/**
 * An actor in the party: the id and name the save holds, the actor's name in the game's database
 * ({@code Actors.json}), the class and its name ({@code Classes.json}), and the values a player edits.
 * Names are null where the database gives none.
 */
public record PartyMember(long actorId, SaveValue name, String databaseName, long classId, String className,
                          SaveValue level, SaveValue hp, SaveValue mp, SaveValue exp) {}
