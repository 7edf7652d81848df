package savelens.format.marshal;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import savelens.format.marshal.MarshalValue.*;

/**
 * Writes the RPG Maker fixtures: a small XP save (twelve streams, Ruby 1.8 style: strings without encodings, a
 * float with a NUL and mantissa bytes after its digits) and a small VX Ace save (a header hash and a contents hash
 * keyed by symbols, strings tagged UTF-8) with its {@code Data/System.rvdata2} and {@code Data/Items.rvdata2}.
 * Shapes follow real saves: shared objects are the same Java object, so {@link MarshalWriter#asRuby} links them.
 */
public final class RgssFixtures {
    private RgssFixtures() {}

    /** File name (under {@code fixtures/}) → bytes. */
    public static Map<String, byte[]> all() {
        Map<String, byte[]> out = new java.util.TreeMap<>();
        out.put("rpgmaker-xp/Save1.rxdata", MarshalWriter.asRuby(xpSave()));
        out.put("rpgmaker-vxace/Save01.rvdata2", MarshalWriter.asRuby(vxAceSave()));
        out.put("rpgmaker-vxace/Data/System.rvdata2", MarshalWriter.asRuby(List.of(vxAceSystem())));
        out.put("rpgmaker-vxace/Data/Items.rvdata2", MarshalWriter.asRuby(List.of(vxAceItems())));
        out.put("rpgmaker-vx/Save1.rvdata", MarshalWriter.asRuby(vxSave()));
        out.put("rpgmaker-vxace/Data/Scripts.rvdata2", MarshalWriter.asRuby(List.of(scripts(true, VX_ACE_SCRIPTS))));
        out.put("rpgmaker-xp/Data/Scripts.rxdata", MarshalWriter.asRuby(List.of(scripts(false, XP_SCRIPTS))));
        // The other database files of each engine: names only, as small as the saves need.
        for (String[] engine : new String[][] {{"rpgmaker-xp", "rxdata", ""}, {"rpgmaker-vx", "rvdata", ""}, {"rpgmaker-vxace", "rvdata2", "utf8"}}) {
            boolean utf8 = !engine[2].isEmpty();
            String dir = engine[0] + "/Data/";
            if (!utf8) out.put(dir + "System." + engine[1], MarshalWriter.asRuby(List.of(engine[1].equals("rxdata") ? xpSystem() : vxSystem())));
            out.put(dir + "Actors." + engine[1], MarshalWriter.asRuby(List.of(named("RPG::Actor", utf8, engine[1].equals("rxdata")
                    ? new String[] {"Aluxes", "Basil", "Cyrus", "Dorothy", "Estelle", "Felix", "Hilda", "Gloria"} : new String[] {"Eric", "Natalie"}))));
            out.put(dir + "Classes." + engine[1], MarshalWriter.asRuby(List.of(named("RPG::Class", utf8, "Fighter", "Cleric"))));
            if (!engine[1].equals("rvdata2")) out.put(dir + "Items." + engine[1], MarshalWriter.asRuby(List.of(named("RPG::Item", utf8, "Potion", "High Potion", "Full Potion", "Perfume"))));
            out.put(dir + "Weapons." + engine[1], MarshalWriter.asRuby(List.of(named("RPG::Weapon", utf8, "Bronze Sword", "Iron Sword"))));
            out.put(dir + "Armors." + engine[1], MarshalWriter.asRuby(List.of(named("RPG::Armor", utf8, "Bronze Shield"))));
            out.put(dir + "MapInfos." + engine[1], MarshalWriter.asRuby(List.of(hash(i(1), obj("RPG::MapInfo", "@name", str("Harbour Town", utf8),
                    "@parent_id", i(0), "@order", i(1)), i(2), obj("RPG::MapInfo", "@name", str("Old Mine", utf8), "@parent_id", i(1), "@order", i(2))))));
        }
        return out;
    }

    /** An array of database objects by id from 1 (0 is nil), each with its {@code @id} and {@code @name}. */
    static MArray named(String cls, boolean utf8, String... names) {
        MArray a = arr(nil());
        for (int k = 0; k < names.length; k++) a.elements().add(obj(cls, "@id", i(k + 1), "@name", str(names[k], utf8)));
        return a;
    }

    /** A string as Ruby 1.9 (VX Ace, tagged UTF-8) or Ruby 1.8 (XP, VX, no encoding) writes it. */
    static MarshalValue str(String s, boolean utf8) { return utf8 ? utf8(s) : raw(s); }

    // ---- Scripts: [id, name, zlib-deflated source] entries

    /** Name and source of each script of the VX Ace fixture: an empty separator entry, a name with a marker, sources with accents. */
    static final String[][] VX_ACE_SCRIPTS = {
        {"Vocab", "module Vocab\n  Gold = \"G\"\nend\n"},
        {"", ""},
        {"\u25bc Zo\u00e9's tweaks", "# Zo\u00e9: \u00e9l\u00e9gant\nclass Game_Party\n  def max_gold; 99_999; end\nend\n"},
        {"Main", "rgss_main { SceneManager.run }\n"},
    };

    static final String[][] XP_SCRIPTS = {
        {"Game_Temp", "class Game_Temp\n  attr_accessor :map_bgm\nend\n"},
        {"Main", "begin\n  $scene = Scene_Title.new\n  $scene.main while $scene != nil\nend\n"},
    };

    /** A scripts file's array: ids as the editor gives them (large numbers), names and sources as the engine's Ruby writes strings. */
    static MArray scripts(boolean utf8, String[][] entries) {
        MArray out = arr();
        for (int k = 0; k < entries.length; k++) {
            MString source = new MString(zlibStored(entries[k][1].getBytes(StandardCharsets.UTF_8)));
            out.elements().add(arr(i(40_000_001L + 7919L * k), str(entries[k][0], utf8),
                    utf8 ? new Ivars(source, List.of(new Pair(sym("E"), new True()))) : source));
        }
        return out;
    }

    /**
     * A zlib stream of {@code data} in stored (uncompressed) deflate blocks: what any inflater reads, written the same
     * whatever zlib this machine has (compressed output may differ between zlib versions, and the fixture must not).
     */
    static byte[] zlibStored(byte[] data) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        out.write(0x78);
        out.write(0x01);
        int at = 0;
        do {
            int n = Math.min(65535, data.length - at);
            out.write(at + n == data.length ? 1 : 0);
            out.write(n & 0xff);
            out.write(n >>> 8);
            out.write(~n & 0xff);
            out.write((~n >>> 8) & 0xff);
            out.write(data, at, n);
            at += n;
        } while (at < data.length);
        java.util.zip.Adler32 adler = new java.util.zip.Adler32();
        adler.update(data);
        long a = adler.getValue();
        for (int shift = 24; shift >= 0; shift -= 8) out.write((int) (a >>> shift) & 0xff);
        return out.toByteArray();
    }

    // ---- building blocks

    static Symbol sym(String name) { return new Symbol(name.getBytes(StandardCharsets.UTF_8)); }

    static Fixnum i(long n) { return new Fixnum(n); }

    /** A Ruby 1.8 string: bytes only. */
    static MString raw(String s) { return new MString(s.getBytes(StandardCharsets.UTF_8)); }

    /** A Ruby 1.9+ UTF-8 string: {@code I"..." :E true}. */
    static Ivars utf8(String s) { return new Ivars(raw(s), List.of(new Pair(sym("E"), new True()))); }

    static MArray arr(MarshalValue... vs) { return new MArray(new ArrayList<>(Arrays.asList(vs))); }

    static MHash hash(MarshalValue... kv) {
        List<Pair> pairs = new ArrayList<>();
        for (int k = 0; k < kv.length; k += 2) pairs.add(new Pair(kv[k], kv[k + 1]));
        return new MHash(pairs, null);
    }

    /** An object: class name, then ivar name and value pairs ({@code "@gold", i(120)}). */
    static MObject obj(String cls, Object... ivars) {
        List<Pair> pairs = new ArrayList<>();
        for (int k = 0; k < ivars.length; k += 2) pairs.add(new Pair(sym((String) ivars[k]), (MarshalValue) ivars[k + 1]));
        return new MObject(sym(cls), pairs);
    }

    static UserDef tone(double r, double g, double b, double gray) { return new UserDef(sym("Tone"), RgssViews.fourBytes(r, g, b, gray)); }

    static UserDef color(double r, double g, double b, double a) { return new UserDef(sym("Color"), RgssViews.fourBytes(r, g, b, a)); }

    static UserDef table(int x, int y, int z, int... cells) {
        short[] c = new short[x * y * z];
        for (int k = 0; k < cells.length; k++) c[k] = (short) cells[k];
        return new UserDef(sym("Table"), RgssViews.tableBytes(z > 1 ? 3 : y > 1 ? 2 : 1, x, y, z, c));
    }

    static MarshalValue nil() { return new Nil(); }

    // ---- RPG Maker XP: twelve streams

    static List<MarshalValue> xpSave() {
        MObject aluxes = obj("Game_Actor", "@actor_id", i(1), "@name", raw("Aluxes"), "@character_name", raw("001-Fighter01"),
                "@level", i(3), "@exp", i(205), "@hp", i(741), "@sp", i(534), "@weapon_id", i(1), "@armor1_id", i(1),
                "@states", arr(), "@skills", arr(i(57)));
        MObject gloria = obj("Game_Actor", "@actor_id", i(8), "@name", raw("Gloria"), "@character_name", raw("008-Cleric01"),
                "@level", i(2), "@exp", i(96), "@hp", i(402), "@sp", i(290), "@weapon_id", i(25), "@armor1_id", i(0),
                "@states", arr(), "@skills", arr(i(1), i(2)));
        MObject party = obj("Game_Party", "@actors", arr(aluxes, gloria), "@gold", i(1234), "@steps", i(388),
                "@items", hash(i(1), i(3), i(4), i(1)), "@weapons", hash(i(1), i(1)), "@armors", hash());
        // Ruby 1.8 appends a NUL and the mantissa's bytes to a float's shortest digits.
        MFloat brightness = new MFloat(new byte[] {'0', '.', '1', 0, (byte) 0x99, (byte) 0x99, (byte) 0x99, (byte) 0x99, (byte) 0x99, (byte) 0x9a});
        return List.of(
                arr(arr(raw("001-Fighter01"), i(0)), arr(raw("008-Cleric01"), i(0))),
                i(9731),
                obj("Game_System", "@save_count", i(4), "@timer", i(0), "@timer_working", new False(), "@save_disabled", new False(),
                        "@windowskin_name", raw("001-Blue01"), "@battle_interpreter", nil()),
                obj("Game_Switches", "@data", arr(nil(), new True(), new False(), new True())),
                obj("Game_Variables", "@data", arr(nil(), i(12), i(-5), i(70000), MarshalEdit.integer(java.math.BigInteger.ONE.shiftLeft(31)))),
                obj("Game_SelfSwitches", "@data", hash(arr(i(1), i(2), raw("A")), new True(), arr(i(1), i(5), raw("B")), new False())),
                obj("Game_Screen", "@tone", tone(-17, -17, 0, 68), "@flash_color", color(255, 255, 255, 0), "@shake_power", i(0),
                        "@weather_max", brightness, "@pictures", arr(nil())),
                obj("Game_Actors", "@data", arr(nil(), aluxes, nil(), nil(), nil(), nil(), nil(), nil(), gloria)),
                party,
                obj("Game_Troop", "@enemies", arr()),
                obj("Game_Map", "@map_id", i(1), "@display_x", i(0), "@display_y", i(384), "@need_refresh", new False(),
                        "@map", obj("RPG::Map", "@width", i(3), "@height", i(2), "@data", table(3, 2, 1, 1, 2, 3, 4, 5, 6))),
                obj("Game_Player", "@x", i(7), "@y", i(11), "@direction", i(2), "@character_name", raw("001-Fighter01")));
    }

    static MarshalValue xpSystem() {
        return obj("RPG::System", "@magic_number", i(77012345), "@switches", arr(nil(), raw("Met the king"), raw("Door open"), raw("Boss beaten")),
                "@variables", arr(nil(), raw("Quest step"), raw("Debt"), raw("Coins found")),
                "@party_members", arr(i(1), i(8)), "@words", obj("RPG::System::Words", "@gold", raw("Gold"), "@hp", raw("HP"), "@sp", raw("SP")),
                "@start_map_id", i(1), "@start_x", i(7), "@start_y", i(11));
    }

    // ---- RPG Maker VX: fourteen streams

    static List<MarshalValue> vxSave() {
        MObject ralph = obj("Game_Actor", "@actor_id", i(1), "@name", raw("Ralph"), "@character_name", raw("Actor1"), "@class_id", i(1),
                "@level", i(6), "@exp", i(640), "@hp", i(480), "@mp", i(52), "@weapon_id", i(2), "@armor1_id", i(1), "@states", arr(), "@skills", arr(i(1)));
        MObject ulrika = obj("Game_Actor", "@actor_id", i(2), "@name", raw("Ulrika"), "@character_name", raw("Actor1"), "@class_id", i(2),
                "@level", i(5), "@exp", i(410), "@hp", i(300), "@mp", i(95), "@weapon_id", i(0), "@armor1_id", i(0), "@states", arr(), "@skills", arr());
        return List.of(
                arr(arr(raw("Actor1"), i(0)), arr(raw("Actor1"), i(1))),
                i(45300),
                obj("RPG::BGM", "@name", raw("Town2"), "@volume", i(100), "@pitch", i(100)),
                obj("RPG::BGS", "@name", raw(""), "@volume", i(80), "@pitch", i(100)),
                obj("Game_System", "@save_count", i(2), "@timer", i(0), "@timer_working", new False(), "@save_disabled", new False(),
                        "@menu_disabled", new False(), "@encounter_disabled", new False(), "@version_id", i(3002)),
                obj("Game_Message", "@texts", arr(), "@face_name", raw(""), "@background", i(0), "@visible", new False()),
                obj("Game_Switches", "@data", arr(nil(), new True(), new False(), new True())),
                obj("Game_Variables", "@data", arr(nil(), i(3), i(0), i(250))),
                obj("Game_SelfSwitches", "@data", hash(arr(i(2), i(4), raw("A")), new True())),
                obj("Game_Actors", "@data", arr(nil(), ralph, ulrika)),
                obj("Game_Party", "@gold", i(780), "@steps", i(1204), "@actors", arr(i(1), i(2)),
                        "@items", hash(i(1), i(4), i(4), i(2)), "@weapons", hash(i(2), i(1)), "@armors", hash(i(1), i(1))),
                obj("Game_Troop", "@enemies", arr(), "@turn_count", i(0)),
                obj("Game_Map", "@map_id", i(2), "@display_x", i(0), "@display_y", i(0), "@need_refresh", new False()),
                obj("Game_Player", "@x", i(12), "@y", i(9), "@direction", i(8), "@character_name", raw("Actor1")));
    }

    static MarshalValue vxSystem() {
        return obj("RPG::System", "@version_id", i(3002), "@switches", arr(nil(), raw("Met the king"), raw("Door open"), raw("Bridge built")),
                "@variables", arr(nil(), raw("Quest step"), raw("Tax"), raw("Coins found")),
                "@party_members", arr(i(1), i(2)), "@terms", obj("RPG::System::Terms", "@gold", raw("Crowns"), "@hp", raw("HP"), "@mp", raw("MP")),
                "@start_map_id", i(2), "@start_x", i(12), "@start_y", i(9));
    }

    // ---- RPG Maker VX Ace: header hash, contents hash

    static List<MarshalValue> vxAceSave() {
        Ivars ericName = utf8("Eric");
        MObject eric = obj("Game_Actor", "@actor_id", i(1), "@name", ericName, "@nickname", utf8("The Brave"), "@class_id", i(1),
                "@level", i(5), "@hp", i(612), "@mp", i(80), "@exp", hash(i(1), i(1184)), "@equips", arr(obj("Game_BaseItem",
                        "@class", new ClassRef((byte) 'c', "RPG::Weapon".getBytes(StandardCharsets.UTF_8)), "@item_id", i(1))));
        MObject natalie = obj("Game_Actor", "@actor_id", i(2), "@name", utf8("Natalie"), "@nickname", utf8(""), "@class_id", i(2),
                "@level", i(4), "@hp", i(455), "@mp", i(120), "@exp", hash(i(2), i(790)), "@equips", arr());
        MHash header = hash(sym("characters"), arr(arr(utf8("Actor1"), i(0)), arr(utf8("Actor1"), i(1))),
                sym("playtime_s"), utf8("00:12:47"));
        MObject system = obj("Game_System", "@save_disabled", new False(), "@menu_disabled", new False(), "@save_count", i(3),
                "@version_id", i(55066932), "@window_tone", tone(0, 0, 0, 0), "@frames_on_save", i(46020),
                "@bgm_on_save", obj("RPG::BGM", "@name", utf8("Town1"), "@volume", i(100), "@pitch", i(100), "@pos", i(0)));
        MArray followers = arr();
        MObject player = obj("Game_Player", "@x", i(8), "@y", i(6), "@direction", i(2), "@character_name", utf8("Actor1"),
                "@followers", obj("Game_Followers", "@data", followers));
        MHash contents = hash(
                sym("system"), system,
                sym("timer"), obj("Game_Timer", "@count", i(0), "@working", new False()),
                sym("message"), obj("Game_Message", "@texts", arr(), "@face_name", utf8(""), "@background", i(0)),
                sym("switches"), obj("Game_Switches", "@data", arr(nil(), new True(), new False())),
                sym("variables"), obj("Game_Variables", "@data", arr(nil(), i(42), i(0), i(1_073_741_823))),
                sym("self_switches"), obj("Game_SelfSwitches", "@data", hash(arr(i(1), i(3), utf8("A")), new True())),
                sym("actors"), obj("Game_Actors", "@data", arr(nil(), eric, natalie)),
                sym("party"), obj("Game_Party", "@gold", i(350), "@steps", i(912), "@actors", arr(i(1), i(2)),
                        "@items", hash(i(1), i(5), i(2), i(1)), "@weapons", hash(i(1), i(1)), "@armors", hash(), "@last_item",
                        obj("Game_BaseItem", "@class", new ClassRef((byte) 'c', "RPG::Item".getBytes(StandardCharsets.UTF_8)), "@item_id", i(1))),
                sym("troop"), obj("Game_Troop", "@screen", obj("Game_Screen", "@tone", tone(0, 0, 0, 0),
                        "@flash_color", color(255, 255, 255, 0), "@brightness", new MFloat("255".getBytes(StandardCharsets.US_ASCII)))),
                sym("map"), obj("Game_Map", "@map_id", i(1), "@display_x", new MFloat("0.5".getBytes(StandardCharsets.US_ASCII)),
                        "@interpreter", new UserMarshal(sym("Game_Interpreter"), arr(i(0), i(0), nil())),
                        "@name_display", new True()),
                sym("player"), player);
        // The first follower walks behind the player: a link back up to an object still being written.
        followers.elements().add(obj("Game_Follower", "@member_index", i(1), "@character_name", utf8("Actor1"), "@preceding_character", player));
        return List.of(header, contents);
    }

    static MarshalValue vxAceSystem() {
        return obj("RPG::System", "@game_title", utf8("Fixture Quest"), "@currency_unit", utf8("G"), "@version_id", i(55066932),
                "@switches", arr(nil(), utf8("Met the king"), utf8("Door open")),
                "@variables", arr(nil(), utf8("Quest step"), utf8("Coins found"), utf8("Tax")),
                "@party_members", arr(i(1), i(2)), "@start_map_id", i(1), "@start_x", i(8), "@start_y", i(6),
                "@window_tone", tone(0, 0, 0, 0), "@title_bgm", obj("RPG::BGM", "@name", utf8("Theme1"), "@volume", i(100), "@pitch", i(100)));
    }

    static MarshalValue vxAceItems() {
        MObject effect = obj("RPG::UsableItem::Effect", "@code", i(11), "@data_id", i(0), "@value1", new MFloat("0.0".getBytes(StandardCharsets.US_ASCII)), "@value2", i(500));
        return arr(nil(),
                obj("RPG::Item", "@id", i(1), "@name", utf8("Potion"), "@icon_index", i(192), "@description", utf8("Restores 500 HP."),
                        "@price", i(50), "@consumable", new True(), "@effects", arr(effect), "@note", utf8("")),
                obj("RPG::Item", "@id", i(2), "@name", utf8("Ether \u00e9l\u00e9gant"), "@icon_index", i(193), "@description", utf8("Restores MP."),
                        "@price", i(150), "@consumable", new True(), "@effects", arr(), "@note", utf8("")));
    }
}
