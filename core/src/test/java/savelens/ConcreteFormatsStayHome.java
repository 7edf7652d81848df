package savelens;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.lang.syntax.ArchRuleDefinition;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The plug-in seam's rule: a concrete format's package ({@code savelens.format.NAME}) is named only by itself. Everything
 * else reaches a format through {@code FormatProvider} and its capabilities, so that adding a format touches its
 * own package, its fixtures and the format table in the docs.
 */
final class ConcreteFormatsStayHome {
    private static final Pattern FORMAT_PACKAGE = Pattern.compile("savelens\\.format\\.([a-z0-9_]+)(\\..*)?");

    private ConcreteFormatsStayHome() {}

    static final ArchRule RULE = ArchRuleDefinition.classes().should(nameNoFormatButTheirOwn())
            .because("formats plug in through FormatProvider; a format named elsewhere is a second place to touch when one is added");

    private static ArchCondition<JavaClass> nameNoFormatButTheirOwn() {
        return new ArchCondition<>("name no concrete format but their own") {
            @Override public void check(JavaClass origin, ConditionEvents events) {
                String home = formatOf(origin.getPackageName());
                for (Dependency d : origin.getDirectDependenciesFromSelf()) {
                    String target = formatOf(d.getTargetClass().getPackageName());
                    if (target != null && !target.equals(home)) events.add(SimpleConditionEvent.violated(d, d.getDescription()));
                }
            }
        };
    }

    /** The concrete format a package belongs to, or null for the seam itself and everything outside {@code savelens.format}. */
    private static String formatOf(String pkg) {
        Matcher m = FORMAT_PACKAGE.matcher(pkg);
        return m.matches() ? m.group(1) : null;
    }
}
