/*
 * What the coset and slice-group loops share before their own code, once their `tables` type is
 * defined with the fields used here: a cube's pieces turned and premoved (PieceForm), the turn
 * lists (TurnLists), and copying Java's tables and buffers in (create0). Header only: each loop
 * is one compilation unit.
 */
#ifndef CUBELAB_PIECES_H
#define CUBELAB_PIECES_H

/* PieceForm.move: the pieces turned (X·turn) */
static inline void move_pieces(const tables *t, const uint8_t *from, uint8_t *to, int turn) {
    const uint8_t *source = t->move_source + turn * PIECES;
    const uint8_t *code = t->move_code + turn * PIECES * CODES;
    for (int p = 0; p < PIECES; p++) {
        to[p] = code[p * CODES + from[source[p]]];
    }
}

/* PieceForm.follow: the inverse of P·turn from the inverse of P, a premove by the opposite turn */
static inline void follow_pieces(const tables *t, const uint8_t *from, uint8_t *to, int turn) {
    int premove = t->inverse[turn];
    const uint8_t *corners = t->corner_premove + premove * CODES;
    const uint8_t *edges = t->edge_premove + premove * CODES;
    for (int p = 0; p < 8; p++) {
        to[p] = corners[from[p]];
    }
    for (int p = 8; p < PIECES; p++) {
        to[p] = edges[from[p]];
    }
}

/* TurnLists: the turns allowed after, and before, a turn of each face (NO_FACE: none yet) */
static void turn_lists(tables *t) {
    for (int face = 0; face <= NO_FACE; face++) {
        for (int turn = 0; turn < TURNS; turn++) {
            if (t->allowed[face * 6 + turn / 3]) {
                t->after[face][t->after_count[face]++] = turn;
            }
            if (face == NO_FACE || t->allowed[turn / 3 * 6 + face]) {
                t->before[face][t->before_count[face]++] = turn;
            }
        }
    }
}

/* copies Java int array `index` of `arrays` into a narrower one; 0 when its length is not `length` */
static int narrow(JNIEnv *env, jobjectArray arrays, int index, jsize length, void *target, int width) {
    jintArray array = (jintArray) (*env)->GetObjectArrayElement(env, arrays, index);
    if (array == NULL || (*env)->GetArrayLength(env, array) != length) {
        return 0;
    }
    jint *values = (*env)->GetIntArrayElements(env, array, NULL);
    for (jsize k = 0; k < length; k++) {
        if (width == 1) {
            ((uint8_t *) target)[k] = (uint8_t) values[k];
        } else if (width == 2) {
            ((uint16_t *) target)[k] = (uint16_t) values[k];
        } else {
            ((int32_t *) target)[k] = values[k];
        }
    }
    (*env)->ReleaseIntArrayElements(env, array, values, JNI_ABORT);
    (*env)->DeleteLocalRef(env, array);
    return 1;
}

/* the addresses of a table's direct buffers (at most 64 chunks of 2^27 words); 0 when one has none */
static int addresses(JNIEnv *env, jobjectArray buffers, const uint64_t **into, int *count) {
    *count = (*env)->GetArrayLength(env, buffers);
    if (*count < 1 || *count > 64) {
        return 0;
    }
    for (int i = 0; i < *count; i++) {
        jobject buffer = (*env)->GetObjectArrayElement(env, buffers, i);
        into[i] = buffer == NULL ? NULL : (const uint64_t *) (*env)->GetDirectBufferAddress(env, buffer);
        if (into[i] == NULL) {
            return 0;
        }
        (*env)->DeleteLocalRef(env, buffer);
    }
    return 1;
}

#endif
