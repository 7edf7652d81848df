package savelens.ecs.demo;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;
import savelens.ecs.ArchetypeWorld;
import savelens.ecs.ComponentRegistry;

/**
 * The built-in demo: an {@link ArchetypeWorld} of Position, Velocity, Sprite, Health and Frozen entities
 * kept near a target count. Step it by hand (tests) or {@link #start()} it at 60 Hz on its own thread.
 * Every tick runs under {@link #lock()}; readers (the in-process live world) take the same lock, so the GUI
 * and the live server see whole ticks and their edits land between ticks.
 */
public final class DemoWorld implements AutoCloseable {
    public static final int DEFAULT_ENTITIES = 2_000;
    public static final long TICK_NANOS = 1_000_000_000L / 60;

    private final ReentrantLock lock = new ReentrantLock();
    private final ArchetypeWorld world;
    private final DemoComponents components;
    private final DemoSystems systems;
    private ScheduledExecutorService clock;
    private volatile boolean paused;
    private final AtomicLong clockBeats = new AtomicLong(); // the clock's beats, ticking or paused

    public DemoWorld(long seed, int targetEntities) {
        if (targetEntities < 0) throw new IllegalArgumentException("entity count must be 0 or more");
        ComponentRegistry registry = new ComponentRegistry();
        this.components = DemoComponents.register(registry);
        this.world = new ArchetypeWorld(registry);
        this.systems = new DemoSystems(world, components, seed, targetEntities);
        systems.populate();
    }

    public DemoComponents components() {
        return components;
    }

    /** The world itself; touch it only while holding {@link #lock()} once the clock runs. */
    public ArchetypeWorld world() {
        return world;
    }

    public ReentrantLock lock() {
        return lock;
    }

    /** Runs a function on the world under the lock. */
    public <T> T read(Function<ArchetypeWorld, T> f) {
        lock.lock();
        try {
            return f.apply(world);
        } finally {
            lock.unlock();
        }
    }

    /** Runs one tick now, paused or not. */
    public void step() {
        lock.lock();
        try {
            systems.tick();
        } finally {
            lock.unlock();
        }
    }

    public void step(int ticks) {
        for (int i = 0; i < ticks; i++) step();
    }

    public long tick() {
        return read(ArchetypeWorld::tick);
    }

    /** Starts ticking at 60 Hz on a daemon thread (no-op when already started). */
    public synchronized void start() {
        if (clock != null) return;
        clock = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "savelens-demo-world");
            t.setDaemon(true);
            return t;
        });
        clock.scheduleAtFixedRate(this::clockTick, 0, TICK_NANOS, TimeUnit.NANOSECONDS);
    }

    private void clockTick() {
        lock.lock();
        try {
            if (!paused) systems.tick(); // checked under the lock so pause() is final once it returns
        } catch (RuntimeException e) {
            e.printStackTrace(); // a thrown exception would silently cancel the schedule
        } finally {
            lock.unlock();
            clockBeats.incrementAndGet();
        }
    }

    /** How often the clock has beaten since {@link #start()}, paused or not: tests wait for beats, not time. */
    long clockBeats() {
        return clockBeats.get();
    }

    /** Stops the clock's ticks; returns once any tick in progress has finished. */
    public void pause() {
        paused = true;
        lock.lock(); // waits out a running tick
        lock.unlock();
    }

    public void resume() {
        paused = false;
    }

    public boolean isPaused() {
        return paused;
    }

    @Override
    public synchronized void close() {
        if (clock != null) {
            clock.shutdownNow();
            clock = null;
        }
    }
}
