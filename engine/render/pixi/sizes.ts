/** Screen sizes in CSS pixels, without Pixi (the page reads them, the painter draws them): handles and markers keep them at any zoom. */
export const HANDLE_RADIUS = 7;
export const MARKER_RADIUS = 9;
