package cubelab.ui.cube;

import cubelab.model.Color;
import cubelab.model.Face;
import cubelab.model.FaceletCube;
import cubelab.model.Facelets;
import cubelab.notation.Move;
import cubelab.ui.look.ColorPreset;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntConsumer;
import javafx.animation.Interpolator;
import javafx.animation.KeyFrame;
import javafx.animation.KeyValue;
import javafx.animation.Timeline;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.geometry.Point3D;
import javafx.scene.AmbientLight;
import javafx.scene.Group;
import javafx.scene.PerspectiveCamera;
import javafx.scene.PointLight;
import javafx.scene.SceneAntialiasing;
import javafx.scene.SubScene;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Pane;
import javafx.scene.paint.PhongMaterial;
import javafx.scene.shape.CullFace;
import javafx.scene.shape.MeshView;
import javafx.scene.shape.TriangleMesh;
import javafx.scene.transform.Rotate;
import javafx.scene.transform.Translate;
import javafx.util.Duration;

/**
 * The 3D cube: 27 cubie places (26 visible bodies) with rounded dark bodies and 54 stickers in
 * a {@link SubScene} with a depth buffer. Turns are queued and animated one after another, never
 * dropped or reordered; after each turn the layer snaps back home and the stickers are recoloured
 * from the model, so what is shown is always exactly {@link #displayedCubeProperty()}.
 */
public final class CubeView3D extends Pane {

    /** A queued step: a move to animate, or a state to show at once. */
    private record Step(Move move, FaceletCube jumpTo) {
    }

    private static final double DEFAULT_PITCH = 28;
    private static final double DEFAULT_YAW = 38;
    private static final double DEFAULT_DISTANCE = 11.2;

    private final Group[] cubies = new Group[27];
    private final MeshView[] stickers = new MeshView[Facelets.COUNT];
    private final MeshView[] frames = new MeshView[Facelets.COUNT];
    private final Map<Color, PhongMaterial> materials = new EnumMap<>(Color.class);
    private final PhongMaterial blank = new PhongMaterial();
    private final Rotate pitch = new Rotate(DEFAULT_PITCH, Rotate.X_AXIS);
    private final Rotate yaw = new Rotate(DEFAULT_YAW, Rotate.Y_AXIS);
    private final PerspectiveCamera camera = new PerspectiveCamera(true);
    private final SubScene subScene;
    private final Deque<Step> queue = new ArrayDeque<>();
    private final DoubleProperty turnMillis = new SimpleDoubleProperty(this, "turnMillis", 220);
    private final ReadOnlyBooleanWrapper idle = new ReadOnlyBooleanWrapper(this, "idle", true);
    private final ReadOnlyObjectWrapper<FaceletCube> displayed =
            new ReadOnlyObjectWrapper<>(this, "displayedCube", FaceletCube.SOLVED);
    private ColorPreset preset = ColorPreset.WESTERN;
    private List<Color> override;
    private IntConsumer onStickerClicked = facelet -> { };
    private Timeline running;
    /** A layer held mid-turn by {@link #showPartialTurn}; null when none. */
    private Rotate partial;
    private double dragX;
    private double dragY;
    private double pressX;
    private double pressY;
    private int dragFacelet = -1;
    private boolean dragTurned;
    private boolean dragTurns = true;
    private java.util.function.Consumer<Move> onDragTurn = move -> { };

    public CubeView3D() {
        getStyleClass().add("cube-view");
        setId("cube3d");
        Group world = new Group();
        world.getTransforms().addAll(pitch, yaw);
        buildCubies(world);
        camera.setFieldOfView(32);
        camera.setNearClip(0.1);
        camera.setFarClip(200);
        camera.setTranslateZ(-DEFAULT_DISTANCE);

        // lights stay fixed to the camera: a key light up and to the right, a soft fill from the left
        AmbientLight ambient = new AmbientLight(javafx.scene.paint.Color.gray(0.5));
        PointLight key = new PointLight(javafx.scene.paint.Color.gray(0.55));
        key.getTransforms().add(new Translate(7, -16, -13));
        PointLight fill = new PointLight(javafx.scene.paint.Color.gray(0.2));
        fill.getTransforms().add(new Translate(-14, 1, -6));
        Group root = new Group(world, ambient, key, fill, camera);

        subScene = new SubScene(root, 400, 400, true, SceneAntialiasing.BALANCED);
        subScene.setId("cube3d-subscene");
        subScene.setFill(javafx.scene.paint.Color.TRANSPARENT);
        subScene.setCamera(camera);
        subScene.widthProperty().bind(widthProperty());
        subScene.heightProperty().bind(heightProperty());
        getChildren().add(subScene);
        setMinSize(200, 200);
        setFocusTraversable(true);
        setAccessibleText("3D cube: drag to orbit, wheel to zoom, letter keys turn");
        installOrbit();
        setPreset(ColorPreset.WESTERN);
    }

    private void buildCubies(Group world) {
        TriangleMesh body = RoundedBoxMesh.body(StickerLayout.BODY_HALF, 0.09);
        PhongMaterial bodyMaterial = new PhongMaterial(javafx.scene.paint.Color.web("#17181b"));
        bodyMaterial.setSpecularColor(javafx.scene.paint.Color.gray(0.28));
        bodyMaterial.setSpecularPower(18);
        for (int index = 0; index < 27; index++) {
            int[] p = StickerLayout.cubiePosition(index);
            Group cubie = new Group();
            if (index != StickerLayout.cubieIndex(0, 0, 0)) {
                MeshView view = new MeshView(body);
                view.setMaterial(bodyMaterial);
                cubie.getChildren().add(view);
            }
            double[] c = StickerLayout.toScene(p);
            cubie.getTransforms().setAll(new Translate(c[0] * StickerLayout.SPACING,
                    c[1] * StickerLayout.SPACING, c[2] * StickerLayout.SPACING));
            cubies[index] = cubie;
            world.getChildren().add(cubie);
        }
        Map<Face, TriangleMesh> stickerMeshes = new EnumMap<>(Face.class);
        Map<Face, TriangleMesh> frameMeshes = new EnumMap<>(Face.class);
        for (Face face : Face.values()) {
            double[][] t = StickerLayout.tangents(face);
            double[] n = StickerLayout.normal(Facelets.centre(face));
            stickerMeshes.put(face, RoundedBoxMesh.sticker(StickerLayout.STICKER_HALF, 0.09, t[0], t[1], n));
            frameMeshes.put(face, RoundedBoxMesh.sticker(StickerLayout.BODY_HALF - 0.01, 0.1, t[0], t[1], n));
        }
        PhongMaterial frameMaterial = new PhongMaterial(javafx.scene.paint.Color.web("#ff3b8d"));
        for (int facelet = 0; facelet < Facelets.COUNT; facelet++) {
            int[] p = cubelab.model.StickerGeometry.position(facelet);
            Group cubie = cubies[StickerLayout.cubieIndex(p[0], p[1], p[2])];
            double[] o = StickerLayout.stickerOffset(facelet);
            MeshView sticker = new MeshView(stickerMeshes.get(Facelets.face(facelet)));
            sticker.setCullFace(CullFace.NONE);
            sticker.getTransforms().add(new Translate(o[0] * 1.004, o[1] * 1.004, o[2] * 1.004));
            sticker.setUserData(facelet);
            sticker.setId("sticker3d-" + Facelets.name(facelet));
            final int index = facelet;
            sticker.setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.isStillSincePress()) {
                    onStickerClicked.accept(index);
                }
            });
            MeshView frame = new MeshView(frameMeshes.get(Facelets.face(facelet)));
            frame.setCullFace(CullFace.NONE);
            frame.setMaterial(frameMaterial);
            frame.getTransforms().add(new Translate(o[0] * 1.002, o[1] * 1.002, o[2] * 1.002));
            frame.setVisible(false);
            frame.setMouseTransparent(true);
            stickers[facelet] = sticker;
            frames[facelet] = frame;
            cubie.getChildren().addAll(frame, sticker);
        }
    }

    private void installOrbit() {
        setOnMousePressed(e -> {
            dragX = e.getSceneX();
            dragY = e.getSceneY();
            pressX = dragX;
            pressY = dragY;
            dragFacelet = -1;
            dragTurned = false;
            var picked = e.getPickResult() == null ? null : e.getPickResult().getIntersectedNode();
            if (dragTurns && e.getButton() == MouseButton.PRIMARY && picked != null
                    && picked.getUserData() instanceof Integer facelet) {
                dragFacelet = facelet;
            }
            requestFocus();
        });
        setOnMouseDragged(e -> {
            if (dragFacelet >= 0) {
                double dx = e.getSceneX() - pressX;
                double dy = e.getSceneY() - pressY;
                if (!dragTurned && Math.hypot(dx, dy) > 12) {
                    dragTurned = true;
                    Move move = dragMove(dragFacelet, dx, dy);
                    if (move != null) {
                        onDragTurn.accept(move);
                    }
                }
                return;
            }
            yaw.setAngle(yaw.getAngle() - (e.getSceneX() - dragX) * 0.45);
            pitch.setAngle(Math.max(-88, Math.min(88, pitch.getAngle() + (e.getSceneY() - dragY) * 0.45)));
            dragX = e.getSceneX();
            dragY = e.getSceneY();
        });
        setOnScroll(e -> zoomBy(e.getDeltaY() > 0 ? 0.9 : 1.1));
    }

    /** The move meant by a screen drag (dx, dy) that started on a sticker: the in-face axis it follows best. */
    private Move dragMove(int facelet, double dx, double dy) {
        int[] p = cubelab.model.StickerGeometry.position(facelet);
        Group cubie = cubies[StickerLayout.cubieIndex(p[0], p[1], p[2])];
        double[] o = StickerLayout.stickerOffset(facelet);
        Point3D start = cubie.localToScene(new Point3D(o[0], o[1], o[2]), true);
        int[] normal = cubelab.model.StickerGeometry.normal(cubelab.model.Facelets.face(facelet));
        double best = 0;
        int bestAxis = -1;
        int bestSign = 1;
        for (int axis = 0; axis < 3; axis++) {
            if (normal[axis] != 0) {
                continue;
            }
            int[] unit = new int[3];
            unit[axis] = 1;
            double[] scene = StickerLayout.toScene(unit);
            Point3D end = cubie.localToScene(new Point3D(o[0] + 0.4 * scene[0], o[1] + 0.4 * scene[1],
                    o[2] + 0.4 * scene[2]), true);
            double sx = end.getX() - start.getX();
            double sy = end.getY() - start.getY();
            double length = Math.hypot(sx, sy);
            if (length < 1e-6) {
                continue;
            }
            double cos = (sx * dx + sy * dy) / (length * Math.hypot(dx, dy));
            if (Math.abs(cos) > best) {
                best = Math.abs(cos);
                bestAxis = axis;
                bestSign = cos > 0 ? 1 : -1;
            }
        }
        return bestAxis < 0 ? null : DragTurns.moveFor(facelet, bestAxis, bestSign);
    }

    /** Whether a drag that starts on a sticker turns its layer (off in the sticker editor). */
    public void setDragTurns(boolean enabled) {
        dragTurns = enabled;
    }

    /** Receives the move of a drag on a sticker. */
    public void setOnDragTurn(java.util.function.Consumer<Move> handler) {
        onDragTurn = handler;
    }

    /** Moves the camera closer (factor < 1) or farther. */
    public void zoomBy(double factor) {
        double distance = Math.max(6.5, Math.min(30, -camera.getTranslateZ() * factor));
        camera.setTranslateZ(-distance);
    }

    /** Back to the default angle and distance. */
    public void resetView() {
        pitch.setAngle(DEFAULT_PITCH);
        yaw.setAngle(DEFAULT_YAW);
        camera.setTranslateZ(-DEFAULT_DISTANCE);
    }

    public double getPitch() {
        return pitch.getAngle();
    }

    public double getYaw() {
        return yaw.getAngle();
    }

    public double getCameraDistance() {
        return -camera.getTranslateZ();
    }

    public void orbitBy(double yawDegrees, double pitchDegrees) {
        yaw.setAngle(yaw.getAngle() + yawDegrees);
        pitch.setAngle(Math.max(-88, Math.min(88, pitch.getAngle() + pitchDegrees)));
    }

    /** The sticker node at a facelet place (for picking tests and pixel tests). */
    public javafx.scene.Node stickerNode(int facelet) {
        return stickers[facelet];
    }

    public SubScene getSubScene() {
        return subScene;
    }

    /** Milliseconds per quarter turn (a half turn takes 1.5×); 0 shows turns at once. */
    public DoubleProperty turnMillisProperty() {
        return turnMillis;
    }

    public ReadOnlyBooleanProperty idleProperty() {
        return idle.getReadOnlyProperty();
    }

    /** The state shown once the running animation (if any) ends. */
    public ReadOnlyObjectProperty<FaceletCube> displayedCubeProperty() {
        return displayed.getReadOnlyProperty();
    }

    public void setOnStickerClicked(IntConsumer handler) {
        onStickerClicked = handler;
    }

    public void setPreset(ColorPreset preset) {
        this.preset = preset;
        for (Color color : Color.values()) {
            PhongMaterial material = materials.computeIfAbsent(color, c -> new PhongMaterial());
            material.setDiffuseColor(preset.paint(color));
            material.setSpecularColor(javafx.scene.paint.Color.gray(0.42));
            material.setSpecularPower(28);
        }
        blank.setDiffuseColor(javafx.scene.paint.Color.web(ColorPreset.BLANK_SHADE));
        repaint();
    }

    /** Shows these colours (null = blank) instead of the model state, for the sticker editor. */
    public void setOverride(List<Color> colors) {
        override = colors;
        repaint();
    }

    public void setHighlighted(Set<Integer> facelets) {
        for (int i = 0; i < Facelets.COUNT; i++) {
            frames[i].setVisible(facelets.contains(i));
        }
    }

    /** Queues a move; it is animated after every earlier queued step. */
    public void enqueue(Move move) {
        queue.add(new Step(move, null));
        pump();
    }

    /** Queues a jump to a state, shown without animation after earlier steps. */
    public void enqueueJump(FaceletCube cube) {
        queue.add(new Step(null, cube));
        pump();
    }

    /** Number of steps waiting, not counting the one animating. */
    public int pending() {
        return queue.size();
    }

    private void pump() {
        clearPartialTurn();
        while (running == null && !queue.isEmpty()) {
            Step step = queue.poll();
            if (step.jumpTo() != null) {
                displayed.set(step.jumpTo());
                repaint();
                continue;
            }
            double millis = turnMillis.get() * (step.move().quarterTurns() == 2 ? 1.5 : 1);
            // a long backlog (fast typing, undo spam) catches up faster instead of lagging behind
            millis /= Math.min(4, 1 + queue.size() / 2.0);
            if (millis < 1) {
                finish(step.move());
                continue;
            }
            animate(step.move(), millis);
        }
        idle.set(running == null && queue.isEmpty());
    }

    /** A rotation about the move's axis, added to the cubies of its layer; angle 0 until set. */
    private Rotate layerRotation(Move move) {
        double[] axis = StickerLayout.sceneAxis(move.turn().axis());
        Rotate rotate = new Rotate(0, new Point3D(axis[0], axis[1], axis[2]));
        for (int index = 0; index < 27; index++) {
            if (StickerLayout.isTurned(StickerLayout.cubiePosition(index), move)) {
                cubies[index].getTransforms().add(0, rotate);
            }
        }
        return rotate;
    }

    /**
     * Shows {@code cube} with {@code move}'s layer turned {@code fraction} (0..1) of the way, as a
     * timeline scrubbed mid-turn shows it: the turn animation's rotation, held at that angle. Only
     * while idle; the next queued step clears it.
     */
    public void showPartialTurn(FaceletCube cube, Move move, double fraction) {
        if (running != null || !queue.isEmpty()) {
            return;
        }
        clearPartialTurn();
        displayed.set(cube);
        repaint();
        if (move != null && fraction > 0) {
            partial = layerRotation(move);
            partial.setAngle(StickerLayout.turnDegrees(move) * Math.min(1, fraction));
        }
    }

    /** The angle of a layer held mid-turn, 0 when none. */
    public double partialTurnDegrees() {
        return partial == null ? 0 : partial.getAngle();
    }

    private void clearPartialTurn() {
        if (partial != null) {
            for (Group cubie : cubies) {
                cubie.getTransforms().remove(partial);
            }
            partial = null;
        }
    }

    private void animate(Move move, double millis) {
        Rotate rotate = layerRotation(move);
        running = new Timeline(new KeyFrame(Duration.millis(millis),
                new KeyValue(rotate.angleProperty(), StickerLayout.turnDegrees(move), Interpolator.EASE_BOTH)));
        running.setOnFinished(e -> {
            for (Group cubie : cubies) {
                cubie.getTransforms().remove(rotate);
            }
            running = null;
            finish(move);
            pump();
        });
        idle.set(false);
        running.play();
    }

    private void finish(Move move) {
        displayed.set(displayed.get().apply(move));
        repaint();
    }

    private void repaint() {
        List<Color> colors = override != null ? override : displayed.get().colors(preset.scheme());
        for (int i = 0; i < Facelets.COUNT; i++) {
            Color color = colors.get(i);
            stickers[i].setMaterial(color == null ? blank : materials.get(color));
        }
    }
}
