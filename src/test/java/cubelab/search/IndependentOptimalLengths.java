package cubelab.search;

import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.support.TestVectors;
import java.util.List;

/**
 * Cubes whose optimal length two independent solvers agree on (nissy-core's benchmark scrambles,
 * solved by H48 and by vcube: {@code testdata/optimal-scrambles.tsv}).
 */
record IndependentOptimalLengths(int length, Algorithm scramble) {

    static List<IndependentOptimalLengths> all() {
        return TestVectors.rows("optimal-scrambles.tsv").stream()
                .map(row -> new IndependentOptimalLengths(Integer.parseInt(row[0]), Algorithm.parse(row[1])))
                .toList();
    }

    CubieCube cube() throws Exception {
        return FaceletCube.SOLVED.apply(scramble).toCubieCube();
    }
}
