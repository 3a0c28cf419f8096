/** Texts of the review sessions (« Réviser maintenant », issue 19). */
export const revisionText = {
  start: 'Réviser maintenant',
  /** The accessible name of a button over a subject or a chapter. */
  startOver: (where: string) => `Réviser maintenant : ${where}`,
  title: 'Révision',
  allSubjects: 'Toutes les matières',
  allChapters: 'Tous les chapitres',
  lead: 'Ce qui est à réviser aujourd’hui d’abord, puis des nouveautés : cartes, légendes à placer et mind maps mêlées.',
  loading: 'Préparation de ta révision…',
  failed: 'Impossible de préparer la révision pour le moment.',
  retry: 'Réessayer',
  emptyTitle: 'Rien à réviser pour le moment',
  emptyHint:
    'Tout est à jour ici. Reviens demain, ou entraîne-toi sur un chapitre (cartes, schéma ou mind map) : ce que tu apprends entre dans tes révisions.',
  toPick: 'Choisir un chapitre',
  unknownScope: 'Cette matière ou ce chapitre n’existe plus.',
  /** How the results recall a legend to place. */
  legendPrompt: (label: string) => `Légende à placer : ${label}`,
} as const;
