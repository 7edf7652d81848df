package savelens.app.ecs;

/**
 * Where the address of the last world that answered is kept between runs (the window's preferences), so
 * Connect… proposes it after a restart too.
 */
public interface AddressMemory {
    /** The address remembered, or null when none is. */
    String remembered();

    void remember(String address);

    /** Remembers nothing: Connect… proposes what answered in this run only. */
    AddressMemory NONE = new AddressMemory() {
        @Override public String remembered() { return null; }

        @Override public void remember(String address) { }
    };
}
