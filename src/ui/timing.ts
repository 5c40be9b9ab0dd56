/** Slide-out time of drawers and fade-out of modals; they stay mounted this long after closing. */
export const DIALOG_CLOSE_MS = 200;
