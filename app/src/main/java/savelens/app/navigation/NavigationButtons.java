package savelens.app.navigation;

import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import savelens.app.document.DocumentViewModel;

/** Back ({@code #backButton}) and Forward ({@code #forwardButton}) over the document's jumps, as a browser has them. */
public final class NavigationButtons {
    private final HBox box = new HBox(2);

    public NavigationButtons(DocumentViewModel document) {
        Button back = new Button("←");
        back.setId("backButton");
        back.setTooltip(new Tooltip("Back (Alt+Left, or the mouse's back button)"));
        back.setOnAction(e -> document.back());
        back.disableProperty().bind(document.navigation().canGoBackProperty().not());
        Button forward = new Button("→");
        forward.setId("forwardButton");
        forward.setTooltip(new Tooltip("Forward (Alt+Right, or the mouse's forward button)"));
        forward.setOnAction(e -> document.forward());
        forward.disableProperty().bind(document.navigation().canGoForwardProperty().not());
        for (Button b : new Button[] {back, forward}) {
            b.setFocusTraversable(false); // the keys have Alt+Left and Alt+Right
            b.setMnemonicParsing(false);
            b.getStyleClass().add("navigation-button");
        }
        box.getChildren().setAll(back, forward);
    }

    public HBox view() { return box; }
}
