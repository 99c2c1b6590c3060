package cubelab.nativecode;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What switches the native library off, and what the user is told when the search runs in Java. */
class NativeLibraryTest {

    @Test
    void theSwitchAcceptsTheUsualWordsForOff() {
        for (String off : new String[] {"false", "FALSE", " off ", "no", "0"}) {
            assertThat(NativeLibrary.switchesOff(off)).as(off).isTrue();
        }
        for (String on : new String[] {null, "", "true", "on", "1"}) {
            assertThat(NativeLibrary.switchesOff(on)).as(String.valueOf(on)).isFalse();
        }
    }

    @Test
    void eachReasonForTheJavaLoopsIsSaidAndTheNativeLoopsSayNothing() {
        assertThat(new NativeLibrary.Status(NativeLibrary.State.LOADED, "linux-x86_64").note()).isEmpty();
        assertThat(new NativeLibrary.Status(NativeLibrary.State.NOT_BUNDLED, "windows-x86_64").note()).get()
                .asString().contains("windows-x86_64").contains("Java loops");
        assertThat(new NativeLibrary.Status(NativeLibrary.State.SWITCHED_OFF, "linux-x86_64").note()).get()
                .asString().contains(NativeLibrary.PROPERTY + "=false").contains(NativeLibrary.VARIABLE);
        assertThat(new NativeLibrary.Status(NativeLibrary.State.FAILED, "linux-aarch64").note()).get()
                .asString().contains("linux-aarch64").contains("could not be loaded");
    }
}
