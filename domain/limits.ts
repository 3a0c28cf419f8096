/** Numeric limits shared by client and server (spec part 1 §9, part 2 §9). */
export const limits = {
  usernameMin: 3,
  usernameMax: 32,
  passwordMin: 6,
  passwordMax: 200,
  slugMax: 48,
  textInputMax: 1000,
  textareaMax: 5000,
  /** An avatar, banner or image URL kept in a profile or document (data: URLs included). */
  imageUrlMax: 1_200_000,
  answersPerCard: 50,
  cardImageEncodedMax: 900_000,
  legendsPerBoard: 10,
  pointsPerLegend: 10,
  mindMapNodes: 40,
  mindMapEdges: 80,
  /** Serialised user-data document, in bytes. */
  userDataMaxBytes: 10 * 1024 * 1024,
  uploadImageMaxBytes: 5 * 1024 * 1024,
  uploadAudioMaxBytes: 5 * 1024 * 1024,
  /** Total upload storage per account. */
  uploadQuotaBytes: 200 * 1024 * 1024,
  sessionsKept: 5000,
  /**
   * Distinct rich texts one request may ask the server to clean with DOMPurify (markup that is not
   * already what the editor produces). Honest clients send clean markup, which costs nothing.
   */
  richTextRepairsPerRequest: 500,
  /** Parts one save may carry (the subject list, the profile and chapter lists). */
  partsPerSave: 2000,
  /** Sessions one page of history holds (GET /me/sessions). */
  sessionsPerPage: 500,
  /** The saves an account's devices can ask about (GET /me/material/saves/:saveId): those of its last document revisions. */
  keptSaves: 100,
} as const;

/** Revisions are PostgreSQL integers: a bigger number can match nothing (and would not bind). */
export const MAX_REVISION = 2_147_483_647;

/** A save's own id as a device gives it (a UUID, or any short token of these characters). */
export const SAVE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const timings = {
  toastMs: 4200,
  badgePopupMs: 4500,
  importMessageMs: 5000,
  onlineWindowMs: 5 * 60 * 1000,
} as const;

export const APP_VERSION_LABEL = '1.3.0 (beta)';
export const TIME_ZONE = 'Europe/Paris';
