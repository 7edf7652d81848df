package savelens.ecs.world;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import savelens.ecs.Handles;

class EntityTextTest {
    @Test
    void indexAndGenerationAreTheTwoHalvesOfTheNumber() {
        long handle = Handles.of(7, 3);
        assertEquals("7:3", EntityText.of(handle));
        assertEquals(handle, EntityText.parse("7:3"));
        assertEquals(handle, EntityText.parse(" 7:3 "));
        assertEquals(519L, EntityText.parse("519:0"), "a Flecs id of generation 0");
        assertEquals(0xFFFF_FFFFL, EntityText.parse("4294967295:0"));
    }

    @Test
    void otherTextIsNotAnEntityWrittenSo() {
        assertNull(EntityText.parse("7"));
        assertNull(EntityText.parse("Hero"));
        assertNull(EntityText.parse("7:"));
        assertNull(EntityText.parse("-7:3"));
        assertNull(EntityText.parse("4294967296:0"), "past 32 bits of index");
    }
}
