/**
 * Texts of the machinery only a signed-in student meets (items due, conflicts, edits taken back,
 * sessions recorded after being offline): kept out of the shell's texts, which every visitor loads.
 */
export const syncText = {
  /** The header's count of items due today (spaced repetition). */
  due: (count: number) => `${count} à réviser`,
  /** Begins with the visible text, as WCAG 2.5.3 asks of a label. */
  dueLabel: (count: number) => `${count} à réviser aujourd’hui`,
  cardConflict: (count: number) =>
    count === 1
      ? 'Cette carte a aussi été modifiée sur un autre appareil : les deux versions sont gardées, celle de l’autre appareil juste après la tienne.'
      : `${count} cartes ont aussi été modifiées sur un autre appareil : les deux versions sont gardées, celle de l’autre appareil juste après la tienne.`,
  restored: 'Tes modifications qui n’avaient pas été enregistrées ont été reprises.',
  queuedRecorded: (sessions: number, points: number) =>
    `${sessions > 1 ? `${sessions} sessions faites hors ligne enregistrées` : 'Session faite hors ligne enregistrée'} : +${points} pts.`,
  queuedRefused: (message: string) => `Une session faite hors ligne n’a pas pu être enregistrée : ${message}`,
  /** IndexedDB refused a write (quota): the edits are only in the page until saved. */
  deviceFull:
    'Cet appareil n’a plus de place pour garder tes modifications : elles seront perdues si tu fermes la page avant leur enregistrement. Libère de l’espace sur l’appareil.',
  uploadKeptOffline: 'Pas de réseau : l’image est gardée sur cet appareil et sera envoyée dès le retour de la connexion.',
  uploadNoRoom: 'Pas de réseau, et cet appareil n’a plus de place pour garder l’image : réessaie une fois connecté.',
  uploadRefused: (message: string) =>
    `Une image importée hors ligne n’a pas pu être envoyée : ${message} Elle reste sur cet appareil ; remplace-la pour enregistrer ce qui l’utilise.`,
  imageRefused: 'le serveur l’a refusée.',
  draftRestored: 'Brouillon repris là où tu l’avais laissé.',
  discardDraft: 'Ignorer le brouillon',
  /** A refusal without the server's own words. */
  refused: 'la session n’a pas été acceptée.',
};
