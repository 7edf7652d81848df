package savelens.ecs.inspect;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.concurrent.locks.Lock;
import java.util.function.Supplier;

/**
 * Runs every call of another inspection while holding the lock the simulation holds during a tick,
 * so readers see whole ticks and edits land between ticks. Results are copies, safe to use unlocked.
 */
public final class LockedInspection implements WorldInspection {
    private final WorldInspection inner;
    private final Lock lock;

    public LockedInspection(WorldInspection inner, Lock lock) {
        this.inner = inner;
        this.lock = lock;
    }

    private <T> T locked(Supplier<T> call) {
        lock.lock();
        try {
            return call.get();
        } finally {
            lock.unlock();
        }
    }

    @Override
    public WorldSummary summary() {
        return locked(inner::summary);
    }

    @Override
    public List<TableInfo> tables() {
        return locked(inner::tables);
    }

    @Override
    public VersionSnapshot versions() {
        return locked(inner::versions);
    }

    @Override
    public RowPage rows(String tableId, int offset, int limit) {
        return locked(() -> inner.rows(tableId, offset, limit));
    }

    @Override
    public EntityView entity(long entity) {
        return locked(() -> inner.entity(entity));
    }

    @Override
    public SetResult setComponent(long entity, String component, JsonNode value) {
        return locked(() -> inner.setComponent(entity, component, value));
    }

    @Override
    public void removeComponent(long entity, String component) {
        locked(() -> {
            inner.removeComponent(entity, component);
            return null;
        });
    }

    @Override
    public List<String> componentNames() {
        return locked(inner::componentNames);
    }
}
