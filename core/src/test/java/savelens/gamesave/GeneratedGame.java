package savelens.gamesave;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import savelens.format.rpgmaker.RpgMakerMvFormat;
import savelens.format.rpgmaker.RpgMakerMzFormat;

/**
 * A small RPG Maker game written for the tests: a {@code data/} folder with the database files the names come
 * from, and MV and MZ saves of one play-through made by SaveLens's own encoders.
 */
public final class GeneratedGame {
    private GeneratedGame() {}

    public static Path writeData(Path data) throws IOException {
        Files.createDirectories(data);
        Files.writeString(data.resolve("System.json"), "{\"gameTitle\":\"Harbour Tales\",\"currencyUnit\":\"G\","
                + "\"switches\":[\"\",\"Door opened\",\"\",\"Boss beaten\"],\"variables\":[\"\",\"Coins found\",\"\",\"Steps\"]}");
        Files.writeString(data.resolve("Actors.json"), "[null,{\"id\":1,\"name\":\"Harold\",\"classId\":1,\"initialLevel\":1},"
                + "{\"id\":2,\"name\":\"Therese\",\"classId\":2,\"initialLevel\":1}]");
        Files.writeString(data.resolve("Classes.json"), "[null,{\"id\":1,\"name\":\"Hero\",\"expParams\":[30,20,30,30]},"
                + "{\"id\":2,\"name\":\"Mage\",\"expParams\":[30,20,30,30]}]");
        StringBuilder items = new StringBuilder("[null");
        for (int i = 1; i <= 41; i++) {
            items.append(",{\"id\":").append(i).append(",\"name\":\"").append(i == 41 ? "Книга Правил 1" : i == 1 ? "Potion" : "Item " + i)
                    .append("\",\"itypeId\":1}");
        }
        Files.writeString(data.resolve("Items.json"), items.append(']').toString());
        Files.writeString(data.resolve("Weapons.json"), "\uFEFF[null,{\"id\":1,\"name\":\"Sword\",\"wtypeId\":2}]");
        Files.writeString(data.resolve("Armors.json"), "[null,{\"id\":1,\"name\":\"Shield\",\"atypeId\":1}]");
        Files.writeString(data.resolve("MapInfos.json"), "[null,{\"id\":1,\"name\":\"Harbour\",\"parentId\":0,\"order\":1},"
                + "{\"id\":2,\"name\":\"Lighthouse\",\"parentId\":1,\"order\":2}]");
        return data;
    }

    /** The JSON inside an MV save: {@code @c} ids depth-first, arrays in {@code {"@c","@a"}} wrappers. */
    public static final String MV_JSON = "{\"system\":{\"_saveCount\":7,\"_framesOnSave\":86400,\"@c\":2,\"@\":\"Game_System\"},"
            + "\"switches\":{\"_data\":{\"@c\":4,\"@a\":[null,true,false,null,true]},\"@c\":3,\"@\":\"Game_Switches\"},"
            + "\"variables\":{\"_data\":{\"@c\":6,\"@a\":[null,0,5,12]},\"@c\":5,\"@\":\"Game_Variables\"},"
            + "\"actors\":{\"_data\":{\"@c\":8,\"@a\":[null,"
            + "{\"_actorId\":1,\"_name\":\"Harold\\r\",\"_classId\":1,\"_level\":12,\"_hp\":312,\"_mp\":40,\"_exp\":{\"1\":5000,\"@c\":10},\"@c\":9,\"@\":\"Game_Actor\"},"
            + "{\"_actorId\":2,\"_name\":\"Thérèse\",\"_classId\":2,\"_level\":9,\"_hp\":201,\"_mp\":88.5,\"_exp\":{\"2\":2100,\"@c\":12},\"@c\":11,\"@\":\"Game_Actor\"}"
            + "]},\"@c\":7,\"@\":\"Game_Actors\"},"
            + "\"party\":{\"_gold\":2500,\"_actors\":{\"@c\":14,\"@a\":[1,2]},\"_items\":{\"1\":5,\"41\":1,\"@c\":15},"
            + "\"_weapons\":{\"1\":1,\"@c\":16},\"_armors\":{\"@c\":17},\"@c\":13,\"@\":\"Game_Party\"},"
            + "\"map\":{\"_mapId\":2,\"@c\":18,\"@\":\"Game_Map\"},\"player\":{\"_x\":10,\"_y\":8,\"@c\":19,\"@\":\"Game_Player\"},\"@c\":1}";

    /** The same play-through as MZ writes it: class names only, plain arrays. */
    public static final String MZ_JSON = "{\"system\":{\"_saveCount\":7,\"_framesOnSave\":86400,\"@\":\"Game_System\"},"
            + "\"switches\":{\"_data\":[null,true,false,null,true],\"@\":\"Game_Switches\"},"
            + "\"variables\":{\"_data\":[null,0,5,12],\"@\":\"Game_Variables\"},"
            + "\"actors\":{\"_data\":[null,"
            + "{\"_actorId\":1,\"_name\":\"Harold\\r\",\"_classId\":1,\"_level\":12,\"_hp\":312,\"_mp\":40,\"_exp\":{\"1\":5000},\"@\":\"Game_Actor\"},"
            + "{\"_actorId\":2,\"_name\":\"Thérèse\",\"_classId\":2,\"_level\":9,\"_hp\":201,\"_mp\":88.5,\"_exp\":{\"2\":2100},\"@\":\"Game_Actor\"}"
            + "],\"@\":\"Game_Actors\"},"
            + "\"party\":{\"_gold\":2500,\"_actors\":[1,2],\"_items\":{\"1\":5,\"41\":1},\"_weapons\":{\"1\":1},\"_armors\":{},\"@\":\"Game_Party\"},"
            + "\"map\":{\"_mapId\":2,\"@\":\"Game_Map\"},\"player\":{\"_x\":10,\"_y\":8,\"@\":\"Game_Player\"}}";

    /** A game folder {@code game/} with {@code data/} and {@code save/file1.rpgsave}; returns the save. */
    public static Path mvGame(Path game) throws IOException {
        writeData(game.resolve("data"));
        Path save = Files.createDirectories(game.resolve("save")).resolve("file1.rpgsave");
        Files.write(save, new RpgMakerMvFormat().encode(MV_JSON.getBytes(StandardCharsets.UTF_8)));
        return save;
    }

    /** As {@link #mvGame}, an MZ game with {@code save/file1.rmmzsave}. */
    public static Path mzGame(Path game) throws IOException {
        writeData(game.resolve("data"));
        Path save = Files.createDirectories(game.resolve("save")).resolve("file1.rmmzsave");
        Files.write(save, new RpgMakerMzFormat().encode(MZ_JSON.getBytes(StandardCharsets.UTF_8)));
        return save;
    }
}
