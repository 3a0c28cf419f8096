import { associationText, pickText, richTextLabels, subjectsText, trainingText, undoText } from './study';
import { accountPageText, leaderboardText, profileText, statsText } from './profiles';
import { zoningText } from './zoning';
import { mindMapText } from './mindmap';
import { adminText } from './admin';
import { shareText } from './share';
import { shellText } from './shell';
import { announcementText } from './announcement';
import { badgeText } from './badges';
import { billingText } from './billing';
import { revisionText } from './revision';
import { qcmText } from './qcm';

/**
 * Every text the interface shows, in French (ARCHITECTURE.md, Client). Texts the spec gives are
 * copied verbatim; messages sent by the server come from domain/messages.ts instead. The texts of
 * the app's frame and of the home page live in shell.ts, which those screens import alone.
 */
export const fr = {
  ...shellText,
  files: {
    choose: 'Choisir un fichier',
    none: 'Aucun fichier choisi',
  },
  auth: {
    title: 'Bienvenue sur Mnémo',
    lead: 'Connecte-toi pour retrouver tes révisions, ou crée ton compte en quelques secondes.',
    tabsLabel: 'Connexion ou inscription',
    loginTab: 'Connexion',
    signupTab: 'Inscription',
    username: 'Pseudo',
    password: 'Mot de passe',
    loginSubmit: 'Se connecter',
    loginBusy: 'Connexion…',
    signupSubmit: 'Créer mon compte',
    signupBusy: 'Création…',
    loginFailed: 'Connexion impossible.',
    signupFailed: 'Création impossible.',
    avatar: 'Avatar',
    banner: 'Bannière',
    imageUrlPlaceholder: 'https://…',
    imageUrlHint: "Colle un lien d'image ou téléverse un fichier.",
    upload: 'Téléverser',
    avatarUpload: 'Téléverser un avatar',
    bannerUpload: 'Téléverser une bannière',
    uploaded: 'Image importée',
    processing: "Traitement de l'image…",
    removeImage: 'Retirer',
    avatarFailed: "Impossible de traiter cette image d'avatar.",
    bannerFailed: 'Impossible de traiter cette bannière.',
    preview: 'Aperçu du profil',
    previewPlaceholderName: 'Ton pseudo',
    previewMeta: 'Nouveau membre',
  },
  subjects: subjectsText,
  undo: undoText,
  pick: pickText,
  richText: richTextLabels,
  association: associationText,
  training: trainingText,
  leaderboard: leaderboardText,
  stats: statsText,
  profile: profileText,
  accountPage: accountPageText,
  announcement: announcementText,
  badges: badgeText,
  billing: billingText,
  zoning: zoningText,
  mindmap: mindMapText,
  share: shareText,
  admin: adminText,
  revision: revisionText,
  qcm: qcmText,
} as const;
