/**
 * What an uploaded image may unpack into, read from its header before a single pixel is decoded. A 5 MB file can
 * hold far more pixels than it weighs (a decompression bomb, an animation of many frames).
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Width × height × frames: an animation is kept as its first frame, but its header may not promise more than this. */
export const IMAGE_MAX_ANIMATION_PIXELS = 100_000_000;
/** Decoding and writing one image again may take this long; beyond it the upload is refused. */
export const IMAGE_WORK_SECONDS = 10;
