package cubelab.ui.scan;

import cubelab.model.Face;

/** How to hold the cube for each face's photo: every face upright as the usual net shows it. */
final class Guide {

    static final String INTRO = "Take one photo of each face, square to the camera, the face filling much of the "
            + "picture, in even light without glare. Choose a top (U) and a front (F) and keep to them, then:";

    private Guide() {
    }

    static String hold(Face face) {
        return switch (face) {
            case U -> "tip the cube towards you so the top faces the camera, back face above it";
            case R -> "turn the cube a quarter to the left: the right face towards you, top still on top";
            case F -> "the front face towards you, top on top";
            case D -> "tip the cube away from you so the bottom faces the camera, front face above it";
            case L -> "turn the cube a quarter to the right: the left face towards you, top on top";
            case B -> "turn the cube half way round: the back face towards you, top on top";
        };
    }
}
