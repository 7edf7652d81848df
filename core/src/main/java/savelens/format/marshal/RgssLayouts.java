package savelens.format.marshal;

import java.util.List;
import savelens.format.SaveLayout;

/**
 * Where RPG Maker XP, VX and VX Ace keep a save's values, as Marshal paths: XP writes twelve streams and VX fourteen
 * (each {@code $game_*} object a stream of its own, the frame count the second), VX Ace a header and one hash of
 * them keyed by symbols.
 */
final class RgssLayouts {
    private RgssLayouts() {}

    /** XP: characters, frame_count, system, switches, variables, self_switches, screen, actors, party, troop, map, player. */
    static final SaveLayout XP = new SaveLayout("RPG Maker XP", "$[8]", "@gold", "@actors", false, "$[7].@data",
            "@actor_id", "@name", "@class_id", "@level", "@hp", "@sp", "@exp", false, "@items", "@weapons", "@armors",
            "$[3].@data", "$[4].@data", "$[10].@map_id", "$[11]", "@x", "@y", "$[1]", 40, "$[2].@save_count", null);

    /**
     * VX: characters, frame_count, last_bgm, last_bgs, system, message, switches, variables, self_switches, actors,
     * party, troop, map, player. The party lists actor ids.
     */
    static final SaveLayout VX = new SaveLayout("RPG Maker VX", "$[10]", "@gold", "@actors", true, "$[9].@data",
            "@actor_id", "@name", "@class_id", "@level", "@hp", "@mp", "@exp", false, "@items", "@weapons", "@armors",
            "$[6].@data", "$[7].@data", "$[12].@map_id", "$[13]", "@x", "@y", "$[1]", 60, "$[4].@save_count", null);

    /** VX Ace: a header hash, then the contents hash keyed :system, :switches, :actors, :party, :map, :player… */
    static final SaveLayout VX_ACE = new SaveLayout("RPG Maker VX Ace", "$[1].party", "@gold", "@actors", true, "$[1].actors.@data",
            "@actor_id", "@name", "@class_id", "@level", "@hp", "@mp", "@exp", true, "@items", "@weapons", "@armors",
            "$[1].switches.@data", "$[1].variables.@data", "$[1].map.@map_id", "$[1].player", "@x", "@y",
            "$[1].system.@frames_on_save", 60, "$[1].system.@save_count", "$[0].playtime_s");

    /**
     * What each engine's save code calls the streams it writes, in order (XP's and VX's {@code Scene_Save}, VX Ace's
     * {@code DataManager}): the tree names a save's streams so; a save with another number of streams (a game's own
     * save script) is not named.
     */
    static List<String> streamNames(String extension) {
        if (extension == null) return List.of();
        return switch (extension) {
            case "rxdata" -> List.of("characters", "frame_count", "$game_system", "$game_switches", "$game_variables",
                    "$game_self_switches", "$game_screen", "$game_actors", "$game_party", "$game_troop", "$game_map", "$game_player");
            case "rvdata" -> List.of("characters", "frame_count", "last_bgm", "last_bgs", "$game_system", "$game_message",
                    "$game_switches", "$game_variables", "$game_self_switches", "$game_actors", "$game_party", "$game_troop",
                    "$game_map", "$game_player");
            case "rvdata2" -> List.of("header", "contents");
            default -> List.of();
        };
    }

    /** VX Ace first: its party is found by a symbol key, which no XP or VX save has. */
    static final List<SaveLayout> ALL = List.of(VX_ACE, VX, XP);
}
