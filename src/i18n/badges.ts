/** Texts of the badges and of their unlocked popup (part 1 §4 Badges). */
export const badgeText = {
  unlocked: 'Nouveau badge débloqué !',
  close: 'Fermer',
  labels: {
    admin: { label: 'Admin', description: "Attribué par l'équipe Mnémo." },
    innovateur: { label: 'Innovateur', description: 'Ton idée a été intégrée à Mnémo.' },
    major: { label: 'Major', description: 'Abonnement Major actif.' },
    champion: { label: 'Champion', description: 'Abonnement Champion actif.' },
    marmotte: { label: 'Marmotte', description: 'Une session terminée entre minuit et 4 h du matin.' },
    prems: { label: 'Prems', description: 'Première place du classement atteinte.' },
    'serial-killer': { label: 'Serial killer', description: "Premier du classement 7 jours d'affilée." },
    charbonneur: { label: 'Charbonneur', description: '100 sessions terminées.' },
    padawan: { label: 'Padawan', description: "Connecté 7 jours d'affilée." },
    turbo: { label: 'Turbo', description: '15 questions ou plus en moins de 60 s, avec au moins 75 % de réussite.' },
    perfect: { label: 'Perfect', description: '20 questions ou plus sans une seule erreur.' },
  },
};
