package savelens.app.main;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;
import savelens.app.document.SaveQuestion;
import savelens.app.document.SaveQuestion.Choice;

/** Asks what to do about a refused save: Reload, Save As, Overwrite or Cancel, as the question offers. */
final class SaveQuestionDialog {
    private SaveQuestionDialog() {}

    static Choice ask(Window owner, SaveQuestion question) {
        Map<ButtonType, Choice> buttons = new LinkedHashMap<>();
        for (Choice c : question.choices()) buttons.put(button(c), c);
        Alert alert = new Alert(Alert.AlertType.WARNING, question.detail(), buttons.keySet().toArray(ButtonType[]::new));
        alert.initOwner(owner);
        alert.setTitle("Not saved");
        alert.setHeaderText(question.heading());
        Optional<ButtonType> answer = alert.showAndWait();
        return answer.map(buttons::get).orElse(Choice.CANCEL);
    }

    private static ButtonType button(Choice c) {
        return switch (c) {
            case RELOAD -> new ButtonType("Reload", ButtonBar.ButtonData.LEFT);
            case SAVE_AS -> new ButtonType("Save As…", ButtonBar.ButtonData.YES);
            case OVERWRITE -> new ButtonType("Overwrite", ButtonBar.ButtonData.OTHER);
            case CANCEL -> ButtonType.CANCEL;
        };
    }
}
