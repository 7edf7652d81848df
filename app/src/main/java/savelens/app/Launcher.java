package savelens.app;

/** Placeholder launcher; replaced by the command line and GUI entry point. */
public final class Launcher {
    public static void main(String[] args) {
        System.out.println("SaveLens");
    }
}
