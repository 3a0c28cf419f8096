import { homeTexts } from './home';
import { appName, updateText } from './install';

/**
 * The texts loaded at start: the app's frame (header, footer, guards, announcement fetch,
 * tutorial) and the home page. `fr` (fr.ts) holds them too; the modules loaded with `/` import
 * this part alone, so a first visit does not download every screen's texts (issue 20).
 */
export const shellText = {
  app: {
    name: appName,
    homeLabel: 'Mnémo — accueil',
    skipToContent: 'Aller au contenu',
    loading: 'Chargement…',
  },
  nav: {
    mainLabel: 'Navigation principale',
    methods: 'Nos méthodes',
    subjects: 'Mes matières',
    pick: "M'entraîner",
    exam: 'Mode examen',
    duels: 'Duels',
    leaderboard: 'Classement',
    pricing: 'Tarifs',
    help: 'Aide',
    admin: 'Admin',
    login: 'Se connecter',
    logout: 'Déconnexion',
    account: 'Mon compte',
    profile: 'Mon profil public',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    menuTitle: 'Menu',
    loginPrompt: 'Connecte-toi pour retrouver tes matières, tes sessions et ta place au classement.',
  },
  footer: {
    version: (label: string) => `Version ${label}`,
    tagline: 'Gratuit pendant la bêta.',
    payments: 'Paiements acceptés',
    visa: 'Visa',
    mastercard: 'Mastercard',
    cb: 'Carte Bancaire (CB)',
  },
  sync: {
    syncing: 'Synchronisation avec le serveur…',
    sessionExpired: 'Session expirée. Connecte-toi à nouveau.',
    failed: 'Impossible de synchroniser avec le serveur.',
    dataLoading: 'Chargement des données en cours…',
    saveFailed: "Impossible d'enregistrer tes données. Réessaie dans un instant.",
    suspended: (date: string) => `Ton compte est suspendu jusqu'au ${date}.`,
    suspendedTitle: 'Compte suspendu',
    saving: 'Enregistrement…',
    saved: 'Enregistré',
    offline: 'Hors ligne — tes modifications sont gardées sur cet appareil',
    pending: (count: number) => (count > 1 ? `${count} modifications en attente` : '1 modification en attente'),
    unsaved: 'Modifications non enregistrées',
  },
  toasts: {
    regionLabel: 'Notifications',
    dismiss: 'Fermer la notification',
  },
  update: updateText,
  errors: {
    pageTitle: "Cette page n'a pas pu s'afficher.",
    pageBody: 'Une nouvelle version est peut-être disponible. Recharge la page pour réessayer.',
    reload: 'Recharger la page',
  },
  ...homeTexts,
  pages: {
    methods: { title: 'Nos méthodes', lead: 'Association, zonage sur schéma, mind map : choisis la méthode qui te fait progresser.' },
    pricing: { title: 'Tarifs', lead: 'Gratuit, Major ou Champion : une formule pour chaque rythme de révision.' },
    leaderboard: { title: 'Classement global', lead: 'Les points gagnés en session font grimper au classement.' },
    subjects: { title: 'Mes matières', lead: 'Organise tes matières et leurs chapitres.' },
    pick: { title: "M'entraîner", lead: 'Choisis une méthode, une matière et un chapitre.' },
    account: { title: 'Mon compte', lead: 'Ton profil, tes badges et ta formule.' },
    profile: { title: 'Profil public', lead: "Points, badges et statistiques d'un membre." },
    admin: { title: 'Tableau de bord administrateur', lead: 'Activité, annonces, modération et codes promo.' },
  },
  methods: {
    association: 'Association',
    zoning: 'Zonage sur schéma',
    mindmap: 'Mind map',
    qcm: 'QCM',
    dictation: 'Dictée anat',
    group: 'Regroupement',
    manage: 'Organiser',
    train: 'Entraînement',
  },
  account: {
    notSignedIn: "Tu n'es pas connecté.",
    login: 'Se connecter',
    memberSince: (date: string) => `Membre depuis le ${date}`,
    points: (points: string) => `${points} XP`,
    streak: (days: number) => `${days} jour${days > 1 ? 's' : ''} d'affilée`,
  },
} as const;

/** Same keys and texts as in `fr`, for the modules of the frame and the home page. */
export const fr = shellText;
