package savelens.app.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintStream;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import savelens.ecs.inspect.InspectionException;
import savelens.ecs.remote.LiveWorlds;
import savelens.ecs.remote.RemoteHttp;
import savelens.ecs.remote.ReplyLimits;
import savelens.ecs.remote.ServerText;
import savelens.ecs.remote.WorldUnreachableException;
import savelens.ecs.world.LiveWorld;
import savelens.ecs.world.WorldEntity;
import savelens.ecs.world.WorldPage;
import savelens.ecs.world.WorldRow;
import savelens.ecs.world.WorldTable;

/**
 * {@code savelens live URL tables|rows TABLE|entity E}: reads a running world, SaveLens's own live
 * protocol or a Flecs application's REST API (told apart from the server's replies), for scripts.
 * Tables and entities are written as that server names them. A world that cannot be reached is exit 2.
 */
public final class LiveCommand {
    static final String USAGE = "usage: savelens live URL tables [--json] | live URL rows TABLE [--offset N] [--limit N] [--json]"
            + " | live URL entity E [--json]; any of them [--max-reply BYTES] [--reply-timeout SECONDS]";
    private static final int DEFAULT_LIMIT = 100;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final PrintStream out;
    private boolean json;
    private int offset;
    private int limit = DEFAULT_LIMIT;
    private ReplyLimits replyLimits = ReplyLimits.defaults();
    private final List<String> positional = new ArrayList<>();

    private LiveCommand(PrintStream out) {
        this.out = out;
    }

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        LiveCommand c = new LiveCommand(out);
        try {
            c.parse(args);
        } catch (IllegalArgumentException e) {
            err.println("savelens live: " + e.getMessage() + "; " + USAGE);
            return CliFailure.USAGE;
        }
        if (c.positional.size() == 1 && (c.positional.get(0).equals("-h") || c.positional.get(0).equals("--help"))) {
            out.println(USAGE);
            return 0;
        }
        URI address;
        try {
            address = RemoteHttp.address(c.positional.get(0));
        } catch (IllegalArgumentException e) {
            err.println("savelens live: " + e.getMessage());
            return CliFailure.USAGE;
        }
        try (LiveWorld world = LiveWorlds.open(address, c.replyLimits)) {
            c.execute(world);
            return 0;
        } catch (WorldUnreachableException e) {
            err.println("savelens live: " + oneLine(e.getMessage()));
            return CliFailure.UNREADABLE;
        } catch (InspectionException e) {
            err.println("savelens live: " + address + ": " + oneLine(e.getMessage()));
            return CliFailure.REQUEST_FAILED;
        }
    }

    /** A message that may quote the server, as one printable line. */
    private static String oneLine(String message) {
        return ServerText.printable(message == null ? "failed" : message);
    }

    private void parse(List<String> args) {
        boolean optionsEnded = false;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (optionsEnded || !a.startsWith("--") || a.equals("--help")) {
                positional.add(a);
            } else if (a.equals("--")) {
                optionsEnded = true;
            } else if (a.equals("--json")) {
                json = true;
            } else if (a.startsWith("--max-reply") || a.startsWith("--reply-timeout")) {
                String name = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
                String value = a.contains("=") ? a.substring(a.indexOf('=') + 1) : (i + 1 < args.size() ? args.get(++i) : null);
                if (value == null) throw new IllegalArgumentException(name + " needs a value");
                try {
                    if (name.equals("--max-reply")) replyLimits = replyLimits.withMaxBytes(Long.parseLong(value.trim()));
                    else if (name.equals("--reply-timeout")) replyLimits = replyLimits.withPerCall(java.time.Duration.ofMillis(Math.round(Double.parseDouble(value.trim()) * 1000)));
                    else throw new IllegalArgumentException("unknown option " + a);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(name + " needs a number, got '" + value + "'");
                }
            } else if (a.startsWith("--offset") || a.startsWith("--limit")) {
                String name = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
                String value = a.contains("=") ? a.substring(a.indexOf('=') + 1) : (i + 1 < args.size() ? args.get(++i) : null);
                int n = number(name, value, name.equals("--limit") ? LiveWorld.MAX_PAGE : Integer.MAX_VALUE);
                if (name.equals("--offset")) offset = n;
                else if (name.equals("--limit")) limit = n;
                else throw new IllegalArgumentException("unknown option " + a);
            } else {
                throw new IllegalArgumentException("unknown option " + a);
            }
        }
        if (positional.size() == 1 && (positional.get(0).equals("--help") || positional.get(0).equals("-h"))) return;
        if (positional.size() < 2) throw new IllegalArgumentException("name a world and what to read");
        String what = positional.get(1);
        int expected = switch (what) {
            case "tables" -> 2;
            case "rows", "entity" -> 3;
            default -> throw new IllegalArgumentException("unknown request '" + what + "' (tables, rows or entity)");
        };
        if (positional.size() != expected) throw new IllegalArgumentException(what + (expected == 2 ? " takes nothing more" : " takes one " + (what.equals("rows") ? "TABLE" : "E")));
        if (!what.equals("rows") && (offset != 0 || limit != DEFAULT_LIMIT)) throw new IllegalArgumentException("--offset and --limit apply to rows only");
    }

    private static int number(String option, String value, int max) {
        if (value == null) throw new IllegalArgumentException(option + " needs a value");
        try {
            int n = Integer.parseInt(value.trim());
            if (n < 0 || n > max) throw new IllegalArgumentException(option + " must be between 0 and " + max + ", got " + n);
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs an integer, got '" + value + "'");
        }
    }

    private void execute(LiveWorld world) {
        switch (positional.get(1)) {
            case "tables" -> tables(world.tables());
            case "rows" -> rows(world.rows(positional.get(2), offset, limit));
            default -> entity(world.entity(positional.get(2)));
        }
    }

    /** {@code [{"id","components","entities","capacity","bytes"}…]}, the shape of SaveLens's {@code /tables}; bytes null when unknown. */
    private void tables(List<WorldTable> tables) {
        if (json) {
            ArrayNode list = JSON.createArrayNode();
            for (WorldTable t : tables) {
                ObjectNode o = list.addObject();
                o.put("id", t.id());
                ArrayNode names = o.putArray("components");
                t.components().forEach(names::add);
                o.put("entities", t.entities());
                o.put("capacity", t.capacity());
                if (t.bytes() == null) o.putNull("bytes");
                else o.put("bytes", t.bytes());
                if (!t.sparse().isEmpty()) {
                    ObjectNode sparse = o.putObject("sparse");
                    t.sparse().forEach(sparse::put);
                }
            }
            print(list);
            return;
        }
        int idWidth = 5;
        for (WorldTable t : tables) idWidth = Math.max(idWidth, t.id().length());
        idWidth = Math.min(idWidth, 40);
        out.printf("%-" + idWidth + "s %9s %9s %10s  %s%n", "TABLE", "ENTITIES", "CAPACITY", "BYTES", "COMPONENTS");
        for (WorldTable t : tables) {
            String components = t.components().isEmpty() ? "(none)" : String.join(", ", t.components());
            if (!t.sparse().isEmpty()) components += "; sparse " + sparseCounts(t.sparse());
            line(String.format("%-" + idWidth + "s %9d %9d %10s  %s%s", t.id(), t.entities(), t.capacity(),
                    t.bytes() == null ? "-" : Long.toString(t.bytes()), components, t.builtIn() ? "  [built-in]" : ""));
        }
    }

    /** "Frozen 3, Poisoned 1": sparse components with how many of the table's entities hold each. */
    private static String sparseCounts(Map<String, Long> sparse) {
        StringBuilder b = new StringBuilder();
        sparse.forEach((name, count) -> b.append(b.length() == 0 ? "" : ", ").append(name).append(' ').append(count));
        return b.toString();
    }

    private void rows(WorldPage page) {
        if (json) {
            ObjectNode o = JSON.createObjectNode();
            o.put("id", page.id());
            ArrayNode names = o.putArray("components");
            page.components().forEach(names::add);
            if (!page.sparse().isEmpty()) {
                ArrayNode sparse = o.putArray("sparse");
                page.sparse().forEach(sparse::add);
            }
            o.put("total", page.total());
            o.put("offset", page.offset());
            ArrayNode rows = o.putArray("rows");
            for (WorldRow r : page.rows()) {
                ObjectNode row = rows.addObject();
                row.put("entity", r.entity());
                row.put("name", r.name());
                row.set("values", values(r.values()));
            }
            print(o);
            return;
        }
        long last = page.offset() + page.rows().size();
        String sparse = page.sparse().isEmpty() ? "" : "; sparse " + String.join(", ", page.sparse());
        line("table " + page.id() + " (" + String.join(", ", page.components()) + sparse + "): rows "
                + (page.rows().isEmpty() ? "none" : page.offset() + "-" + (last - 1)) + " of " + page.total());
        for (WorldRow r : page.rows()) {
            StringBuilder line = new StringBuilder(r.name());
            for (Map.Entry<String, JsonNode> v : r.values().entrySet()) line.append("  ").append(v.getKey()).append('=').append(v.getValue());
            line(line.toString());
        }
    }

    private void entity(WorldEntity e) {
        if (json) {
            ObjectNode o = JSON.createObjectNode();
            o.put("entity", e.entity());
            o.put("name", e.name());
            if (e.table() == null) o.putNull("table");
            else o.put("table", e.table());
            o.set("components", values(e.components()));
            print(o);
            return;
        }
        line(e.name() + (e.name().equals(Long.toString(e.entity())) ? "" : " (id " + e.entity() + ")")
                + (e.table() == null ? "" : " in table " + e.table()));
        for (Map.Entry<String, JsonNode> v : e.components().entrySet()) line("  " + v.getKey() + ": " + v.getValue());
    }

    private static ObjectNode values(Map<String, JsonNode> values) {
        ObjectNode o = JSON.createObjectNode();
        values.forEach(o::set);
        return o;
    }

    /** One line of text output: what the server named (tables, components, entities) is made printable first. */
    private void line(String s) {
        out.println(ServerText.printable(s));
    }

    private void print(JsonNode node) {
        try {
            out.println(JSON.writeValueAsString(node));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree always serialises", e);
        }
    }
}
