package cubelab.ui.session;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.ui.session.CubeSession.Origin;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CubeSessionTest {

    @Test
    void undoRedoAndOrderedChanges() {
        CubeSession session = new CubeSession();
        List<CubeSession.Change> changes = new ArrayList<>();
        session.addListener(changes::add);
        Algorithm algorithm = Algorithm.parse("R U R' U'");
        session.turn(algorithm);
        assertThat(session.getCube()).isEqualTo(FaceletCube.SOLVED.apply(algorithm));
        session.undo();
        session.undo();
        assertThat(session.getCube()).isEqualTo(FaceletCube.SOLVED.apply(algorithm.prefix(2)));
        assertThat(session.canRedoProperty().get()).isTrue();
        session.redo();
        assertThat(session.getCube()).isEqualTo(FaceletCube.SOLVED.apply(algorithm.prefix(3)));
        assertThat(changes).hasSize(7);
        // every change's state follows from the one before
        FaceletCube cube = FaceletCube.SOLVED;
        for (CubeSession.Change change : changes) {
            cube = cube.apply(((CubeSession.Turned) change).move());
            assertThat(change.after()).isEqualTo(cube);
        }
        session.replace(FaceletCube.SOLVED, Origin.SCRAMBLE);
        assertThat(session.canUndoProperty().get()).isFalse();
        assertThat(session.canRedoProperty().get()).isFalse();
    }
}
