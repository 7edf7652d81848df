package savelens.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.prefs.Preferences;
import savelens.app.main.InMemoryPreferences;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import savelens.app.Fixtures;
import savelens.app.main.AppPreferences;
import savelens.app.main.MainViewModel;
import savelens.app.panels.Counted;
import savelens.app.task.CurrentThreadTaskExecutor;

/** The window's node and reference counts are info's, on every document of the fixtures. */
class WindowCountsAgreeWithInfoTest {
    private static final Pattern COUNTS = Pattern.compile("\"format\":\"([^\"]+)\".*\"nodes\":(\\d+),\"references\":(\\d+),\"cycles\":(\\d+)");
    final Preferences node = InMemoryPreferences.fresh();


    @Test void everyFixtureCountsAlike() throws Exception {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(Fixtures.folder())) {
            files = walk.filter(Files::isRegularFile).filter(p -> !p.getFileName().toString().equals("README.md")).sorted().toList();
        }
        int compared = 0;
        for (Path file : files) {
            CliTest.Result info = CliTest.run("info", file.toString(), "--json");
            if (info.code() != 0) continue; // a sidecar registry, the .gitattributes: no document
            Matcher m = COUNTS.matcher(info.out());
            assertTrue(m.find(), info.out());
            MainViewModel model = new MainViewModel(new CurrentThreadTaskExecutor(), AppPreferences.writtenAtOnce(node));
            model.open(file);
            String expected = m.group(1) + " · " + Counted.of(Long.parseLong(m.group(2)), "node") + " · "
                    + Counted.of(Long.parseLong(m.group(3)), "reference") + " · " + Counted.of(Long.parseLong(m.group(4)), "cycle");
            assertEquals(expected, model.documentFactsProperty().get(), file.toString());
            compared++;
        }
        assertTrue(compared >= 20, "documents compared: " + compared);
    }
}
