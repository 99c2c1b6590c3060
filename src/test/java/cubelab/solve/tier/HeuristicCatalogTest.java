package cubelab.solve.tier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.common.Cancellation;
import cubelab.common.Progress;
import cubelab.model.Edge;
import cubelab.tables.TableSpec;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class HeuristicCatalogTest {

    @Test
    void edgeSetsOfEverySizeCoverAllTwelveEdges() {
        for (int k = 2; k <= 7; k++) {
            List<List<Edge>> sets = HeuristicCatalog.edgeSets(k);
            Set<Edge> covered = EnumSet.noneOf(Edge.class);
            for (List<Edge> set : sets) {
                assertThat(set).hasSize(k);
                covered.addAll(set);
            }
            assertThat(covered).hasSize(Edge.COUNT);
            assertThat(sets).hasSize((Edge.COUNT + k - 1) / k);
        }
        // the six-edge sets are Korf's, so an installed korf tier serves corners+edges6
        assertThat(HeuristicCatalog.specs("corners+edges6")).containsExactlyElementsOf(HeuristicCatalog.specs("korf"));
        assertThat(HeuristicCatalog.specs("corners").get(0)).isEqualTo(TableSpec.corners());
    }

    @Test
    void namesAreKnownOrRefusedAndHeuristicsAreMadeOnce() throws Exception {
        assertThat(HeuristicCatalog.knows("partial")).isTrue();
        assertThat(HeuristicCatalog.knows("corners+edges7")).isTrue();
        assertThat(HeuristicCatalog.knows("edges8")).isFalse();
        assertThatThrownBy(() -> HeuristicCatalog.specs("edges9")).isInstanceOf(IllegalArgumentException.class);
        HeuristicCatalog catalog = new HeuristicCatalog(null, 2);
        HeuristicCatalog.Entry edges3 = catalog.get("edges3", new Cancellation(), Progress.NONE);
        assertThat(edges3.entries()).isEqualTo(4 * 12 * 11 * 10 * 8L);
        assertThat(catalog.get("edges3", new Cancellation(), Progress.NONE)).isSameAs(edges3);
        assertThat(catalog.get("manhattan", new Cancellation(), Progress.NONE).entries()).isZero();
    }
}
