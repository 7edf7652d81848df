package savelens.app.save;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import savelens.app.document.DocumentState;
import savelens.app.document.DocumentViewModel;
import savelens.document.Document;
import savelens.document.NewValue;
import savelens.document.ValueSyntaxException;
import savelens.edit.Container;
import savelens.edit.SetPastEnd;
import savelens.edit.AddField;
import savelens.file.Formats;
import savelens.format.GameData;
import savelens.gamesave.GameFlag;
import savelens.format.SaveLayout;
import savelens.gamesave.GameSave;
import savelens.gamesave.Holding;
import savelens.gamesave.MapPosition;
import savelens.gamesave.PartyMember;
import savelens.gamesave.SaveValue;
import savelens.json.MalformedEscapeException;
import savelens.json.VisibleText;
import savelens.path.DocumentPath;
import savelens.path.Location;

/**
 * The Save tab of an RPG Maker game save: gold, the party, the inventory, switches and variables (those with a
 * name or a value set, filtered by text), where the player stands, play time and save count, with names from
 * the game's data. Every edit is a {@link savelens.edit.SetValue} on the document, as the tree's and the
 * inspector's are (same checks, same undo); choosing a value selects it in the tree. Touches no control.
 */
public final class SaveViewModel {
    private final DocumentViewModel document;
    private final ReadOnlyBooleanWrapper available = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyObjectWrapper<SaveValue> gold = new ReadOnlyObjectWrapper<>(SaveValue.absent(""));
    private final ReadOnlyStringWrapper currency = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper gameData = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<MapPosition> position = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper mapName = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper playtime = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<SaveValue> playtimeFrames = new ReadOnlyObjectWrapper<>(SaveValue.absent(""));
    private final ReadOnlyObjectWrapper<SaveValue> saveCount = new ReadOnlyObjectWrapper<>(SaveValue.absent(""));
    private final ObservableList<PartyMember> party = FXCollections.observableArrayList();
    private final ObservableList<Holding> inventory = FXCollections.observableArrayList();
    private final ObservableList<FlagRow> allFlags = FXCollections.observableArrayList();
    private final FilteredList<FlagRow> flags = new FilteredList<>(allFlags);
    private final javafx.beans.property.ReadOnlyObjectWrapper<DocumentPath> revealed = new javafx.beans.property.ReadOnlyObjectWrapper<>();
    private final StringProperty filter = new SimpleStringProperty("");
    private final ObservableList<DatabaseEntry> database = FXCollections.observableArrayList();

    /** The save the tab shows, or null. */
    private GameSave current;

    public SaveViewModel(DocumentViewModel document) {
        this.document = document;
        document.stateProperty().addListener((o, was, now) -> refresh(now));
        filter.addListener((o, was, now) -> flags.setPredicate(row -> row.matches(now)));
        refresh(document.state());
    }

    /** Where the game's data was looked for, in the command line's words ("no data/ or www/data/ beside the save folder"). */
    private String whyNoGameData() {
        Path file = document.file();
        return file == null ? "the document has no file" : Formats.whyNoGameData(file);
    }

    private void refresh(DocumentState state) {
        GameSave save = GameSave.read(state.document(), state.names()).orElse(null);
        current = save;
        available.set(save != null);
        if (save == null) {
            party.clear();
            inventory.clear();
            database.clear();
            allFlags.clear();
            return;
        }
        GameData names = save.names();
        gameData.set(names.isEmpty() ? "Game data: none found (" + whyNoGameData() + "); choose the game's data folder for names"
                : "Game data: " + names.dataDir());
        title.set(names.gameTitle() != null ? names.gameTitle() : save.layout() == SaveLayout.MV ? "RPG Maker save" : save.layout().engine() + " save");
        currency.set(names.currencyUnit() == null ? "" : names.currencyUnit());
        gold.set(save.gold());
        MapPosition at = save.position();
        position.set(at);
        mapName.set(at.mapName() == null ? "" : at.mapName());
        String shown = save.playtime() == null ? "" : save.playtime() + " (frames at " + save.framesPerSecond() + " a second)";
        // VX Ace also writes the time its save screen shows into the file's header: worth a word only when it differs.
        if (save.playtimeText().isStored() && !save.playtimeText().shown().equals(save.playtime())) {
            shown += (shown.isEmpty() ? "" : "; ") + "the save screen shows " + save.playtimeText().shown();
        }
        playtime.set(shown);
        playtimeFrames.set(save.playtimeFrames());
        saveCount.set(save.saveCount());
        party.setAll(save.party());
        inventory.setAll(save.inventory());
        List<DatabaseEntry> addable = new ArrayList<>();
        for (Holding.Kind kind : Holding.Kind.values()) {
            for (long id = 1; id < names.entries(kind.word()); id++) {
                long entryId = id;
                if (save.inventory().stream().anyMatch(h -> h.kind() == kind && h.id() == entryId)) continue;
                String name = switch (kind) {
                    case ITEM -> names.itemName(id);
                    case WEAPON -> names.weaponName(id);
                    case ARMOR -> names.armorName(id);
                };
                if (name != null) addable.add(new DatabaseEntry(kind, id, name));
            }
        }
        database.setAll(addable);
        List<FlagRow> rows = new ArrayList<>();
        for (GameFlag s : save.switches()) rows.add(new FlagRow("switch", s));
        for (GameFlag v : save.variables()) rows.add(new FlagRow("variable", v));
        allFlags.setAll(rows);
    }

    /**
     * Sets a value from the text typed for it: a string's text as shown (escapes read back), anything else as a
     * JSON literal. Null when done or when the text is what the value already holds; else why not (also the
     * document's message). A switch or variable past the end of its array is made there, the holes before it
     * written as null (which the game reads as unset); another value the save does not hold is not made here.
     */
    public String edit(SaveValue value, String text) {
        if (value == null) return null;
        if (text.equals(value.shown())) return null;
        if (!value.isStored()) {
            if (value.slot() == null) return document.refuse("The save holds no value there yet; the game reads it as " + value.literal());
            return setPastEnd(value.slot(), text);
        }
        NewValue next;
        try {
            next = value.literal().startsWith("\"") ? NewValue.string(VisibleText.parse(text)) : NewValue.parse(text.trim());
        } catch (ValueSyntaxException | MalformedEscapeException e) {
            return document.refuse(value.path() + ": " + e.getMessage());
        }
        return document.setValue(value.path(), next);
    }

    private String setPastEnd(DocumentPath slot, String text) {
        NewValue next;
        try {
            next = NewValue.parse(text.trim());
        } catch (ValueSyntaxException e) {
            return document.refuse(slot + ": " + e.getMessage());
        }
        Document doc = document.document();
        Location array = slot.parent().resolve(doc);
        if (array == null || !(slot.last() instanceof DocumentPath.Index at)) return document.refuse(slot + " cannot be made here");
        return document.execute(new SetPastEnd(Container.at(doc, array.node(), array.value()), at.index(), next, slot.toString()));
    }

    /** The database's items, weapons and armors (with a name) that the party does not hold yet: what the picker offers. */
    public ObservableList<DatabaseEntry> database() { return database; }

    /**
     * Gives the party one of a database entry, as one undoable edit: a member {@code "ID": 1} added to
     * {@code $.party._items} (or {@code _weapons}, {@code _armors}). Null when done, else why not.
     */
    public String add(DatabaseEntry entry) {
        if (entry == null) return null;
        Document doc = document.document();
        if (current == null) return document.refuse("The document is no game save");
        DocumentPath list = current.inventoryPath(entry.kind());
        Location at = document.paths().resolve(list);
        if (at == null) return document.refuse("The save has no " + list + " to add to");
        int container = Container.at(doc, at.node(), at.value());
        if (container < 0) return document.refuse(list + " is not an object");
        DocumentPath added = list.member(doc, Long.toString(entry.id())); // [41] where keys are typed (Marshal), .41 elsewhere
        return document.execute(new AddField(container, Long.toString(entry.id()), NewValue.parse("1"), list.toString()), () -> document.select(added));
    }

    /** Shows a value in the tree (and the inspector), as selecting it there would. */
    public void select(SaveValue value) {
        if (value != null && value.isStored()) document.select(value.path());
    }

    /** Takes names from a game's data folder the user chose; null when done, else why not. */
    public String useGameData(Path dir) { return document.useGameData(dir); }

    /** Selects the value at a path in the document and asks the Save tab to show its row ({@link #revealedProperty}). */
    public void reveal(DocumentPath path) {
        if (path == null) return;
        document.select(path);
        revealed.set(null); // the same path again still shows it
        revealed.set(path);
    }

    /** The path of the value the Save tab is asked to show, or null. */
    public javafx.beans.property.ReadOnlyObjectProperty<DocumentPath> revealedProperty() { return revealed.getReadOnlyProperty(); }

    /** The path of the selection in the document, for the view to keep its rows in step. */
    public DocumentPath selectedPath() { return document.selectedPath(); }

    public DocumentViewModel document() { return document; }

    /** True while the document is an RPG Maker game save (a slot with a party), which is when the tab shows. */
    public ReadOnlyBooleanProperty availableProperty() { return available.getReadOnlyProperty(); }

    public ReadOnlyObjectProperty<SaveValue> goldProperty() { return gold.getReadOnlyProperty(); }

    /** What the game calls its money ("G"), or "". */
    public ReadOnlyStringProperty currencyProperty() { return currency.getReadOnlyProperty(); }

    public ReadOnlyStringProperty titleProperty() { return title.getReadOnlyProperty(); }

    /** Which data folder the names come from, or that none was found. */
    public ReadOnlyStringProperty gameDataProperty() { return gameData.getReadOnlyProperty(); }

    public ReadOnlyObjectProperty<MapPosition> positionProperty() { return position.getReadOnlyProperty(); }

    public ReadOnlyStringProperty mapNameProperty() { return mapName.getReadOnlyProperty(); }

    /** {@code hh:mm:ss}, or "" when the save holds no play time. */
    public ReadOnlyStringProperty playtimeProperty() { return playtime.getReadOnlyProperty(); }

    public ReadOnlyObjectProperty<SaveValue> playtimeFramesProperty() { return playtimeFrames.getReadOnlyProperty(); }

    public ReadOnlyObjectProperty<SaveValue> saveCountProperty() { return saveCount.getReadOnlyProperty(); }

    public ObservableList<PartyMember> party() { return party; }

    public ObservableList<Holding> inventory() { return inventory; }

    /** Switches, then variables, that have a name or a value set, as the filter lets through. */
    public ObservableList<FlagRow> flags() { return flags; }

    /** Text a switch or variable must have in its kind, number or name to be listed. */
    public StringProperty filterProperty() { return filter; }
}
