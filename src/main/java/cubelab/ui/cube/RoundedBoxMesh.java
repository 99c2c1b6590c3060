package cubelab.ui.cube;

import javafx.scene.shape.TriangleMesh;
import javafx.scene.shape.VertexFormat;

/**
 * Meshes with rounded edges: a cubie body (a box whose edges and corners are quarter cylinders
 * and spheres) and a flat rounded square for stickers. Built once and shared by all cubies.
 */
final class RoundedBoxMesh {

    private RoundedBoxMesh() {
    }

    /**
     * A rounded box: each face is a grid over the cube of half-size {@code half}; every grid
     * point is pulled onto the rounded surface by clamping it into the inner box of half-size
     * {@code half − radius} and pushing it out by {@code radius} along the difference.
     */
    static TriangleMesh body(double half, double radius) {
        double inner = half - radius;
        double[] steps = {-half, -inner - radius * 0.7, -inner - radius * 0.38, -inner, inner,
            inner + radius * 0.38, inner + radius * 0.7, half};
        int n = steps.length;
        TriangleMesh mesh = new TriangleMesh(VertexFormat.POINT_NORMAL_TEXCOORD);
        mesh.getTexCoords().addAll(0, 0);
        int base = 0;
        for (int axis = 0; axis < 3; axis++) {
            for (int sign = -1; sign <= 1; sign += 2) {
                for (int i = 0; i < n; i++) {
                    for (int j = 0; j < n; j++) {
                        double[] p = new double[3];
                        p[axis] = sign * half;
                        p[(axis + 1) % 3] = steps[i];
                        p[(axis + 2) % 3] = steps[j];
                        double[] q = new double[3];
                        double[] d = new double[3];
                        for (int k = 0; k < 3; k++) {
                            q[k] = Math.max(-inner, Math.min(inner, p[k]));
                            d[k] = p[k] - q[k];
                        }
                        double length = Math.sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
                        for (int k = 0; k < 3; k++) {
                            d[k] /= length;
                            mesh.getPoints().addAll((float) (q[k] + radius * d[k]));
                        }
                        mesh.getNormals().addAll((float) d[0], (float) d[1], (float) d[2]);
                    }
                }
                for (int i = 0; i < n - 1; i++) {
                    for (int j = 0; j < n - 1; j++) {
                        int a = base + i * n + j;
                        int b = a + 1;
                        int c = a + n;
                        int e = c + 1;
                        // wind so the front side faces outward on both signs
                        if (sign > 0) {
                            face(mesh, a, c, e);
                            face(mesh, a, e, b);
                        } else {
                            face(mesh, a, e, c);
                            face(mesh, a, b, e);
                        }
                    }
                }
                base += n * n;
            }
        }
        return mesh;
    }

    /** A flat rounded square in the plane spanned by u and v, centred at the origin. */
    static TriangleMesh sticker(double half, double radius, double[] u, double[] v, double[] normal) {
        TriangleMesh mesh = new TriangleMesh(VertexFormat.POINT_NORMAL_TEXCOORD);
        mesh.getTexCoords().addAll(0, 0);
        mesh.getNormals().addAll((float) normal[0], (float) normal[1], (float) normal[2]);
        mesh.getPoints().addAll(0, 0, 0);
        double inner = half - radius;
        int segments = 6;
        int count = 0;
        for (int corner = 0; corner < 4; corner++) {
            double cx = (corner == 0 || corner == 3) ? inner : -inner;
            double cy = corner < 2 ? inner : -inner;
            for (int s = 0; s <= segments; s++) {
                double angle = Math.PI / 2 * (corner + (double) s / segments);
                double x = cx + radius * Math.cos(angle);
                double y = cy + radius * Math.sin(angle);
                for (int k = 0; k < 3; k++) {
                    mesh.getPoints().addAll((float) (x * u[k] + y * v[k]));
                }
                count++;
            }
        }
        for (int i = 0; i < count; i++) {
            int b = 1 + i;
            int c = 1 + (i + 1) % count;
            mesh.getFaces().addAll(0, 0, 0, b, 0, 0, c, 0, 0);
        }
        return mesh;
    }

    private static void face(TriangleMesh mesh, int a, int b, int c) {
        mesh.getFaces().addAll(a, a, 0, b, b, 0, c, c, 0);
    }
}
