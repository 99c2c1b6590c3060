/**
 * The Rubik's Race experiments for {@code race bench} and the Race tab's chart: the walk experiment
 * of Solving Rubik's Race (AUA 2023, {@link cubelab.race.bench.BenchExperiment}) and its one CSV
 * schema ({@link cubelab.race.bench.BenchData}), written and read with Commons CSV in the dialect
 * of the cube's Lab.
 */
package cubelab.race.bench;
