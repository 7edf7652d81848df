package savelens.bench.marshal;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * {@code bench/run --generate-marshal SIZE OUT [--seed N]}: a VX Ace save of about SIZE bytes ({@code 100M}), shaped
 * like one made on a large, busy map. Two streams: the header hash ({@code :characters}, {@code :playtime_s}) and
 * the contents hash keyed {@code :system :timer :message :switches :variables :self_switches :actors :party :troop
 * :map :player}. The size is in the map: {@code Game_Map}'s {@code @map} (an {@code RPG::Map} with a {@code Table}
 * of map data and its {@code RPG::Event}s, their pages and command lists) and its {@code Game_Event}s, which link
 * back to their event, page, command list, move route and graphic name as Ruby writes the objects they share, some
 * running a {@code Game_Interpreter} ({@code U}); {@code Game_SelfSwitches} is keyed by arrays. The same size and
 * seed give the same bytes.
 */
public final class GenerateMarshalSave {
    static final long DEFAULT_SEED = 20_260_529L;
    /** The share of the file in the map's data {@code Table}. */
    static final double TABLE_SHARE = 0.1;
    private static final String[] FACES = {"Actor1", "Actor2", "Actor3", "People1", "People2", "Monster1", "Evil", "!Door1", "!Chest", "!Flame"};
    private static final String[] WORDS = {"the", "harbour", "old", "mine", "king", "gold", "door", "north", "bridge", "storm",
            "lantern", "sword", "village", "tower", "you", "need", "a", "key", "to", "open", "this", "élégant", "café"};

    private GenerateMarshalSave() {}

    public static void main(String[] args) throws IOException {
        if (args.length < 2) throw new IllegalArgumentException("usage: bench/run --generate-marshal SIZE OUT [--seed N]  (SIZE e.g. 100M, 500k)");
        long seed = DEFAULT_SEED;
        for (int i = 2; i < args.length; i++) {
            if (args[i].equals("--seed")) seed = Long.parseLong(args[++i]);
            else throw new IllegalArgumentException("unknown option " + args[i]);
        }
        long size = parseBytes(args[0]);
        Path out = Path.of(args[1]);
        Shape shape = write(size, seed, out);
        System.out.printf(Locale.ROOT, "%s: %,d bytes, %,d events, map %d×%d×4; Ruby's class stubs in %s%n", out, Files.size(out),
                shape.events, shape.side, shape.side, prelude(out));
    }

    /** "100M" (10⁶ bytes each), "500k", "2_000_000". */
    public static long parseBytes(String s) {
        String t = s.trim().toLowerCase(Locale.ROOT).replace("_", "");
        long mult = 1;
        if (t.endsWith("m")) mult = 1_000_000;
        else if (t.endsWith("k")) mult = 1_000;
        if (mult > 1) t = t.substring(0, t.length() - 1);
        return Math.multiplyExact(Long.parseLong(t), mult);
    }

    /** How many events and how large a map. */
    record Shape(int events, int side) {}

    /**
     * Writes a save of about {@code size} bytes to {@code out}, and beside it ({@link #prelude}) the Ruby that defines
     * its classes for {@code Marshal.load}.
     */
    public static Shape write(long size, long seed, Path out) throws IOException {
        Shape shape = shapeFor(size, seed);
        MarshalEmitter m;
        try (OutputStream o = new BufferedOutputStream(Files.newOutputStream(out), 1 << 16)) {
            m = new MarshalEmitter(o);
            save(m, shape, seed);
        }
        Files.writeString(prelude(out), RubyPrelude.of(m.classes));
        return shape;
    }

    /** Where {@link #write} puts the Ruby class stubs for {@code out}: {@code OUT.prelude.rb}. */
    public static Path prelude(Path out) { return out.resolveSibling(out.getFileName() + ".prelude.rb"); }

    /** The map side and event count that come nearest {@code size}: measured on a small save, the rest in proportion. */
    static Shape shapeFor(long size, long seed) {
        int side = Math.max(4, (int) Math.sqrt(size * TABLE_SHARE / 8));
        int probe = 200;
        long withProbe = measure(new Shape(probe, side), seed), withNone = measure(new Shape(0, side), seed);
        double perEvent = (withProbe - withNone) / (double) probe;
        int events = (int) Math.max(1, Math.round((size - withNone) / perEvent));
        // Events differ in length: one more measurement, of the whole save, corrects the estimate.
        long first = measure(new Shape(events, side), seed);
        events = (int) Math.max(1, events + Math.round((size - first) / perEvent));
        return new Shape(events, side);
    }

    private static long measure(Shape shape, long seed) {
        OutputStream nowhere = OutputStream.nullOutputStream();
        MarshalEmitter m = new MarshalEmitter(nowhere);
        save(m, shape, seed);
        return m.written();
    }

    static void save(MarshalEmitter m, Shape shape, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        m.stream();
        m.hash(2);
        m.symbol("characters");
        m.array(2);
        for (int k = 0; k < 2; k++) {
            m.array(2);
            m.string("Actor1");
            m.fixnum(k);
        }
        m.symbol("playtime_s");
        m.string("12:34:56");

        m.stream();
        m.hash(11);
        m.symbol("system");
        system(m);
        m.symbol("timer");
        m.object("Game_Timer", 2);
        m.ivar("@count");
        m.fixnum(0);
        m.ivar("@working");
        m.bool(false);
        m.symbol("message");
        m.object("Game_Message", 3);
        m.ivar("@texts");
        m.array(0);
        m.ivar("@face_name");
        m.string("");
        m.ivar("@background");
        m.fixnum(0);
        m.symbol("switches");
        m.object("Game_Switches", 1);
        m.ivar("@data");
        m.array(5001);
        m.nil();
        for (int k = 1; k <= 5000; k++) m.bool(random.nextInt(3) == 0);
        m.symbol("variables");
        m.object("Game_Variables", 1);
        m.ivar("@data");
        m.array(5001);
        m.nil();
        for (int k = 1; k <= 5000; k++) m.fixnum(random.nextInt(20) == 0 ? random.nextInt(1_000_000_000) : random.nextInt(100));
        m.symbol("self_switches");
        m.object("Game_SelfSwitches", 1);
        m.ivar("@data");
        int selfSwitches = Math.max(1, shape.events / 2);
        m.hash(selfSwitches);
        for (int k = 0; k < selfSwitches; k++) {
            m.array(3);
            m.fixnum(1 + k % 7);
            m.fixnum(1 + k);
            m.string(String.valueOf((char) ('A' + k % 4)));
            m.bool(true);
        }
        m.symbol("actors");
        m.object("Game_Actors", 1);
        m.ivar("@data");
        m.array(5);
        m.nil();
        int[] actorSlots = new int[4];
        for (int k = 0; k < 4; k++) actorSlots[k] = actor(m, k + 1);
        m.symbol("party");
        m.object("Game_Party", 5);
        m.ivar("@gold");
        m.fixnum(98_765);
        m.ivar("@steps");
        m.fixnum(123_456);
        m.ivar("@actors");
        m.array(4);
        for (int k = 1; k <= 4; k++) m.fixnum(k);
        m.ivar("@items");
        m.hash(30);
        for (int k = 1; k <= 30; k++) {
            m.fixnum(k);
            m.fixnum(1 + random.nextInt(99));
        }
        m.ivar("@last_item");
        baseItem(m, "RPG::Item", 1);
        m.symbol("troop");
        m.object("Game_Troop", 1);
        m.ivar("@screen");
        m.object("Game_Screen", 3);
        m.ivar("@tone");
        m.userDef("Tone", fourDoubles(0, 0, 0, 0));
        m.ivar("@flash_color");
        m.userDef("Color", fourDoubles(255, 255, 255, 0));
        m.ivar("@brightness");
        m.floatText("255");
        m.symbol("map");
        map(m, shape, random);
        m.symbol("player");
        int player = m.object("Game_Player", 6);
        m.ivar("@x");
        m.fixnum(shape.side / 2);
        m.ivar("@y");
        m.fixnum(shape.side / 2);
        m.ivar("@direction");
        m.fixnum(2);
        m.ivar("@character_name");
        m.string("Actor1");
        m.ivar("@vehicle_type");
        m.symbol("walk");
        m.ivar("@followers");
        m.object("Game_Followers", 1);
        m.ivar("@data");
        m.array(3);
        int preceding = player;
        for (int k = 0; k < 3; k++) {
            int follower = m.object("Game_Follower", 3);
            m.ivar("@member_index");
            m.fixnum(k + 1);
            m.ivar("@actor");
            m.link(actorSlots[k + 1]);
            m.ivar("@preceding_character");
            m.link(preceding); // the player is still being written: a link up the tree, a cycle
            preceding = follower;
        }
    }

    private static void system(MarshalEmitter m) {
        m.object("Game_System", 6);
        m.ivar("@save_disabled");
        m.bool(false);
        m.ivar("@save_count");
        m.fixnum(17);
        m.ivar("@version_id");
        m.fixnum(55_066_932);
        m.ivar("@window_tone");
        m.userDef("Tone", fourDoubles(0, 0, 0, 0));
        m.ivar("@frames_on_save");
        m.fixnum(2_716_560);
        m.ivar("@bgm_on_save");
        bgm(m, "RPG::BGM", "Town1");
    }

    private static void bgm(MarshalEmitter m, String cls, String name) {
        m.object(cls, 4);
        m.ivar("@name");
        m.string(name);
        m.ivar("@volume");
        m.fixnum(100);
        m.ivar("@pitch");
        m.fixnum(100);
        m.ivar("@pos");
        m.fixnum(0);
    }

    private static int actor(MarshalEmitter m, int id) {
        int slot = m.object("Game_Actor", 9);
        m.ivar("@actor_id");
        m.fixnum(id);
        m.ivar("@name");
        m.string("Hero " + id);
        m.ivar("@nickname");
        m.string("");
        m.ivar("@class_id");
        m.fixnum(id);
        m.ivar("@level");
        m.fixnum(40 + id);
        m.ivar("@hp");
        m.fixnum(3000 + id);
        m.ivar("@mp");
        m.fixnum(200 + id);
        m.ivar("@exp");
        m.hash(1);
        m.fixnum(id);
        m.fixnum(500_000 + id);
        m.ivar("@equips");
        m.array(2);
        baseItem(m, "RPG::Weapon", id);
        baseItem(m, "RPG::Armor", id);
        return slot;
    }

    private static void baseItem(MarshalEmitter m, String cls, int id) {
        m.object("Game_BaseItem", 2);
        m.ivar("@class");
        m.symbol(cls); // the game writes a class reference; a symbol keeps the prelude to plain classes
        m.ivar("@item_id");
        m.fixnum(id);
    }

    /** What a Game_Event shares with its RPG::Event: slots of the event, its page, its list, its move route and graphic name. */
    private record EventSlots(int event, int page, int list, int moveRoute, int characterName) {}

    private static void map(MarshalEmitter m, Shape shape, SplittableRandom random) {
        m.object("Game_Map", 8);
        m.ivar("@map_id");
        m.fixnum(7);
        m.ivar("@display_x");
        m.floatText("12.5");
        m.ivar("@display_y");
        m.floatText("3.25");
        m.ivar("@vehicles");
        m.array(3);
        for (String type : new String[] {"boat", "ship", "airship"}) {
            m.object("Game_Vehicle", 3);
            m.ivar("@type");
            m.symbol(type);
            m.ivar("@map_id");
            m.fixnum(0);
            m.ivar("@bgm");
            bgm(m, "RPG::BGM", "Ship");
        }
        m.ivar("@map");
        m.object("RPG::Map", 6);
        m.ivar("@width");
        m.fixnum(shape.side);
        m.ivar("@height");
        m.fixnum(shape.side);
        m.ivar("@tileset_id");
        m.fixnum(3);
        m.ivar("@bgm");
        bgm(m, "RPG::BGM", "Field1");
        m.ivar("@data");
        m.userDef("Table", table(shape.side, shape.side, 4, random));
        m.ivar("@events");
        m.hash(shape.events);
        EventSlots[] slots = new EventSlots[shape.events];
        for (int k = 0; k < shape.events; k++) {
            m.fixnum(k + 1);
            slots[k] = rpgEvent(m, k + 1, shape.side, random);
        }
        m.ivar("@interpreter");
        m.userMarshal("Game_Interpreter");
        interpreterDump(m, 0, -1);
        m.ivar("@events");
        m.hash(shape.events);
        for (int k = 0; k < shape.events; k++) {
            m.fixnum(k + 1);
            gameEvent(m, k + 1, slots[k], random);
        }
        m.ivar("@need_refresh");
        m.bool(false);
    }

    private static EventSlots rpgEvent(MarshalEmitter m, int id, int side, SplittableRandom random) {
        int event = m.object("RPG::Event", 5);
        m.ivar("@id");
        m.fixnum(id);
        m.ivar("@name");
        m.string(String.format(Locale.ROOT, "EV%03d", id));
        m.ivar("@x");
        m.fixnum(random.nextInt(side));
        m.ivar("@y");
        m.fixnum(random.nextInt(side));
        m.ivar("@pages");
        m.array(1);
        int page = m.object("RPG::Event::Page", 8);
        m.ivar("@condition");
        m.object("RPG::Event::Page::Condition", 6);
        m.ivar("@switch1_valid");
        m.bool(false);
        m.ivar("@switch1_id");
        m.fixnum(1);
        m.ivar("@variable_valid");
        m.bool(false);
        m.ivar("@variable_value");
        m.fixnum(0);
        m.ivar("@self_switch_valid");
        m.bool(random.nextInt(4) == 0);
        m.ivar("@self_switch_ch");
        m.string("A");
        m.ivar("@graphic");
        m.object("RPG::Event::Page::Graphic", 4);
        m.ivar("@tile_id");
        m.fixnum(0);
        m.ivar("@character_name");
        int characterName = m.nextSlot();
        m.string(FACES[random.nextInt(FACES.length)]);
        m.ivar("@character_index");
        m.fixnum(random.nextInt(8));
        m.ivar("@direction");
        m.fixnum(2 + 2 * random.nextInt(4));
        m.ivar("@move_type");
        m.fixnum(random.nextInt(3));
        m.ivar("@move_speed");
        m.fixnum(3);
        m.ivar("@move_route");
        int moveRoute = m.object("RPG::MoveRoute", 3);
        m.ivar("@repeat");
        m.bool(true);
        m.ivar("@skippable");
        m.bool(false);
        m.ivar("@list");
        m.array(2);
        moveCommand(m, 1 + random.nextInt(4));
        moveCommand(m, 0);
        m.ivar("@priority_type");
        m.fixnum(1);
        m.ivar("@trigger");
        m.fixnum(random.nextInt(3));
        m.ivar("@list");
        int commands = 4 + random.nextInt(40);
        int list = m.array(commands + 1);
        for (int c = 0; c < commands; c++) eventCommand(m, random);
        m.object("RPG::EventCommand", 3);
        m.ivar("@code");
        m.fixnum(0);
        m.ivar("@indent");
        m.fixnum(0);
        m.ivar("@parameters");
        m.array(0);
        return new EventSlots(event, page, list, moveRoute, characterName);
    }

    private static void moveCommand(MarshalEmitter m, int code) {
        m.object("RPG::MoveCommand", 2);
        m.ivar("@code");
        m.fixnum(code);
        m.ivar("@parameters");
        m.array(0);
    }

    /** One event command: text, a switch, a variable, a conditional branch, a transfer, a script call. */
    private static void eventCommand(MarshalEmitter m, SplittableRandom random) {
        int kind = random.nextInt(6);
        int code = new int[] {401, 121, 122, 111, 201, 355}[kind];
        m.object("RPG::EventCommand", 3);
        m.ivar("@code");
        m.fixnum(code);
        m.ivar("@indent");
        m.fixnum(random.nextInt(3));
        m.ivar("@parameters");
        switch (kind) {
            case 0 -> {
                m.array(1);
                m.string(sentence(random));
            }
            case 1 -> {
                m.array(3);
                m.fixnum(1 + random.nextInt(5000));
                m.fixnum(1 + random.nextInt(5000));
                m.fixnum(random.nextInt(2));
            }
            case 2 -> {
                m.array(5);
                m.fixnum(1 + random.nextInt(5000));
                m.fixnum(1 + random.nextInt(5000));
                m.fixnum(random.nextInt(6));
                m.fixnum(0);
                m.fixnum(random.nextInt(100_000) - 500);
            }
            case 3 -> {
                m.array(4);
                m.fixnum(0);
                m.fixnum(1 + random.nextInt(5000));
                m.fixnum(random.nextInt(2));
                m.nil();
            }
            case 4 -> {
                m.array(6);
                for (int p = 0; p < 6; p++) m.fixnum(random.nextInt(200));
            }
            default -> {
                m.array(1);
                m.string("$game_variables[" + random.nextInt(5000) + "] += " + random.nextInt(10));
            }
        }
    }

    private static String sentence(SplittableRandom random) {
        StringBuilder b = new StringBuilder();
        int n = 3 + random.nextInt(9);
        for (int w = 0; w < n; w++) {
            if (w > 0) b.append(' ');
            b.append(WORDS[random.nextInt(WORDS.length)]);
        }
        return b.append('.').toString();
    }

    private static void gameEvent(MarshalEmitter m, int id, EventSlots s, SplittableRandom random) {
        boolean running = random.nextInt(8) == 0;
        m.object("Game_Event", 14);
        m.ivar("@id");
        m.fixnum(id);
        m.ivar("@map_id");
        m.fixnum(7);
        m.ivar("@x");
        m.fixnum(random.nextInt(500));
        m.ivar("@y");
        m.fixnum(random.nextInt(500));
        m.ivar("@real_x");
        m.floatText(random.nextInt(500) + ".5");
        m.ivar("@event");
        m.link(s.event);
        m.ivar("@page");
        m.link(s.page);
        m.ivar("@list");
        m.link(s.list);
        m.ivar("@move_route");
        m.link(s.moveRoute);
        m.ivar("@character_name");
        m.link(s.characterName);
        m.ivar("@opacity");
        m.fixnum(255);
        m.ivar("@move_type");
        m.symbol(new String[] {"fixed", "random", "approach"}[random.nextInt(3)]);
        m.ivar("@starting");
        m.bool(false);
        m.ivar("@interpreter");
        if (running) {
            m.userMarshal("Game_Interpreter");
            interpreterDump(m, id, s.list);
        } else {
            m.nil();
        }
    }

    /** Game_Interpreter's marshal_dump: [@depth, @map_id, @event_id, @list, @index + 1, @branch]. */
    private static void interpreterDump(MarshalEmitter m, int eventId, int list) {
        m.array(6);
        m.fixnum(0);
        m.fixnum(7);
        m.fixnum(eventId);
        if (list >= 0) m.link(list);
        else m.nil();
        m.fixnum(eventId == 0 ? 0 : 3);
        m.hash(1);
        m.fixnum(0);
        m.bool(true);
    }

    /** RGSS's Table dump: dimensions, x, y, z, cell count (int32 each), then the int16 cells, little-endian. */
    static byte[] table(int x, int y, int z, SplittableRandom random) {
        int cells = x * y * z;
        ByteBuffer b = ByteBuffer.allocate(20 + 2 * cells).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(3).putInt(x).putInt(y).putInt(z).putInt(cells);
        for (int k = 0; k < cells; k++) b.putShort((short) (k / (x * y) == 0 ? 2816 + random.nextInt(48) : random.nextInt(8) == 0 ? 1536 + random.nextInt(128) : 0));
        return b.array();
    }

    /** Color's and Tone's dump: four little-endian doubles. */
    static byte[] fourDoubles(double a, double b, double c, double d) {
        return ByteBuffer.allocate(32).order(ByteOrder.LITTLE_ENDIAN).putDouble(a).putDouble(b).putDouble(c).putDouble(d).array();
    }
}
