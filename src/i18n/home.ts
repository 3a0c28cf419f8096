/** Texts of the home page, the methods catalogue, the guided tutorial and the demo content (part 1 §2). */

const homeText = {
  eyebrow: 'Révisions gamifiées pour étudiants',
  title: 'Révise plus malin, retiens plus longtemps.',
  lead: "Cartes d'association, zonage sur schéma et mind maps : entraîne-toi par matière et par chapitre, gagne des points et grimpe au classement.",
  start: 'Lancer une session maintenant',
  discover: 'Découvrir les méthodes',
  figures: [
    { value: '10k+', label: 'cartes créées' },
    { value: '2.4x', label: 'de mémorisation' },
    { value: '48h', label: 'gagnées par mois' },
  ],
  stats: {
    title: 'La plateforme en direct',
    loading: '…',
    unavailable: 'Statistiques en cours de mise à jour',
    cards: 'cartes créées',
    sessions: 'sessions terminées',
    chapters: 'chapitres organisés',
    users: 'membres inscrits',
  },
  showcases: [
    {
      title: 'Range tes cours comme tu les penses',
      body: 'Une matière, une couleur, des chapitres : tout ton programme tient sur un écran, et chaque méthode retrouve le bon chapitre.',
      cta: 'Organiser mes matières',
      to: '/subjects',
    },
    {
      title: "Des sessions courtes, qui comptent vraiment",
      body: 'Choisis une méthode et un chapitre, réponds, valide : ton taux de réussite et tes points suivent chaque session.',
      cta: 'Lancer une session',
      to: '/pick',
    },
    {
      title: 'Un profil qui te ressemble',
      body: 'Avatar, bannière, style de pseudo, badges et statistiques : montre ta progression et grimpe au classement.',
      cta: 'Personnaliser mon profil',
      to: '/account',
    },
  ],
  newsroom: {
    title: 'Quoi de neuf ?',
    items: [
      { date: 'Novembre 2026', title: 'Mind maps interactives', body: 'Relie tes notions par des flèches annotées, puis entraîne-toi à retrouver les étiquettes cachées.' },
      { date: 'Octobre 2026', title: 'Zonage sur schéma', body: 'Trace des zones sur tes schémas et révise-les légende par légende.' },
      { date: 'Septembre 2026', title: 'Codes de partage courts', body: 'Partage un chapitre entier avec un code de quelques caractères.' },
    ],
  },
  community: {
    title: 'Rejoins la communauté',
    body: "Pose tes questions, propose des idées et révise avec d'autres étudiants sur notre salon de discussion.",
    cta: 'Rejoindre le salon',
    url: 'https://discord.gg/mnemo',
  },
  faq: {
    title: 'Questions fréquentes',
    items: [
      { q: 'Comment fonctionne Mnémo ?', a: 'Tu crées tes matières et leurs chapitres, tu y ajoutes des cartes, des schémas à zoner ou des mind maps, puis tu lances des sessions chronométrées. Chaque bonne réponse rapporte des points.' },
      { q: "L'accès est-il gratuit ?", a: "Oui : Mnémo est gratuit pendant la bêta. Les formules Major et Champion ajoutent des fonctions avancées, sans rien retirer à l'offre gratuite." },
      { q: 'Puis-je réviser sur mon téléphone ?', a: "Oui, toutes les pages s'adaptent aux petits écrans : tu peux réviser dans le bus comme à la bibliothèque." },
      { q: 'Puis-je partager mes cartes ?', a: 'Oui : une carte, un chapitre, un schéma ou une mind map se partagent par un code court que tes amis importent en un clic.' },
      { q: 'Combien de points puis-je gagner par jour ?', a: "10 points par bonne réponse, dans les sessions d'au moins 10 questions, jusqu'à 10\u202f000 points par jour (heure de Paris). Une session dont le début n'a pas été vu par nos serveurs (faite hors connexion puis enregistrée au retour du réseau) compte aussi, mais l'ensemble de ces sessions rapporte au plus 2\u202f000 points par jour : seul le temps que nos serveurs ont mesuré fait grimper au classement." },
      { q: 'Quelles statistiques sont suivies ?', a: 'Ton taux de réussite par chapitre, tes sessions, ton temps et tes points. Tu les retrouves sur ton compte et ton profil public.' },
      { q: 'Mes données sont-elles en sécurité ?', a: 'Tes données sont hébergées en France. Depuis ton compte, tu peux les exporter ou supprimer ton compte à tout moment.' },
    ],
  },
  carousel: {
    title: 'Nos méthodes de révision',
    label: 'Méthodes de révision',
    previous: 'Méthode précédente',
    next: 'Méthode suivante',
    goTo: (n: number) => `Aller à la méthode ${n}`,
    slide: (n: number, total: number) => `${n} sur ${total}`,
  },
  method: {
    available: 'Disponible',
    soon: 'Bientôt disponible',
    how: 'Comment ça marche',
    stats: 'En chiffres',
    tryIt: 'Essayer cette méthode',
  },
  methodStats: {
    association: (s: { cards: number; avgPrecision: number }, fmt: (n: number) => string) => [
      `${fmt(s.cards)} cartes`,
      `${s.avgPrecision} % de précision moyenne`,
    ],
    imageZoning: (s: { sessions: number; legends: number }, fmt: (n: number) => string) => [
      `${fmt(s.sessions)} sessions`,
      `${fmt(s.legends)} légendes`,
    ],
    mindmap: (s: { maps: number; edges: number }, fmt: (n: number) => string) => [`${fmt(s.maps)} mind maps`, `${fmt(s.edges)} liens`],
    qcm: (s: { sessions: number; avgPrecision: number }, fmt: (n: number) => string) => [
      `${fmt(s.sessions)} sessions`,
      `${s.avgPrecision} % de bonnes réponses`,
    ],
  },
  methodsPage: {
    active: 'Disponibles maintenant',
    upcoming: 'En préparation',
  },
  demo: {
    add: 'Ajouter un exemple',
    adding: 'Ajout…',
    hint: "Une matière d'anatomie toute prête : 10 cartes, un schéma du cœur à zoner et une mind map.",
    failed: "Impossible d'ajouter l'exemple pour le moment.",
  },
} as const;

/** Descriptions of the six methods, keyed by method id (part 1 §2 Methods catalogue). */
const methodDetailsText = {
  association: {
    badge: 'Populaire',
    desc: 'Une description, une réponse : les cartes flash revisitées, avec plusieurs réponses acceptées et des images.',
    how: ['Crée des cartes : texte ou image, et une ou plusieurs réponses.', 'Réponds à chaque carte, puis valide.', 'Revois tes erreurs sur le bilan de fin de session.'],
    tags: ['Mémorisation', 'Vocabulaire', 'Images'],
  },
  'image-zoning': {
    badge: 'Visuel',
    desc: 'Trace des zones sur un schéma, légende-les, puis retrouve chaque structure les yeux fermés.',
    how: ['Importe un schéma ou prends notre exemple.', 'Dessine une zone par légende.', 'Clique la bonne zone pour chaque légende demandée.'],
    tags: ['Anatomie', 'Schémas', 'Repérage'],
  },
  mindmap: {
    badge: 'Nouveau',
    desc: 'Relie tes notions par des flèches annotées et entraîne-toi à retrouver ce qui est caché.',
    how: ['Pose tes notions et relie-les par des flèches.', 'Annote les liens au-dessus ou en dessous.', "Retrouve les étiquettes masquées de la carte."],
    tags: ['Logique', 'Synthèse', 'Liens'],
  },
  qcm: {
    badge: 'EDN',
    desc: 'Des QRU et des QRM tirés de tes cartes, schémas et mind maps.',
    how: ['Choisis un chapitre.', 'Coche la ou les bonnes propositions.', 'Vois la correction à chaque réponse.'],
    tags: ['Examens', 'QRU / QRM'],
  },
  dictation: {
    badge: 'Bientôt',
    desc: 'Une dictée de structures anatomiques à placer sur le schéma.',
    how: ['Écoute le nom de la structure.', 'Place-la sur le schéma.', 'Compare avec la correction.'],
    tags: ['Anatomie', 'Écoute'],
  },
  group: {
    badge: 'Bientôt',
    desc: 'Regroupe les notions qui vont ensemble, par familles ou par mécanismes.',
    how: ['Choisis un ensemble de notions.', 'Classe-les par groupes.', 'Vérifie tes regroupements.'],
    tags: ['Classement', 'Logique'],
  },
} as const;

/** The guided tutorial: prompt, overlay controls and the 16 steps (part 1 §2 Guided tutorial). */
const tutorialText = {
  prompt: {
    title: "Envie d'un tour guidé ?",
    body: 'En deux minutes, découvre le classement, crée ton compte, range tes matières et lance ta première session.',
    start: 'Lancer le tutoriel',
    later: 'Pas maintenant',
  },
  overlay: {
    label: 'Tutoriel',
    counter: (n: number, total: number) => `Étape ${n} / ${total}`,
    skip: 'Passer cette étape',
    abandon: 'Abandonner le tutoriel',
    finish: 'Terminer',
    next: 'Suivant',
    waitingSignup: 'Crée ton compte ou connecte-toi pour continuer.',
  },
  steps: {
    'leaderboard-intro': { title: 'Bienvenue sur Mnémo !', description: 'Chaque bonne réponse rapporte des points. Commençons par jeter un œil au classement.', nextLabel: 'Voir le classement', navLabel: 'Classement' },
    'leaderboard-overview': { title: 'Le classement global', description: 'Les membres les plus assidus sont ici. Tes sessions te feront grimper, semaine après semaine.', nextLabel: 'Suivant' },
    'leaderboard-to-auth': { title: 'Prêt à jouer ?', description: 'Pour gagner des points, il te faut un compte. Ça prend dix secondes.', nextLabel: "Aller à l'inscription", navLabel: 'Se connecter' },
    signup: { title: 'Crée ton compte', description: "Choisis un pseudo et un mot de passe dans l'onglet « Inscription ». Avatar et bannière sont facultatifs.", nextLabel: 'Suivant' },
    'methods-nav': { title: 'Te voilà inscrit !', description: "Découvrons maintenant les méthodes de révision.", nextLabel: 'Voir les méthodes', navLabel: 'Nos méthodes' },
    'methods-overview': { title: 'Quatre méthodes, un objectif', description: 'Association, zonage sur schéma, mind map et QCM : chacune entraîne ta mémoire autrement.', nextLabel: 'Suivant' },
    'subjects-nav': { title: 'Range tes cours', description: 'Tout commence par une matière et ses chapitres.', nextLabel: 'Mes matières', navLabel: 'Mes matières' },
    'subjects-create': { title: 'Ajoute une matière', description: 'Donne-lui un nom et une couleur, par exemple « Anatomie ».', nextLabel: 'Suivant' },
    'subjects-chapters': { title: 'Puis des chapitres', description: 'Chaque matière contient des chapitres : tes cartes, schémas et mind maps y sont rangés.', nextLabel: 'Suivant' },
    'session-nav': { title: "Place à l'entraînement", description: 'Une fois ton contenu prêt, lance une session.', nextLabel: "M'entraîner", navLabel: "M'entraîner" },
    'session-method': { title: 'Choisis ta méthode', description: 'Association, zonage ou mind map : celle qui colle à ton chapitre.', nextLabel: 'Suivant' },
    'session-subject': { title: 'Choisis ta matière', description: 'Toutes tes matières sont proposées ici.', nextLabel: 'Suivant' },
    'session-chapter': { title: 'Puis le chapitre', description: 'Tu vois le nombre de questions, ton taux de réussite et ta dernière session.', nextLabel: 'Suivant' },
    'session-start': { title: "C'est parti !", description: "« Lancer la session » pour t'entraîner, « Organiser » pour modifier le contenu du chapitre.", nextLabel: 'Suivant' },
    'profile-nav': { title: 'Ton profil', description: 'Dernière étape : ton compte.', nextLabel: 'Mon compte', navLabel: 'Mon compte' },
    'profile-customize': { title: 'Fais-le à ton image', description: 'Avatar, bannière, style de pseudo, musique : personnalise ton profil public. Bonnes révisions !', nextLabel: 'Terminer' },
  },
} as const;

/** Spread into fr (src/i18n/fr.ts). */
export const homeTexts = { home: homeText, methodDetails: methodDetailsText, tutorial: tutorialText } as const;
