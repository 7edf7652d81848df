package savelens.ecs.remote;

import java.util.List;

/** A page of one table's rows; {@code total} is the table's row count when it was read. */
public record RemotePage(String id, List<String> components, long total, long offset, List<RemoteRow> rows) {
    public RemotePage {
        components = List.copyOf(components);
        rows = List.copyOf(rows);
    }
}
