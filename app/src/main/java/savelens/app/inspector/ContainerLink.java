package savelens.app.inspector;

import javafx.scene.control.Control;
import javafx.scene.control.Hyperlink;

/** An array, object or nested node: not edited here; the link selects it so its own fields show. */
final class ContainerLink extends ValueEditor {
    private final Hyperlink link = new Hyperlink();

    ContainerLink(FieldRow row, InspectorViewModel model) {
        super(row, model);
        link.setMnemonicParsing(false);
        showValue();
        link.setOnAction(e -> model.document().jumpTo(this.row.path()));
    }

    @Override void showValue() { link.setText(row.text()); }

    @Override Control control() { return link; }
}
