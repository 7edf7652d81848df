package savelens.ecs;

import com.fasterxml.jackson.databind.JsonNode;

/** Converts component values to and from JSON for the live protocol and for saved worlds. */
public interface ComponentCodec<T> {
    JsonNode toJson(T value);

    /** @throws IllegalArgumentException when the JSON is not a valid value of the component */
    T fromJson(JsonNode json);
}
