package savelens.app.ecs;

import savelens.ecs.world.InProcessWorld;
import javafx.scene.control.Tab;
import savelens.app.task.TaskExecutor;

/**
 * The Live ECS tab ready to add to a window: the in-process demo world (fixed seed) running and polled
 * through the application's task executor. Create and use it on the JavaFX thread; {@link #close()} stops
 * the polling and the demo world (closing the tab does the same).
 */
public final class LiveEcsTab implements AutoCloseable {
    private final LiveEcsViewModel viewModel;
    private final LiveEcsView view;
    private final Tab tab;

    private LiveEcsTab(TaskExecutor executor, AddressMemory addresses) {
        viewModel = new LiveEcsViewModel(executor, System::nanoTime, InProcessWorld::startDemo);
        viewModel.connection().useMemory(addresses, new DemoWorldProbe());
        viewModel.connectDemo();
        view = new LiveEcsView(viewModel);
        tab = new Tab("Live ECS", view);
        tab.setId("liveEcsTab");
        tab.setOnClosed(e -> close());
    }

    public static LiveEcsTab create(TaskExecutor executor) {
        return new LiveEcsTab(executor, AddressMemory.NONE);
    }

    /** As {@link #create(TaskExecutor)}, Connect… proposing the address kept in {@code addresses} from an earlier run. */
    public static LiveEcsTab create(TaskExecutor executor, AddressMemory addresses) {
        return new LiveEcsTab(executor, addresses);
    }

    public Tab tab() {
        return tab;
    }

    public LiveEcsView view() {
        return view;
    }

    public LiveEcsViewModel viewModel() {
        return viewModel;
    }

    @Override
    public void close() {
        viewModel.close();
    }
}
