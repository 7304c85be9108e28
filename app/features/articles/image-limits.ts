/**
 * The largest image the editor takes: a photo as a phone takes it (12 megapixels weigh 3 to
 * 12 MB). Checked in the browser as soon as a file is chosen, and again on the server.
 */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
