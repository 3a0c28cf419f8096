/** Texts of the review sessions (« Réviser maintenant », issue 19). */

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;
export const revisionText = {
  start: 'Réviser maintenant',
  /** The accessible name of a button over a subject or a chapter. */
  startOver: (where: string) => `Réviser maintenant : ${where}`,
  title: 'Révision',
  allSubjects: 'Toutes les matières',
  allChapters: 'Tous les chapitres',
  /** What the session holds, by kind (the kinds it has none of are left out). */
  holds: ({ card, legend, label }: Record<'card' | 'legend' | 'label', number>) => {
    const parts = [
      card > 0 ? plural(card, 'carte', 'cartes') : null,
      legend > 0 ? `${plural(legend, 'légende', 'légendes')} à placer` : null,
      label > 0 ? plural(label, 'texte de mind map', 'textes de mind map') : null,
    ].filter((part) => part !== null);
    const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} et ${parts[parts.length - 1]}` : (parts[0] ?? '');
    return `Au programme : ${list}${parts.length > 1 ? ', mêlés' : ''}. Ce qui est à réviser aujourd’hui passe avant les nouveautés.`;
  },
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
