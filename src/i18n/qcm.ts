/** Texts of the QCM sessions (issue 49: QRU and QRM drawn from a chapter, judged by the server). */

export const qcmText = {
  loading: 'Préparation de ton QCM…',
  /** The draw failed for another reason than the chapter's material (network…). */
  failed: 'Impossible de préparer le QCM pour le moment.',
  retry: 'Réessayer',
  emptyTitle: 'Pas encore de QCM possible ici',
  toPick: 'Choisir un autre chapitre',
  toCards: 'Ajouter des cartes',
  formats: { qru: 'QRU', qrm: 'QRM' },
  formatHints: { qru: 'une seule réponse juste', qrm: 'une ou plusieurs réponses justes' },
  /** What a question asks, by what it shows. */
  ask: {
    card: 'Quelle est la réponse à cette carte ?',
    legend: 'Quelle structure est entourée sur le schéma ?',
    label: 'Quel texte manque à l’emplacement surligné de la mind map ?',
  },
  board: 'Schéma',
  propositions: 'Propositions',
  tickFirst: 'Coche au moins une proposition avant de valider.',
  judging: 'Vérification…',
  judgeFailed: 'Impossible de vérifier ta réponse : vérifie ta connexion puis valide à nouveau.',
  /** One discordance in a QRM: the EDN gives half the point; training counts it, as « Presque ! ». */
  almost: 'Presque ! Une seule case de travers : la moitié du point à l’EDN, comptée juste ici.',
  expected: (answers: string) => `${answers.includes(' · ') ? 'Réponses attendues' : 'Réponse attendue'} : ${answers}`,
  rightMark: 'bonne réponse',
  wrongMark: 'cochée à tort',
  missedMark: 'bonne réponse oubliée',
  keys: 'Clavier : 1 à 5 cochent les propositions A à E, Entrée valide puis passe à la suite.',
  /** How the results recall a question. */
  recallLegend: (title: string | null) => (title ? `Structure entourée sur « ${title} »` : 'Structure entourée sur le schéma'),
  recallLabel: (title: string | null) => (title ? `Texte manquant de la mind map « ${title} »` : 'Texte manquant de la mind map'),
  ticked: 'Tes cases',
  none: 'aucune',
} as const;
