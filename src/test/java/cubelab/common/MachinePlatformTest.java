package cubelab.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The JVM's own os.name and os.arch values on each desktop, as the jar's native folders name them. */
class MachinePlatformTest {

    @ParameterizedTest
    @CsvSource({
        "Linux, amd64, linux-x86_64",
        "Linux, aarch64, linux-aarch64",
        "Windows 11, amd64, windows-x86_64",
        "Windows 10, aarch64, windows-aarch64",
        "Mac OS X, x86_64, macos-x86_64",
        "Mac OS X, aarch64, macos-aarch64",
        "FreeBSD, amd64, freebsd-x86_64",
    })
    void namesThePlatformAsTheJarsFoldersDo(String osName, String osArch, String platform) {
        assertThat(MachinePlatform.of(osName, osArch)).isEqualTo(platform);
    }
}
