package savelens.ecs.document;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a record component of a component type as holding entity handles ({@code long}, or {@code long[]}
 * for several), so that a saved world writes them as references between entity nodes rather than as
 * plain numbers. {@link savelens.ecs.Handles#NONE} is written as {@code null}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface EntityHandle {}
