package cubelab.ui.playback;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import org.junit.jupiter.api.Test;

class PlaybackTest {

    private static final Algorithm SCRAMBLE = Algorithm.parse("R U F' L2 D B");

    @Test
    void forwardBackAndSeekAgreeWithTheModel() {
        FaceletCube start = FaceletCube.SOLVED.apply(SCRAMBLE);
        Playback playback = new Playback();
        playback.load(start, SCRAMBLE.inverse());
        FaceletCube cube = start;
        for (int i = 0; i < SCRAMBLE.size(); i++) {
            cube = cube.apply(playback.forward());
            assertThat(cube).isEqualTo(playback.cubeAt(playback.getPosition()));
        }
        assertThat(playback.atEnd()).isTrue();
        assertThat(cube).isEqualTo(FaceletCube.SOLVED);
        assertThat(playback.forward()).isNull();
        cube = cube.apply(playback.back());
        assertThat(cube).isEqualTo(playback.cubeAt(SCRAMBLE.size() - 1));
        assertThat(playback.seek(2)).isEqualTo(start.apply(SCRAMBLE.inverse().prefix(2)));
        assertThat(playback.seek(99)).isEqualTo(FaceletCube.SOLVED);
        playback.detach();
        assertThat(playback.forward()).isNull();
    }
}
